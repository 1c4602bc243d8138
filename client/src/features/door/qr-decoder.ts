import { BarcodeDetector as ZxingBarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reading QR codes, loaded only in door mode (a dynamic import from the scanner): the browser's own
 * BarcodeDetector where it has one that reads QR codes (Chrome on Android), else the barcode-detector
 * package's, which is ZXing compiled to WebAssembly. Its .wasm is one of our own assets, not a CDN's:
 * the door may be offline, and the service worker keeps it with door mode's other files.
 */
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

/** The .wasm's own address, for the service worker to keep. */
export const QR_WASM_URL = wasmUrl;

type Detector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

let detector: Promise<Detector> | undefined;

/** One detector for the page: the browser's own when it reads QR codes. */
export function qrDetector(): Promise<Detector> {
  detector ??= (async () => {
    const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    const nativeReadsQr = native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code');
    return new (nativeReadsQr ? native : (ZxingBarcodeDetector as unknown as DetectorClass))({ formats: ['qr_code'] });
  })();
  return detector;
}

/** The text of the first QR code in a picture (a video frame, say), or undefined when there is none. */
export async function decodeQr(source: ImageBitmapSource, using: Detector | Promise<Detector> = qrDetector()): Promise<string | undefined> {
  const [code] = await (await using).detect(source);
  return code?.rawValue;
}
