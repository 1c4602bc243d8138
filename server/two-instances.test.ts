import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../shared/image-variants';
import { runHourlyCleanup } from './jobs';
import { takeLease } from './modules/job-lease/job-lease.service';
import { samplePicture } from './test/sample-images';
import { ADMIN, startTestApp, type TestApp } from './test/test-app';

/**
 * Two app instances on one database, as behind a load balancer: whatever one of them stores
 * (sessions, throttle counts, pictures, the clean-up lease) the other sees. SQLite through one
 * file; PostgreSQL through one scratch database.
 */
describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  const directory = mkdtempSync(join(tmpdir(), 'spillested-two-'));
  const onPostgres = process.env.TEST_DATABASE === 'postgresql';

  beforeAll(async () => {
    a = await startTestApp(onPostgres ? {} : { DATABASE_URL: join(directory, 'delt.db') });
    b = await startTestApp({ DATABASE_URL: a.config.DATABASE_URL });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('shares sessions: logged in on one, used and ended on the other', async () => {
    const cookie = await a.loginAdmin();
    expect((await b.get('/api/auth/session', { cookie })).body.email).toBe(ADMIN.email);
    expect((await b.post('/api/auth/log-out', { cookie })).status).toBe(200);
    expect((await a.get('/api/auth/session', { cookie })).status).toBe(401);
  });

  it('shares pictures: uploaded to one, served with its width variants by the other', async () => {
    const upload = await a.upload('POST', '/api/events/image', {
      field: 'image',
      file: await samplePicture('png', { width: 800, height: 600, seed: 5 }),
      cookie: await a.loginAdmin(),
    });
    expect(upload.status).toBe(200);
    const path = new URL(upload.text).pathname;
    const original = await b.get(path);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    const variant = await b.get(imageVariantUrl(path, 320));
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('shows a change of the settings on the other instance at once, in its cached answers too', async () => {
    const cookie = await a.loginAdmin();
    // Read first on b, so its public cache holds answers made with the old name.
    for (const path of ['/api/settings', '/trpc/settings.get', '/embed/programme']) expect((await b.get(path)).status, path).toBe(200);
    expect((await b.get('/embed/programme')).text).toContain('<title>Koncertprogram – Vores spillested</title>');
    expect((await a.put('/api/settings', { cookie, body: { name: 'Foreningen på to maskiner', accentColor: '#4ade80' } })).status).toBe(200);
    expect((await b.get('/api/settings')).body).toMatchObject({ name: 'Foreningen på to maskiner', accentColor: '#4ade80' });
    expect((await b.get('/trpc/settings.get')).body.result.data.name).toBe('Foreningen på to maskiner');
    const embed = (await b.get('/embed/programme')).text;
    expect(embed).toContain('<title>Koncertprogram – Foreningen på to maskiner</title>');
    expect(embed).toContain('background:#4ade80');
    expect((await b.get('/rss.xml')).text).toContain('Foreningen på to maskiner: kommende koncerter');
    expect(JSON.parse((await b.get('/manifest.webmanifest')).text)).toMatchObject({ name: 'Foreningen på to maskiner', theme_color: '#4ade80' });
  });

  it('counts failed logins on both instances together', async () => {
    const member = await a.memberWith([]);
    const wrong = { email: member.email, password: 'forkert-kode-1' };
    // Ten failures are allowed per account and address per quarter hour: five on each instance use them up.
    for (const instance of [a, b, a, b, a, b, a, b, a, b]) {
      expect((await instance.post('/api/auth/login', { body: wrong })).status).toBe(401);
    }
    const refused = await a.post('/api/auth/login', { body: { email: member.email, password: member.password } });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('gives the clean-up lease to exactly one of ten concurrent takers, and to another once it has expired', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => takeLease((index % 2 ? a : b).orm.em.fork(), 'test-job', `instans-${index}`, 60_000, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const holder = `instans-${results.indexOf(true)}`;
    const other = holder === 'instans-0' ? 'instans-1' : 'instans-0';
    // The holder renews it; nobody else gets it while it lasts.
    expect(await takeLease(b.orm.em.fork(), 'test-job', holder, 60_000, now + 30_000)).toBe(true);
    expect(await takeLease(a.orm.em.fork(), 'test-job', other, 60_000, now + 60_000)).toBe(false);
    // The holder stopped renewing (it crashed): after the expiry another instance takes over.
    expect(await takeLease(a.orm.em.fork(), 'test-job', other, 60_000, now + 90_000)).toBe(true);
    expect(await takeLease(b.orm.em.fork(), 'test-job', holder, 60_000, now + 90_001)).toBe(false);
  });

  it('runs the hourly clean-up on one instance at a time', async () => {
    expect(await runHourlyCleanup(a.orm, 'instans-a', a.app.log)).toBe(true);
    expect(await runHourlyCleanup(b.orm, 'instans-b', b.app.log)).toBe(false);
    expect(await runHourlyCleanup(a.orm, 'instans-a', a.app.log)).toBe(true);
  });
});
