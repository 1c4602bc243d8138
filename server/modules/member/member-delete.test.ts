import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { Session } from '../session/session.entity';
import { memberById } from '../../test/member-fixtures';

const NO_ACCESS = { message: 'Du har ikke adgang til denne handling' };

describe('DELETE /api/members/{id}', () => {
  const t = useTestApp();
  let manager: Awaited<ReturnType<typeof t.memberWith>>;

  beforeAll(async () => {
    manager = await t.memberWith(['team-management']);
  });

  const sessionsOf = (id: number) => t.orm.em.fork().count(Session, { member: id });
  const stillThere = async (id: number) => (await t.get(`/api/members/${id}`, { cookie: manager.cookie })).status === 200;

  it('deletes a member, answers what was deleted, and ends their sessions', async () => {
    const member = await t.memberWith(['booking']);
    const before = await memberById(t, member.id);
    expect(await sessionsOf(member.id)).toBe(1);

    const response = await t.delete(`/api/members/${member.id}`, { cookie: manager.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(before);
    expect(await stillThere(member.id)).toBe(false);
    expect(await sessionsOf(member.id)).toBe(0);
    expect((await t.get('/api/auth/session', { cookie: member.cookie })).status).toBe(401);
    expect((await t.delete(`/api/members/${member.id}`, { cookie: manager.cookie })).status).toBe(404);
  });

  it('lets a member delete their own account, and clears the cookie', async () => {
    const member = await t.memberWith([]);
    const response = await t.delete(`/api/members/${member.id}`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(member.id);
    expect(String(response.headers['set-cookie'])).toMatch(/spillested_session=;/);
    expect((await t.get('/api/auth/session', { cookie: member.cookie })).status).toBe(401);
    expect((await t.post('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
  });

  it('lets a member awaiting approval delete their own account', async () => {
    const pending = await t.memberWith([], { active: false });
    expect((await t.delete(`/api/members/${pending.id}`, { cookie: pending.cookie })).status).toBe(200);
    expect(await stillThere(pending.id)).toBe(false);
  });

  it('keeps those the deleted member approved, without the approver', async () => {
    const approver = await t.memberWith(['team-management']);
    const pending = await t.memberWith([], { active: false });
    await t.post(`/api/members/${pending.id}/approve`, { cookie: approver.cookie });
    expect((await memberById(t, pending.id)).approvedById).toBe(approver.id);
    expect((await t.delete(`/api/members/${approver.id}`, { cookie: manager.cookie })).status).toBe(200);
    const approved = await memberById(t, pending.id);
    expect(approved.active).toBe(true);
    expect(approved).not.toHaveProperty('approvedById');
  });

  it('accepts a JSON content type with an empty body', async () => {
    const member = await t.memberWith([]);
    const response = await t.delete(`/api/members/${member.id}`, { cookie: manager.cookie, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
  });

  it('refuses active members who do not manage members, and pending members, with 403', async () => {
    const member = await t.memberWith([]);
    for (const other of [await t.memberWith(['booking', 'visual-identity']), await t.memberWith(['team-management', 'admin'], { active: false })]) {
      const response = await t.delete(`/api/members/${member.id}`, { cookie: other.cookie });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(NO_ACCESS);
    }
    expect(await stillThere(member.id)).toBe(true);
  });

  it('refuses visitors with 401', async () => {
    const member = await t.memberWith([]);
    const response = await t.delete(`/api/members/${member.id}`);
    expect(response.status).toBe(401);
    expect(await stillThere(member.id)).toBe(true);
  });

  it('leaves admins to be deleted by admins only', async () => {
    const otherAdmin = await t.memberWith(['admin']);
    const byManager = await t.delete(`/api/members/${otherAdmin.id}`, { cookie: manager.cookie });
    expect(byManager.status).toBe(403);
    expect(byManager.body).toEqual(NO_ACCESS);
    expect(await stillThere(otherAdmin.id)).toBe(true);
    expect((await t.delete(`/api/members/${otherAdmin.id}`, { cookie: await t.loginAdmin() })).status).toBe(200);
  });

  it('leaves project leaders to be deleted by those who could grant the team: admins and project leaders', async () => {
    const [first, second, third] = [await t.memberWith(['project-leader']), await t.memberWith(['project-leader', 'booking']), await t.memberWith(['project-leader'])];
    const byManager = await t.delete(`/api/members/${first.id}`, { cookie: manager.cookie });
    expect(byManager.status).toBe(403);
    expect(byManager.body).toEqual(NO_ACCESS);
    expect(await stillThere(first.id)).toBe(true);
    expect((await t.delete(`/api/members/${first.id}`, { cookie: second.cookie })).status).toBe(200);
    expect((await t.delete(`/api/members/${second.id}`, { cookie: await t.loginAdmin() })).status).toBe(200);
    // Project leaders delete themselves like anyone.
    expect((await t.delete(`/api/members/${third.id}`, { cookie: third.cookie })).status).toBe(200);
  });

  it('answers 404 for a member that does not exist', async () => {
    const response = await t.delete('/api/members/999999', { cookie: manager.cookie });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Medlemmet findes ikke' });
  });
});

describe('deleting the last active admin', () => {
  const t = useTestApp();

  it('is refused with 409 while no other admin is active, and allowed once one is', async () => {
    const admin = await t.loginAdmin();
    const adminId = (await t.get('/api/auth/session', { cookie: admin })).body.id;
    await t.memberWith(['admin'], { active: false });

    const refused = await t.delete(`/api/members/${adminId}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Den sidste administrator kan ikke slettes' });
    expect((await t.get('/api/auth/session', { cookie: admin })).status).toBe(200);

    const second = await t.memberWith(['admin']);
    expect((await t.delete(`/api/members/${adminId}`, { cookie: admin })).status).toBe(200);
    const last = await t.delete(`/api/members/${second.id}`, { cookie: second.cookie });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ message: 'Den sidste administrator kan ikke slettes' });
  });
});

describe('two admins deleting each other at the same moment', () => {
  const t = useTestApp();

  it('lets one succeed and refuses the other, so an admin remains', async () => {
    const first = await t.memberWith(['admin']);
    const second = await t.memberWith(['admin']);
    const firstAdmin = await t.loginAdmin();
    const firstAdminId = (await t.get('/api/auth/session', { cookie: firstAdmin })).body.id;
    expect((await t.delete(`/api/members/${firstAdminId}`, { cookie: firstAdmin })).status).toBe(200);

    const answers = await Promise.all([
      t.delete(`/api/members/${second.id}`, { cookie: first.cookie }),
      t.delete(`/api/members/${first.id}`, { cookie: second.cookie }),
    ]);
    // The loser is refused however far it got: 409 when both checks overlap, 401 or 403 when its
    // session or teams were already gone when it was read.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const survivor = answers[0]!.status === 200 ? first : second;
    expect((await t.get('/api/auth/session', { cookie: survivor.cookie })).body.teams.map((team: { name: string }) => team.name)).toContain(
      'admin',
    );
  });
});
