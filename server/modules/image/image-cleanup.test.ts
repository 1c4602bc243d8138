import { describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { Member } from '../member/member.entity';
import { removeUnusedImages, UNUSED_IMAGE_GRACE_MS } from './image-cleanup';
import { Image } from './image.entity';

describe('removing unused uploads', () => {
  const t = useTestApp();

  it('keeps pictures records use and fresh uploads, removes abandoned ones after a day', async () => {
    const admin = await t.loginAdmin();
    const upload = async (seed: number) =>
      new URL((await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png', { seed }) })).text).pathname;
    const abandoned = await upload(1);
    const profile = await upload(2);
    const landing = await t.upload('POST', '/api/content/landing-images', { field: 'file', file: await samplePicture('png', { seed: 3 }), cookie: admin });
    const landingPath = new URL(landing.body.url).pathname;
    const crewPicture = await t.upload('PUT', '/api/crews/image', { field: 'image', file: await samplePicture('png', { seed: 4 }), cookie: admin });
    const crew = await t.post('/api/crews', { cookie: admin, body: { name: 'Garderobe', description: '<p>Frakker og tasker</p>', leadId: 1, imageUrl: crewPicture.text } });
    expect(crew.status, crew.text).toBe(200);

    const em = t.orm.em.fork();
    const member = await em.findOneOrFail(Member, { id: 1 });
    member.profilePicture = await em.findOneOrFail(Image, { hash: profile.slice('/images/'.length, -'.webp'.length) });
    await em.flush();

    expect(await removeUnusedImages(t.orm.em.fork())).toBe(0);
    const dayLater = new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000);
    expect(await removeUnusedImages(t.orm.em.fork(), dayLater)).toBe(1);
    expect((await t.get(abandoned)).status).toBe(404);
    expect((await t.get(profile)).status).toBe(200);
    expect((await t.get(landingPath)).status).toBe(200);
    expect((await t.get(new URL(crewPicture.text).pathname)).status).toBe(200);
  });
});
