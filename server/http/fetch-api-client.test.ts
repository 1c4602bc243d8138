import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, createFetchApiClient } from '../../client/src/lib/fetch-api-client';
import type { ApiClient } from '../../client/src/lib/api';
import { ADMIN, useTestApp } from '../test/test-app';

// The browser's small /trpc client, against the real server over a real port: it must speak
// tRPC's wire format exactly, or visitors' pages and the log-in form break.
const app = useTestApp();
let api: ApiClient;

beforeAll(async () => {
  const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
  api = createFetchApiClient(`${address}/trpc`);
});

describe('the browser fetch client for /trpc', () => {
  it('queries with and without input, and gets what the REST path gives', async () => {
    const venue = (await app.post('/api/venues', { cookie: await app.loginAdmin(), body: { name: 'Loppen', city: 'København', countryCode: 'DK' } })).body;
    expect(await api.venues.byId.query({ id: venue.id })).toEqual(venue);
    expect((await api.teams.list.query({ per_page: 0 })).records.map((team) => team.name)).toContain('admin');
  });

  it("raises the server's message and status for a refusal", async () => {
    const failure = await api.venues.byId.query({ id: 99_999 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ data: { httpStatus: 404 } });
    const refused = await api.auth.session.query().catch((error: unknown) => error);
    expect(refused).toMatchObject({ data: { httpStatus: 401 } });
  });

  it('sends changes as JSON posts', async () => {
    const member = await api.auth.login.mutate({ email: ADMIN.email, password: ADMIN.password });
    expect(member.email).toBe(ADMIN.email);
    const wrong = await api.auth.login.mutate({ email: ADMIN.email, password: 'forkert-kode-9' }).catch((error: unknown) => error);
    expect(wrong).toMatchObject({ data: { httpStatus: 401 } });
    expect((wrong as Error).message).not.toBe('');
    // A change without input (log-out) is a post without a body.
    expect(await api.auth.logOut.mutate()).toEqual({ message: expect.any(String) });
  });
});
