import { describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('/trpc takes bounded JSON only', () => {
  it('refuses form data and any other body type with 415, before reading it', async () => {
    const form = new FormData();
    form.append('email', 'x'.repeat(2 * 1024 * 1024));
    const encoded = new Request('http://x.test', { method: 'POST', body: form });
    for (const [type, body] of [
      [encoded.headers.get('content-type')!, Buffer.from(await encoded.arrayBuffer())],
      ['text/plain', 'hej'],
      ['application/x-www-form-urlencoded', 'email=a'],
    ] as const) {
      const response = await t.post('/trpc/auth.login', { body, headers: { 'content-type': type } });
      expect(response.status, type).toBe(415);
      // In tRPC's shape, which tRPC clients read.
      expect(response.body).toEqual({
        error: { message: 'Indholdstypen understøttes ikke; brug application/json', code: -32015, data: { code: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415 } },
      });
    }
  });

  it('still takes JSON, with a charset or without', async () => {
    const body = { email: 'admin@spillested.test', password: 'admin-kode-1' };
    expect((await t.post('/trpc/auth.login', { body })).status).toBe(200);
    expect((await t.post('/trpc/auth.login', { body, headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
  });

  it('refuses a batch larger than the client ever sends', async () => {
    const calls = (count: number) => Array.from({ length: count }, () => 'venues.list').join(',');
    const input = (count: number) => encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [index, {}]))));
    const allowed = await t.get(`/trpc/${calls(TRPC_MAX_BATCH_SIZE)}?batch=1&input=${input(TRPC_MAX_BATCH_SIZE)}`);
    expect(allowed.status).toBe(200);
    const tooMany = await t.get(`/trpc/${calls(TRPC_MAX_BATCH_SIZE + 1)}?batch=1&input=${input(TRPC_MAX_BATCH_SIZE + 1)}`);
    expect(tooMany.status).toBe(400);
  });
});
