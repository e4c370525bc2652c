/** Reads the QR code in one camera frame, or null when there is none (or it is unreadable). */
export type FrameDecoder = (frame: ImageData) => Promise<string | null>;

type NativeDetector = { detect(source: ImageData): Promise<{ rawValue: string }[]> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's own BarcodeDetector (Chrome on Android, ChromeOS, macOS) when it reads QR codes. */
async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** The native detector where there is one (no download), else ZXing's reader, fetched now. */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const native = await nativeDecoder();
  if (native) return native;
  const { zxingDecoder } = await import('./zxing-decoder');
  return zxingDecoder();
}
