import QRCode from 'qrcode';

/** Level M takes a scratched or glaring phone screen; a code of 12 letters and digits still fits the smallest QR code (21 × 21). */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * The reservation's door code as a QR code in a PNG, for the confirmation mail, with its width in
 * pixels: 8 a module, so every module is whole pixels (232 for the smallest code with its margin).
 */
export async function doorQrPng(code: string): Promise<{ png: Buffer; size: number }> {
  const png = await QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png', scale: 8 });
  // The IHDR chunk's width, right after the signature and the chunk's length and type.
  return { png, size: png.readUInt32BE(16) };
}

/** The same as SVG markup, for the link's page: a phone shows it sharp at any size. */
export const doorQrSvg = (code: string): Promise<string> => QRCode.toString(code, { ...QR_OPTIONS, type: 'svg' });
