/** A request body longer than the cap: the caller answers 413. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Body larger than ${limit} bytes`);
  }
}

/**
 * The body as text, read as it streams and abandoned the moment it passes `maxBytes`: a chunked body
 * has no Content-Length to check, and one that lies about it must not be buffered whole either.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new BodyTooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
