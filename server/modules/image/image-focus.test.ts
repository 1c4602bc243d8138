import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createArtists, createVenue, inDays } from '../../test/event-test-fixtures';
import { useTestApp } from '../../test/test-app';

/** A poster, twice as tall as wide: its text (red) at the top, a blue picture below. */
async function poster(): Promise<Buffer> {
  const half = (r: number, b: number) => sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
  return sharp({ create: { width: 600, height: 1200, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), top: 0, left: 0 },
      { input: await half(0, 255), top: 600, left: 0 },
    ])
    .png()
    .toBuffer();
}

/** The colour in the middle of a picture. */
async function middle(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { red: data[at]!, blue: data[at + 2]!, width: info.width, height: info.height };
}

describe('a picture’s focal point (issue 47)', () => {
  const t = useTestApp();

  it('is stored with the picture, shown with every event and artist that uses it, and the link preview is cut around it', async () => {
    const admin = await t.loginAdmin();
    const upload = await t.upload('POST', '/api/events/image', { field: 'image', file: await poster(), cookie: admin });
    expect(upload.status).toBe(200);
    const imageUrl = upload.text;
    const [artist] = await createArtists(t, ['Plakaten']);
    const created = await t.post('/api/events', {
      cookie: admin,
      body: { title: 'Plakatnat', description: 'x', ticketUrl: 'https://billet.dk', venueId: await createVenue(t, admin, 'Salen'), isPublic: true, imageUrl, concerts: [{ artistID: artist, from: inDays(4), to: inDays(4, 21) }] },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).not.toHaveProperty('imageFocus');

    const focused = await t.put('/api/images/focus', { cookie: admin, body: { imageUrl, focus: { x: 50, y: 10 } } });
    expect(focused.status, focused.text).toBe(200);
    expect(focused.body).toEqual({ imageUrl, focus: { x: 50, y: 10 } });
    // The cached answers move with it: the point is content.
    expect((await t.get(`/api/events/${created.body.id}`)).body.imageFocus).toEqual({ x: 50, y: 10 });
    expect((await t.get('/api/events')).body.records[0].imageFocus).toEqual({ x: 50, y: 10 });

    // The link preview about the point keeps the text at the top; the one without it finds the middle.
    const top = await t.get(new URL(imageUrl.replace('.webp', '-og-50-10.webp')).pathname);
    expect(top.status).toBe(200);
    expect(await middle(top.raw)).toMatchObject({ width: 1200, height: 630, red: expect.any(Number) });
    expect((await middle(top.raw)).red).toBeGreaterThan(200);
    expect((await middle((await t.get(new URL(imageUrl.replace('.webp', '-og-50-90.webp')).pathname)).raw)).blue).toBeGreaterThan(200);

    const cleared = await t.put('/api/images/focus', { cookie: admin, body: { imageUrl, focus: null } });
    expect(cleared.body).toEqual({ imageUrl });
    expect((await t.get(`/api/events/${created.body.id}`)).body).not.toHaveProperty('imageFocus');
  });

  it('is set by those who upload covers or artists’ pictures, on a picture uploaded here, between 0 and 100', async () => {
    const admin = await t.loginAdmin();
    const imageUrl = (await t.upload('POST', '/api/events/image', { field: 'image', file: await poster(), cookie: admin })).text;
    const member = await t.memberWith([]);
    const refused = await t.put('/api/images/focus', { cookie: member.cookie, body: { imageUrl, focus: { x: 1, y: 1 } } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
    expect((await t.put('/api/images/focus', { body: { imageUrl, focus: { x: 1, y: 1 } } })).status).toBe(401);
    const booker = await t.memberWith(['booking']);
    expect((await t.put('/api/images/focus', { cookie: booker.cookie, body: { imageUrl, focus: { x: 1, y: 1 } } })).status).toBe(200);
    const outside = await t.put('/api/images/focus', { cookie: admin, body: { imageUrl, focus: { x: 101, y: 1 } } });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain('x skal være et tal fra 0 til 100');
    const elsewhere = await t.put('/api/images/focus', { cookie: admin, body: { imageUrl: 'https://andet.example/images/x.webp', focus: { x: 1, y: 1 } } });
    expect(elsewhere.body).toEqual({ message: 'Billedet skal være uploadet her på siden' });
  });
});
