import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamName } from '../../../shared/constants';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { memberById, teamIds, teamNamesOf, updateBody } from '../../test/member-fixtures';

const NO_ACCESS = { message: 'Du har ikke adgang til denne handling' };

describe('PUT /api/members/{id}', () => {
  const t = useTestApp();
  let admin: string;
  let teams: Record<TeamName, number>;
  let manager: Awaited<ReturnType<typeof t.memberWith>>;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    teams = await teamIds(t);
    manager = await t.memberWith(['team-management']);
  });

  /** PUT as `cookie` with the member's current profile, changed by `changes`. */
  async function edit(cookie: string, id: number, changes: Record<string, unknown> = {}) {
    return t.put(`/api/members/${id}`, { cookie, body: updateBody(await memberById(t, id), changes) });
  }

  describe('by a member manager', () => {
    it('changes name, teams and special role, asks for the new e-mail, and answers the member as GET shows it', async () => {
      const member = await t.memberWith([]);
      const response = await edit(manager.cookie, member.id, {
        firstName: '  Søren ',
        lastName: 'Ødegård',
        email: 'Soeren@Example.DK',
        memberTeams: [teams.member, teams.booking],
        specialRole: 'Kasserer',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: member.id,
        firstName: 'Søren',
        lastName: 'Ødegård',
        email: member.email,
        pendingEmail: 'soeren@example.dk',
        specialRole: 'Kasserer',
        active: true,
      });
      expect(teamNamesOf(response.body)).toEqual(['member', 'booking']);
      expect(await memberById(t, member.id)).toEqual(response.body);
      // The new address is the one to log in with once it answers its link (member-email-verification.test.ts).
      expect((await t.post('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    });

    it('counts a team sent twice once', async () => {
      const member = await t.memberWith([]);
      const response = await edit(manager.cookie, member.id, { memberTeams: [teams.economy, teams.economy, teams.member] });
      expect(response.status).toBe(200);
      expect(teamNamesOf(response.body)).toEqual(['member', 'economy']);
      const repeated = await edit(manager.cookie, member.id, { memberTeams: Array.from({ length: 12 }, () => teams.member) });
      expect(teamNamesOf(repeated.body)).toEqual(['member']);
    });

    it('applies team changes to the member’s very next request', async () => {
      const member = await t.memberWith(['booking']);
      const venue = { name: 'Loppen', city: 'København', countryCode: 'DK' };
      expect((await t.post('/api/venues', { cookie: member.cookie, body: venue })).status).toBe(200);
      expect((await edit(manager.cookie, member.id, { memberTeams: [teams.member] })).status).toBe(200);
      expect((await t.post('/api/venues', { cookie: member.cookie, body: venue })).status).toBe(403);
    });

    it('sets, keeps and clears the special role: absent keeps it, "" and null clear it', async () => {
      const member = await t.memberWith([]);
      expect((await edit(manager.cookie, member.id, { specialRole: '  Formand ' })).body.specialRole).toBe('Formand');
      const kept = await edit(manager.cookie, member.id);
      expect(kept.body.specialRole).toBe('Formand');
      const clearedByEmpty = await edit(manager.cookie, member.id, { specialRole: '' });
      expect(clearedByEmpty.status).toBe(200);
      expect(clearedByEmpty.body).not.toHaveProperty('specialRole');
      await edit(manager.cookie, member.id, { specialRole: 'Næstformand' });
      const clearedByNull = await edit(manager.cookie, member.id, { specialRole: null });
      expect(clearedByNull.body).not.toHaveProperty('specialRole');
    });

    it('answers 404 for a member that does not exist', async () => {
      const response = await t.put('/api/members/999999', {
        cookie: manager.cookie,
        body: { firstName: 'A', lastName: 'B', email: 'a@b.dk', memberTeams: [teams.member] },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Medlemmet findes ikke' });
    });
  });

  describe('validation', () => {
    let member: { id: number };
    beforeAll(async () => {
      member = await t.memberWith([]);
    });

    it.each([
      [{ firstName: '' }, 'Fornavn skal være defineret'],
      [{ firstName: '   ' }, 'Fornavn skal være defineret'],
      [{ firstName: undefined }, 'Fornavn skal være defineret'],
      [{ lastName: '' }, 'Efternavn skal være defineret'],
      [{ lastName: undefined }, 'Efternavn skal være defineret'],
      [{ email: 'ikke-en-email' }, 'E-mail skal være gyldig'],
      [{ email: undefined }, 'E-mail skal være defineret'],
      [{ memberTeams: [] }, 'Et medlem skal være i mindst ét udvalg'],
      [{ memberTeams: undefined }, 'Et medlem skal være i mindst ét udvalg'],
      [{ memberTeams: 'admin' }, 'Et medlem skal være i mindst ét udvalg'],
      [{ memberTeams: [0] }, 'Id skal være et positivt heltal'],
      [{ memberTeams: [-2] }, 'Id skal være et positivt heltal'],
      [{ memberTeams: [1.5] }, 'Id skal være et positivt heltal'],
      [{ memberTeams: [999] }, 'Holdet findes ikke'],
      [{ memberTeams: Array.from({ length: 10 }, (_, index) => index + 1) }, 'Et medlem kan højst være på 9 hold'],
      [{ memberTeams: Array.from({ length: 101 }, () => 2) }, 'Et medlem kan højst være på 9 hold'],
      [{ specialRole: '   ' }, 'Særlig rolle skal være udfyldt eller tom'],
      [{ specialRole: 'x'.repeat(101) }, 'Højst 100 tegn'],
      [{ profilePictureUrl: 'ikke-en-url' }, 'Profilbillede skal være et gyldigt URL'],
      [{ profilePictureUrl: `https://andetsted.example/images/${'a'.repeat(64)}.webp` }, 'Billedet skal være uploadet her på siden'],
      [{ profilePictureUrl: `http://spillested.test/images/${'b'.repeat(64)}.webp` }, 'Billedet findes ikke; upload det igen'],
    ])('refuses %j with 400 "%s" and changes nothing', async (change, message) => {
      const before = await memberById(t, member.id);
      const response = await edit(admin, member.id, { firstName: 'Ændret', ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await memberById(t, member.id)).toEqual(before);
    });

    it('refuses another member’s e-mail, in any case, with 409', async () => {
      const other = await t.memberWith([]);
      const response = await edit(admin, member.id, { email: other.email.toUpperCase() });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Der findes allerede et medlem med denne e-mail' });
    });

    it('accepts the member’s own e-mail unchanged', async () => {
      expect((await edit(admin, member.id)).status).toBe(200);
    });
  });

  describe('the member themself', () => {
    it('changes their own name, e-mail and picture, sending their teams unchanged', async () => {
      const member = await t.memberWith(['booking']);
      const upload = await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png', { seed: 7 }) });
      const response = await edit(member.cookie, member.id, {
        firstName: 'Ny',
        lastName: 'Navnesen',
        email: 'ny.navnesen@example.dk',
        profilePictureUrl: upload.text,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ firstName: 'Ny', lastName: 'Navnesen', pendingEmail: 'ny.navnesen@example.dk', profilePictureUrl: upload.text });
      expect(teamNamesOf(response.body)).toEqual(['member', 'booking']);

      // Absent keeps the picture; "" and null remove it.
      expect((await edit(member.cookie, member.id)).body.profilePictureUrl).toBe(upload.text);
      expect((await edit(member.cookie, member.id, { profilePictureUrl: null })).body).not.toHaveProperty('profilePictureUrl');
      await edit(member.cookie, member.id, { profilePictureUrl: upload.text });
      expect((await edit(member.cookie, member.id, { profilePictureUrl: '' })).body).not.toHaveProperty('profilePictureUrl');
    });

    it('may not add or remove their own teams', async () => {
      const member = await t.memberWith(['booking']);
      for (const memberTeams of [[teams.member, teams.booking, teams['team-management']], [teams.member], [teams.member, teams.admin]]) {
        const response = await edit(member.cookie, member.id, { memberTeams });
        expect(response.status).toBe(403);
        expect(response.body).toEqual(NO_ACCESS);
      }
      expect(teamNamesOf(await memberById(t, member.id))).toEqual(['member', 'booking']);
    });

    it('may not set their own special role, but may send it back unchanged', async () => {
      const member = await t.memberWith([]);
      await edit(manager.cookie, member.id, { specialRole: 'Kasserer' });
      for (const specialRole of ['Formand', '', null]) {
        const response = await edit(member.cookie, member.id, { specialRole });
        expect(response.status).toBe(403);
        expect(response.body).toEqual(NO_ACCESS);
      }
      expect((await edit(member.cookie, member.id, { specialRole: 'Kasserer', firstName: 'Kasse' })).status).toBe(200);
      expect(await memberById(t, member.id)).toMatchObject({ specialRole: 'Kasserer', firstName: 'Kasse' });
    });

    it('as a member manager, still may not change their own teams', async () => {
      const response = await edit(manager.cookie, manager.id, { memberTeams: [teams.member, teams['team-management'], teams.booking] });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(NO_ACCESS);
    });

    it('as a member manager, may set their own special role', async () => {
      const response = await edit(manager.cookie, manager.id, { specialRole: 'Koordinator' });
      expect(response.status).toBe(200);
      expect(response.body.specialRole).toBe('Koordinator');
    });

    it('as an admin, may change their own teams', async () => {
      const adminId = (await t.get('/api/auth/session', { cookie: admin })).body.id;
      const before = await memberById(t, adminId);
      const response = await edit(admin, adminId, { memberTeams: [...before.teams.map((team) => team.id), teams.booking] });
      expect(response.status).toBe(200);
      expect(teamNamesOf(response.body)).toEqual(['admin', 'member', 'booking']);
      await edit(admin, adminId, { memberTeams: before.teams.map((team) => team.id) });
    });

    it('may not edit their own profile while awaiting approval (docs/permissions.md: nothing else)', async () => {
      const pending = await t.memberWith([], { active: false });
      const before = await t.get('/api/auth/session', { cookie: pending.cookie });
      const response = await edit(pending.cookie, pending.id, { firstName: 'Ventende' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
      expect((await t.get('/api/auth/session', { cookie: pending.cookie })).body).toEqual(before.body);
    });
  });

  describe('everyone else', () => {
    it('refuses an active member who is not a member manager with 403', async () => {
      const [editor, member] = [await t.memberWith(['booking', 'event-management']), await t.memberWith([])];
      const before = await memberById(t, member.id);
      const response = await edit(editor.cookie, member.id, { firstName: 'Hacket' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(NO_ACCESS);
      expect(await memberById(t, member.id)).toEqual(before);
    });

    it('refuses a member awaiting approval who edits someone else, even with manager teams', async () => {
      const pending = await t.memberWith(['team-management', 'admin'], { active: false });
      const member = await t.memberWith([]);
      const response = await edit(pending.cookie, member.id, { firstName: 'Hacket' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
    });

    it('answers 403, not 404, to a non-manager asking about an id that does not exist', async () => {
      const editor = await t.memberWith([]);
      const response = await t.put('/api/members/999999', {
        cookie: editor.cookie,
        body: { firstName: 'A', lastName: 'B', email: 'a@b.dk', memberTeams: [teams.member] },
      });
      expect(response.status).toBe(403);
    });

    it('refuses visitors with 401', async () => {
      const member = await t.memberWith([]);
      const response = await t.put(`/api/members/${member.id}`, { body: updateBody(await memberById(t, member.id)) });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Du skal være logget ind' });
    });
  });

  describe('the admin team', () => {
    it('is granted and removed by admins only', async () => {
      const member = await t.memberWith([]);
      const withAdmin = [teams.member, teams.admin];
      const grantByManager = await edit(manager.cookie, member.id, { memberTeams: withAdmin });
      expect(grantByManager.status).toBe(403);
      expect(grantByManager.body).toEqual(NO_ACCESS);

      const grant = await edit(admin, member.id, { memberTeams: withAdmin });
      expect(grant.status).toBe(200);
      expect(teamNamesOf(grant.body)).toEqual(['admin', 'member']);

      const removeByManager = await edit(manager.cookie, member.id, { memberTeams: [teams.member] });
      expect(removeByManager.status).toBe(403);
      const remove = await edit(admin, member.id, { memberTeams: [teams.member] });
      expect(remove.status).toBe(200);
      expect(teamNamesOf(remove.body)).toEqual(['member']);
    });

    it('keeps member managers who are not admins from editing admins at all', async () => {
      const otherAdmin = await t.memberWith(['admin']);
      const before = await memberById(t, otherAdmin.id);
      for (const changes of [{ email: 'overtaget@example.dk' }, { firstName: 'Overtaget' }, { memberTeams: [teams.member, teams.admin, teams.booking] }]) {
        const response = await edit(manager.cookie, otherAdmin.id, changes);
        expect(response.status).toBe(403);
        expect(response.body).toEqual(NO_ACCESS);
      }
      expect(await memberById(t, otherAdmin.id)).toEqual(before);
    });
  });

  describe('the project-leader team, and members with teams the editor could not grant', () => {
    it('is granted and removed by admins and project leaders only', async () => {
      const member = await t.memberWith([]);
      const leader = await t.memberWith(['project-leader']);
      const withLeader = [teams.member, teams['project-leader']];
      const grantByManager = await edit(manager.cookie, member.id, { memberTeams: withLeader });
      expect(grantByManager.status).toBe(403);
      expect(grantByManager.body).toEqual(NO_ACCESS);
      expect(teamNamesOf(await memberById(t, member.id))).toEqual(['member']);

      const grant = await edit(leader.cookie, member.id, { memberTeams: withLeader });
      expect(grant.status).toBe(200);
      expect(teamNamesOf(grant.body)).toEqual(['member', 'project-leader']);
      expect((await edit(manager.cookie, member.id, { memberTeams: [teams.member] })).status).toBe(403);
      expect((await edit(leader.cookie, member.id, { memberTeams: [teams.member] })).status).toBe(200);
      expect((await edit(admin, member.id, { memberTeams: withLeader })).status).toBe(200);
      expect((await edit(admin, member.id, { memberTeams: [teams.member] })).status).toBe(200);
    });

    it('keeps team-management from changing a project leader’s e-mail or teams; the name it may still correct', async () => {
      const leader = await t.memberWith(['project-leader']);
      const before = await memberById(t, leader.id);
      for (const changes of [
        { email: 'overtaget@example.dk' },
        { memberTeams: [teams.member, teams['project-leader'], teams.booking] },
        { email: leader.email.toUpperCase(), memberTeams: [teams.member] },
      ]) {
        const response = await edit(manager.cookie, leader.id, changes);
        expect(response.status).toBe(403);
        expect(response.body).toEqual(NO_ACCESS);
      }
      expect(await memberById(t, leader.id)).toEqual(before);
      // The e-mail sent back unchanged (in any case) is no change.
      const renamed = await edit(manager.cookie, leader.id, { firstName: 'Rettet', email: leader.email.toUpperCase() });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ firstName: 'Rettet', email: leader.email });
    });

    it('lets project leaders change each other’s e-mail and teams, and admins anyone’s', async () => {
      const [leader, other] = [await t.memberWith(['project-leader']), await t.memberWith(['project-leader', 'economy'])];
      const byLeader = await edit(leader.cookie, other.id, { email: 'ny.leder@example.dk', memberTeams: [teams.member, teams['project-leader']] });
      expect(byLeader.status).toBe(200);
      expect(byLeader.body).toMatchObject({ pendingEmail: 'ny.leder@example.dk' });
      expect(teamNamesOf(byLeader.body)).toEqual(['member', 'project-leader']);
      const byAdmin = await edit(admin, leader.id, { email: 'leder.igen@example.dk' });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.pendingEmail).toBe('leder.igen@example.dk');
    });

    it('lets team-management change the e-mail and teams of members whose teams it could grant', async () => {
      const colleague = await t.memberWith(['team-management', 'booking']);
      const response = await edit(manager.cookie, colleague.id, { email: 'kollega@example.dk', memberTeams: [teams.member, teams['team-management']] });
      expect(response.status).toBe(200);
      expect(teamNamesOf(response.body)).toEqual(['member', 'team-management']);
    });
  });
});

describe('the last active admin', () => {
  const t = useTestApp();

  it('cannot lose the admin team, also while inactive admins exist; with another active admin they can', async () => {
    const teams = await teamIds(t);
    const admin = await t.loginAdmin();
    const adminId = (await t.get('/api/auth/session', { cookie: admin })).body.id;
    await t.memberWith(['admin'], { active: false });
    const self = await memberById(t, adminId);

    const refused = await t.put(`/api/members/${adminId}`, { cookie: admin, body: updateBody(self, { memberTeams: [teams.member] }) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Den sidste administrator kan ikke miste administratorrollen' });
    expect(teamNamesOf(await memberById(t, adminId))).toEqual(['admin', 'member']);

    const second = await t.memberWith(['admin']);
    const stepDown = await t.put(`/api/members/${adminId}`, { cookie: admin, body: updateBody(self, { memberTeams: [teams.member] }) });
    expect(stepDown.status).toBe(200);
    expect(teamNamesOf(stepDown.body)).toEqual(['member']);

    const secondSelf = (await t.get(`/api/members/${second.id}`, { cookie: second.cookie })).body;
    const last = await t.put(`/api/members/${second.id}`, { cookie: second.cookie, body: updateBody(secondSelf, { memberTeams: [teams.member] }) });
    expect(last.status).toBe(409);
    expect(teamNamesOf(await memberById(t, second.id))).toEqual(['admin', 'member']);
  });
});
