import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('GET /api/members/{id} and GET /api/members/{id}/teams, and privacy', () => {
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

  describe('GET /api/members/{id}/teams', () => {
    const teamNames = (body: { name: string }[]) => body.map((team) => team.name);

    it('answers a visible member’s teams as a plain array, by id (the original client reads it so)', async () => {
      const { status, body } = await t.get(`/api/members/${consenting.id}/teams`);
      expect(status).toBe(200);
      expect(teamNames(body)).toEqual(['member', 'booking']);
      expect(body[1]).toMatchObject({ name: 'booking', displayName: 'Booking' });
    });

    it('takes the list query options', async () => {
      const { body } = await t.get(`/api/members/${consenting.id}/teams?per_page=1&page=2`);
      expect(teamNames(body)).toEqual(['booking']);
      expect(teamNames((await t.get(`/api/members/${consenting.id}/teams?order_by=name:desc`)).body)).toEqual(['member', 'booking']);
    });

    it('answers 404 wherever GET /api/members/{id} does', async () => {
      const hidden: [number, string | undefined][] = [
        [private_.id, undefined],
        [pending.id, undefined],
        [pending.id, colleague.cookie],
        [999999, manager.cookie],
      ];
      for (const [id, cookie] of hidden) {
        const response = await t.get(`/api/members/${id}/teams`, { cookie });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Medlemmet findes ikke' });
      }
      expect((await t.get(`/api/members/${private_.id}/teams`, { cookie: colleague.cookie })).status).toBe(200);
      expect((await t.get(`/api/members/${pending.id}/teams`, { cookie: manager.cookie })).status).toBe(200);
      expect((await t.get(`/api/members/${pending.id}/teams`, { cookie: pending.cookie })).status).toBe(200);
    });

    it('refuses an id that is not one with 400', async () => {
      const response = await t.get('/api/members/abc/teams');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Id skal være et positivt heltal' });
    });
  });
});
