import sharp from 'sharp';

/** A deterministic pseudo-random sequence, so the same seed gives the same picture. */
function sequence(seed: number) {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * An abstract poster-like picture (gradient, circles, stripes) drawn locally: the demo needs no
 * downloads and no real people's photos.
 */
export async function demoPicture(seed: number, width = 1200, height = 800): Promise<Buffer> {
  const random = sequence(seed);
  const hue = Math.floor(random() * 360);
  const colour = (shift: number, lightness: number) => `hsl(${(hue + shift) % 360}, 70%, ${lightness}%)`;
  const circles = Array.from({ length: 6 }, () => {
    const radius = Math.round((0.08 + random() * 0.25) * height);
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${radius}" fill="${colour(
      Math.floor(random() * 120),
      45 + Math.floor(random() * 30),
    )}" fill-opacity="0.55"/>`;
  });
  const stripes = Array.from(
    { length: 5 },
    (_, index) =>
      `<rect x="0" y="${Math.round(((index + random()) * height) / 5)}" width="${width}" height="${Math.round(
        height * 0.02,
      )}" fill="white" fill-opacity="0.15"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour(0, 25)}"/><stop offset="1" stop-color="${colour(180, 15)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles.join('')}${stripes.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
