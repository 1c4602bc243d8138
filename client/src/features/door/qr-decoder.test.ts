import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { decodeQr } from './qr-decoder';

/** A QR code as the camera would see it: black modules on white, 4 pixels each, with its quiet zone. */
function qrImage(text: string): ImageData {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const side = (modules.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const [column, row] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4];
      const dark = column >= 0 && row >= 0 && column < modules.size && row < modules.size && modules.get(row, column);
      if (dark) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data: pixels, width: side, height: side, colorSpace: 'srgb', [Symbol.toStringTag]: 'ImageData' } as unknown as ImageData;
}

it('reads a reservation’s door code from a QR code through the scanner’s own decoder', async () => {
  // In the browser the .wasm is fetched from our own assets; here it is read from the package.
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  expect(await decodeQr(qrImage('K7QW2MZP9XRT4HJD'), detector)).toBe('K7QW2MZP9XRT4HJD');
  expect(await decodeQr(qrImage('not a door'), detector)).toBe('not a door');
});
