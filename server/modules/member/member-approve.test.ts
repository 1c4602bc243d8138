import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { memberById } from '../../test/member-fixtures';

describe('POST /api/members/{id}/approve', () => {
  const t = useTestApp();
  let manager: Awaited<ReturnType<typeof t.memberWith>>;

  beforeAll(async () => {
    manager = await t.memberWith(['team-management']);
  });

  it('makes a pending member active, records who approved, and lets them into the admin area', async () => {
    const pending = await t.memberWith([], { active: false });
    const response = await t.post(`/api/members/${pending.id}/approve`, { cookie: manager.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: pending.id, active: true, approvedById: manager.id, email: pending.email });
    expect(await memberById(t, pending.id)).toEqual(response.body);
    // The same session now counts as an active member: it sees other members' e-mail addresses.
    const colleague = await t.get(`/api/members/${manager.id}`, { cookie: pending.cookie });
    expect(colleague.body.email).toBe(manager.email);
  });

  it('answers an approved member unchanged, keeping the first approver', async () => {
    const pending = await t.memberWith([], { active: false });
    const first = await t.post(`/api/members/${pending.id}/approve`, { cookie: manager.cookie });
    const admin = await t.loginAdmin();
    const again = await t.post(`/api/members/${pending.id}/approve`, { cookie: admin });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.approvedById).toBe(manager.id);
  });

  it.each([
    ['no body and no content type', {}],
    ['an empty JSON object', { body: {} }],
    ['a JSON content type with an empty body', { headers: { 'content-type': 'application/json' } }],
  ])('accepts %s', async (_case, options) => {
    const pending = await t.memberWith([], { active: false });
    const response = await t.post(`/api/members/${pending.id}/approve`, { cookie: manager.cookie, ...options });
    expect(response.status).toBe(200);
    expect(response.body.active).toBe(true);
  });

  it('refuses active members who do not manage members with 403, and changes nothing', async () => {
    const pending = await t.memberWith([], { active: false });
    const outsider = await t.memberWith(['booking', 'economy', 'public-relations']);
    const response = await t.post(`/api/members/${pending.id}/approve`, { cookie: outsider.cookie });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
    expect((await memberById(t, pending.id)).active).toBe(false);
  });

  it('does not let a pending member approve themself, even one placed on manager teams', async () => {
    const pending = await t.memberWith(['admin', 'team-management'], { active: false });
    const response = await t.post(`/api/members/${pending.id}/approve`, { cookie: pending.cookie });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
    expect((await memberById(t, pending.id)).active).toBe(false);
  });

  it('leaves a pending member on the admin team for an admin to approve', async () => {
    const pending = await t.memberWith(['admin'], { active: false });
    const byManager = await t.post(`/api/members/${pending.id}/approve`, { cookie: manager.cookie });
    expect(byManager.status).toBe(403);
    const byAdmin = await t.post(`/api/members/${pending.id}/approve`, { cookie: await t.loginAdmin() });
    expect(byAdmin.status).toBe(200);
  });

  it('refuses visitors with 401', async () => {
    const pending = await t.memberWith([], { active: false });
    const response = await t.post(`/api/members/${pending.id}/approve`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Du skal være logget ind' });
  });

  it('answers 404 for an unknown member and 400 for an id that is not one', async () => {
    const unknown = await t.post('/api/members/999999/approve', { cookie: manager.cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Medlemmet findes ikke' });
    const invalid = await t.post('/api/members/abc/approve', { cookie: manager.cookie });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: 'Id skal være et positivt heltal' });
  });

  it('puts a registered member on the public list once approved, and only if they agreed to it', async () => {
    const picture = await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('jpeg') });
    const register = (email: string, publicConsent: boolean) =>
      t.post('/api/auth/register', {
        body: { email, firstName: 'Ny', lastName: email, password: 'god-kode-123', passwordConfirm: 'god-kode-123', profilePictureUrl: picture.text, publicConsent },
      });
    const willing = (await register('synlig@example.dk', true)).body;
    const private_ = (await register('privat@example.dk', false)).body;
    const publicList = async () => (await t.get('/api/members?filter=first_name%3DNy')).body.records.map((m: { id: number }) => m.id);

    expect(await publicList()).toEqual([]);
    for (const { id } of [willing, private_]) await t.post(`/api/members/${id}/approve`, { cookie: manager.cookie });
    expect(await publicList()).toEqual([willing.id]);
    const shown = await t.get(`/api/members/${willing.id}`);
    expect(shown.body).toMatchObject({ profilePictureUrl: picture.text, active: true });
    expect(shown.body).not.toHaveProperty('email');
    expect((await t.get(`/api/members/${private_.id}`)).status).toBe(404);
  });
});
