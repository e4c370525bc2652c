// ZXing's QR reader (zxing-js), for browsers without a BarcodeDetector of their own; loaded on demand.
// Deep imports take the QR reader alone: about 26 KB gzip, where the package's index brings every
// format (about 124 KB).
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

// ZXing's finder-pattern detector misreads about 4 % of clean, axis-aligned symbols (a ticket's
// version-2 code drawn at 6 px a module: 64 of 1,500 random codes). A frame that fails is read once
// more as a bare symbol, which such an image is; a camera frame fails that quickly and costs little.
const pureSymbol = new Map([[DecodeHintType.PURE_BARCODE, true]]);

/** A FrameDecoder (qr-decoder.ts, which loads this file on demand, so the type is spelled out here). */
export function zxingDecoder(): (frame: ImageData) => Promise<string | null> {
  const reader = new QRCodeReader();
  const read = (bitmap: BinaryBitmap, hints?: typeof pureSymbol) => {
    try {
      return reader.decode(bitmap, hints).getText();
    } catch {
      // NotFound, Checksum and Format exceptions all mean "no readable code in this frame".
      return null;
    }
  };
  return (frame) => {
    const { data, width, height } = frame;
    const luminance = new Uint8ClampedArray(width * height);
    for (let pixel = 0, offset = 0; pixel < luminance.length; pixel++, offset += 4) {
      // Integer Rec. 601 weights, as ZXing's own canvas source uses.
      luminance[pixel] = (data[offset]! * 306 + data[offset + 1]! * 601 + data[offset + 2]! * 117) >> 10;
    }
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return Promise.resolve(read(bitmap) ?? read(bitmap, pureSymbol));
  };
}
