/**
 * What an uploaded file really is, read from its first bytes (the name and the browser's type are the
 * sender's word). Only the image formats the site shows are accepted.
 */
export const maxCoverBytes = 5 * 1024 * 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

export function imageTypeOf(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return 'image/avif';
  return null;
}
