import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { ImageData } from '../image/image-data.entity';
import { ImageVariant } from '../image/image-variant.entity';
import { Image } from '../image/image.entity';
import { SVG_DRAWING_MS } from '../image/svg-drawing';
import { Settings } from './settings.entity';

/**
 * Issue 45: 9 groups of 10 <use>, each naming the group before, under 100 elements that draw 10⁹
 * squares. librsvg gives up after 500,000 of them, 7.7 s later on this machine.
 */
function nestedUseLogo(colour: string): string {
  let groups = `<g id="l0"><rect width="1" height="1" fill="${colour}"/></g>`;
  for (let level = 1; level <= 9; level += 1) groups += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs>${groups}</defs><use href="#l9"/></svg>`;
}

const TOO_COMPLEX = { message: 'Logoet er for komplekst til at blive tegnet. Gem det i en enklere udgave, eller upload det som PNG.' };

const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work;
  return [result, performance.now() - start];
};

describe('a logo cannot stall the site (issue 45)', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });
  const uploadLogo = (svg: string) => t.upload('POST', '/api/settings/logo', { field: 'image', file: Buffer.from(svg), type: 'image/svg+xml', cookie: admin });

  /** A logo stored as the code before this fix stored it: sanitized, then only measured, never drawn. */
  async function storeAsBefore(svg: string): Promise<string> {
    const data = Buffer.from(svg);
    const hash = createHash('sha256').update(data).digest('hex');
    const em = t.orm.em.fork();
    const image = em.create(Image, { hash, mimeType: 'image/svg+xml', width: 10, height: 10, byteSize: data.length });
    em.create(ImageData, { image, data });
    (await em.findOneOrFail(Settings, { id: 1 })).logo = image;
    await em.flush();
    return hash;
  }

  it('refuses a logo of nested <use> at once, in Danish, before anything draws it', async () => {
    const [response, ms] = await timed(uploadLogo(nestedUseLogo('#4ade80')));
    expect(response.status).toBe(413);
    expect(response.body).toEqual(TOO_COMPLEX);
    // Counted, not drawn: well under the time a drawing may take.
    expect(ms).toBeLessThan(SVG_DRAWING_MS / 3);
  });

  it('refuses a logo of few elements that draws too slowly, once the drawing’s time is up', async () => {
    // Ten dilations by a huge radius: 13 elements, 1.3 s of drawing each at the icon's size.
    const filter = Array.from({ length: 10 }, () => '<feMorphology operator="dilate" radius="100000"/>').join('');
    const slow = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f">${filter}</filter><rect width="10" height="10" filter="url(#f)"/></svg>`;
    const [response, ms] = await timed(uploadLogo(slow));
    expect(response.status).toBe(413);
    expect(response.body).toEqual(TOO_COMPLEX);
    expect(ms).toBeGreaterThanOrEqual(SVG_DRAWING_MS);
    expect(ms).toBeLessThan(SVG_DRAWING_MS + 2000);
  });

  it('answers the default icon for a stored logo that cannot be drawn, and never draws it again', async () => {
    const hash = await storeAsBefore(nestedUseLogo('#4ade80'));
    const icon = `/icons/${hash}-192.png`;
    // Three first requests at once draw it once: one drawing's time, not two turns of the queue.
    const [first, firstMs] = await timed(Promise.all([t.get(icon), t.get(icon), t.get(icon)]));
    expect(firstMs).toBeGreaterThanOrEqual(SVG_DRAWING_MS);
    expect(firstMs).toBeLessThan(2 * SVG_DRAWING_MS);
    for (const response of first) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.raw.equals(first[0]!.raw)).toBe(true);
    }
    // The default note icon: amber on dark, none of the logo's green.
    const { data, info } = await sharp(first[0]!.raw).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([192, 192]);
    const pixels = Array.from({ length: data.length / 3 }, (_, index) => [...data.subarray(index * 3, index * 3 + 3)].join(','));
    expect(pixels).toContain('251,191,36');
    expect(pixels).not.toContain('74,222,128');
    const favicon = await t.get('/favicon.svg');
    expect([favicon.status, favicon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(favicon.text).toContain('fill="#fbbf24"');

    const remembered = await t.orm.em.fork().find(ImageVariant, { image: { hash } });
    expect(remembered.map(({ variant, failure, byteSize }) => ({ variant, failure, byteSize }))).toEqual([
      { variant: 'icon192', failure: `tegningen blev ikke færdig inden for ${SVG_DRAWING_MS} ms`, byteSize: 0 },
    ]);
    const [again, againMs] = await timed(t.get(icon));
    expect(again.status).toBe(200);
    expect(again.raw.equals(first[0]!.raw)).toBe(true);
    expect(againMs).toBeLessThan(firstMs / 10);
  });

  it('lets an upload through while eight requests for icons that cannot be drawn take their time', async () => {
    const hashes = await Promise.all(['#000001', '#000002', '#000003', '#000004'].map((colour) => storeAsBefore(nestedUseLogo(colour))));
    let firstIconAt = Number.POSITIVE_INFINITY;
    const start = performance.now();
    const icons = hashes.flatMap((hash) =>
      [192, 512].map((size) =>
        t.get(`/icons/${hash}-${size}.png`).then((response) => {
          firstIconAt = Math.min(firstIconAt, performance.now() - start);
          return response.status;
        }),
      ),
    );
    // The admin's upload, a moment after the visitors' requests took the image queue.
    await new Promise((done) => setTimeout(done, 50));
    const upload = await uploadLogo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#4ade80"/></svg>');
    const uploadedAt = performance.now() - start;
    expect(upload.status).toBe(200);
    expect(await Promise.all(icons)).toEqual(Array(8).fill(200));
    expect(uploadedAt).toBeLessThan(firstIconAt);
    expect(firstIconAt).toBeGreaterThanOrEqual(SVG_DRAWING_MS);
  }, 60_000);
});
