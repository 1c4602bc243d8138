import sharp from 'sharp';

/** Pictures made on the spot, so tests need no files; `seed` varies the colour and thus the bytes. */
export async function samplePicture(
  format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png',
  { width = 64, height = 48, seed = 1 }: { width?: number; height?: number; seed?: number } = {},
): Promise<Buffer> {
  const background = { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 };
  return sharp({ create: { width, height, channels: 3, background } }).toFormat(format).toBuffer();
}
