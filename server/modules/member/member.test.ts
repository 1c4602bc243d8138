import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('GET /api/members/{id} and privacy', () => {
  const t = useTestApp();
  let consenting: { id: number };
  let private_: { id: number };
  let pending: { id: number; cookie: string };
  let colleague: { cookie: string };
  let manager: { cookie: string };

  beforeAll(async () => {
    consenting = await t.memberWith(['booking'], { publicConsent: true });
    private_ = await t.memberWith(['booking']);
    pending = await t.memberWith([], { active: false, publicConsent: true });
    colleague = await t.memberWith([]);
    manager = await t.memberWith(['team-management']);
  });

  it('shows visitors an active member who consented, without e-mail or approval data', async () => {
    const response = await t.get(`/api/members/${consenting.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: consenting.id, active: true });
    expect(response.body).not.toHaveProperty('email');
    expect(response.body).not.toHaveProperty('approvedById');
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('hides from visitors members who did not consent and members awaiting approval', async () => {
    for (const id of [private_.id, pending.id]) {
      const response = await t.get(`/api/members/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Medlemmet findes ikke' });
    }
  });

  it('shows active members to each other, with e-mail', async () => {
    const response = await t.get(`/api/members/${private_.id}`, { cookie: colleague.cookie });
    expect(response.status).toBe(200);
    expect(response.body.email).toMatch(/@spillested\.test$/);
  });

  it('shows a pending member to member managers and to themself only', async () => {
    expect((await t.get(`/api/members/${pending.id}`, { cookie: colleague.cookie })).status).toBe(404);
    expect((await t.get(`/api/members/${pending.id}`, { cookie: manager.cookie })).status).toBe(200);
    const self = await t.get(`/api/members/${pending.id}`, { cookie: pending.cookie });
    expect(self.status).toBe(200);
    expect(self.body.email).toBeDefined();
  });

  it('does not let a pending member see others’ e-mail addresses', async () => {
    const response = await t.get(`/api/members/${consenting.id}`, { cookie: pending.cookie });
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('email');
  });
});
