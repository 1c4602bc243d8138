import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { createEventAt, createShift, hoursFromNow } from '../../test/shift-fixtures';
import { useTestApp } from '../../test/test-app';

type CrewAnswer = { id: number; name: string; memberCount: number; members: { id: number; firstName: string; lead: boolean }[] };
type ShiftAnswer = { id: number; crew?: { id: number; name: string }; plans: boolean; marksAttendance: boolean };

describe('crews (hold)', () => {
  const t = useTestApp();
  let admin: string;
  let coordinator: Awaited<ReturnType<typeof t.memberWith>>;

  const createCrew = async (body: Record<string, unknown>, cookie = admin) => t.post('/api/crews', { cookie, body: { description: '<p>Vi står i baren.</p>', ...body } });
  const crewNamed = async (name: string, leadId?: number) => {
    const response = await createCrew({ name, ...(leadId && { leadId }) });
    if (response.status !== 200) throw new Error(response.text);
    return response.body.id as number;
  };
  const setMembers = (id: number, memberIds: number[], cookie = admin) => t.put(`/api/crews/${id}/members`, { cookie, body: { memberIds } });
  const publicCrews = async (): Promise<CrewAnswer[]> => (await t.get('/api/crews')).body;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    coordinator = await t.memberWith(['team-management']);
  });

  it('creates, edits, lists and deletes a crew, its description sanitized and its picture from the upload', async () => {
    const upload = await t.upload('PUT', '/api/crews/image', { field: 'image', file: await samplePicture('png', { seed: 7 }), cookie: coordinator.cookie });
    expect(upload.status).toBe(200);
    const lead = await t.memberWith([]);
    const created = await createCrew(
      { name: 'Garderobe', description: '<p>Frakker <script>alert(1)</script><strong>og tasker</strong></p>', leadId: lead.id, imageUrl: upload.text },
      coordinator.cookie,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Garderobe', description: '<p>Frakker <strong>og tasker</strong></p>', imageUrl: upload.text, memberCount: 1 });
    expect(created.body.lead).toMatchObject({ id: lead.id, email: lead.email });
    // The lead is on the crew they lead.
    expect(created.body.members.map((member: { id: number }) => member.id)).toEqual([lead.id]);

    const renamed = await t.put(`/api/crews/${created.body.id}`, {
      cookie: coordinator.cookie,
      body: { name: 'Garderoben', description: 'Frakker', imageUrl: null, updatedAt: created.body.updatedAt },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Garderoben', description: '<p>Frakker</p>', lead: { id: lead.id } });
    expect(renamed.body.imageUrl).toBeUndefined();
    // An editor who loaded the crew before that change is told, and nothing is saved.
    const stale = await t.put(`/api/crews/${created.body.id}`, { cookie: admin, body: { name: 'Gammel', description: 'x', updatedAt: created.body.updatedAt } });
    expect(stale.status).toBe(409);

    expect((await publicCrews()).map((crew) => crew.name)).toContain('Garderoben');
    const deleted = await t.delete(`/api/crews/${created.body.id}`, { cookie: coordinator.cookie });
    expect(deleted.status).toBe(200);
    expect((await t.get(`/api/crews/${created.body.id}`, { cookie: admin })).status).toBe(404);
    expect((await t.delete(`/api/crews/${created.body.id}`, { cookie: admin })).body).toEqual({ message: 'Holdet findes ikke' });
  });

  it('refuses what is wrong in Danish', async () => {
    expect((await createCrew({ name: '  ' })).body).toEqual({ message: 'Skriv holdets navn' });
    expect((await createCrew({ name: 'Køkken', description: '<p> </p>' })).body).toEqual({ message: 'Skriv, hvad holdet laver' });
    expect((await createCrew({ name: 'Køkken', leadId: 999_999 })).body).toEqual({ message: 'Holdlederen findes ikke eller er ikke godkendt endnu' });
    const waiting = await t.memberWith([], { active: false });
    expect((await createCrew({ name: 'Køkken', leadId: waiting.id })).status).toBe(400);
    expect((await createCrew({ name: 'Køkken', imageUrl: 'https://elsewhere.example/x.webp' })).body).toEqual({ message: 'Billedet skal være uploadet her på siden' });
    await crewNamed('Opvask');
    const duplicate = await createCrew({ name: 'Opvask' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Der findes allerede et hold med det navn' });
    const id = await crewNamed('Køkken');
    expect((await setMembers(id, [999_999])).body).toEqual({ message: 'Medlemmet findes ikke eller er ikke godkendt endnu' });
    expect((await t.put(`/api/crews/${id}/members`, { cookie: admin, body: { memberIds: 'alle' } })).status).toBe(400);
  });

  it('lets only those who organise the volunteers change crews; being on or leading one grants no admin right', async () => {
    const [lead, volunteer, booker] = await Promise.all([t.memberWith([]), t.memberWith([]), t.memberWith(['booking'])]);
    const id = await crewNamed('Lys', lead.id);
    expect((await setMembers(id, [volunteer.id], coordinator.cookie)).status).toBe(200);
    for (const cookie of [lead.cookie, volunteer.cookie, booker.cookie]) {
      expect((await createCrew({ name: 'Eget hold' }, cookie)).status).toBe(403);
      expect((await t.put(`/api/crews/${id}`, { cookie, body: { name: 'Lys', description: 'x' } })).status).toBe(403);
      expect((await setMembers(id, [], cookie)).status).toBe(403);
      expect((await t.delete(`/api/crews/${id}`, { cookie })).status).toBe(403);
    }
    expect((await createCrew({ name: 'Anonymt' }, '')).status).toBe(401);
    // No admin right comes with the crew: events, venues, members, settings stay closed to them.
    for (const cookie of [lead.cookie, volunteer.cookie]) {
      expect((await t.post('/api/venues', { cookie, body: { name: 'Nyt sted', city: 'Aarhus', countryCode: 'DK' } })).status).toBe(403);
      expect((await t.put('/api/settings', { cookie, body: {} })).status).toBe(403);
      expect((await t.get('/api/shifts/hours', { cookie })).status).toBe(403);
    }
    const permissions = (await t.get(`/api/members/${lead.id}/permissions`, { cookie: lead.cookie })).body;
    expect(permissions.map((permission: { name: string }) => permission.name).filter((name: string) => !name.startsWith('view:'))).toEqual([]);
  });

  it('shows on /about only the members who agreed to be shown, and counts the others', async () => {
    const [shown, hidden, shownLead, waiting] = await Promise.all([
      t.memberWith([], { publicConsent: true }),
      t.memberWith([]),
      t.memberWith([], { publicConsent: true }),
      t.memberWith([], { publicConsent: true, active: false }),
    ]);
    const id = await crewNamed('Scene', shownLead.id);
    expect((await setMembers(id, [shown.id, hidden.id, shown.id])).body.memberCount).toBe(3);
    const crew = (await publicCrews()).find((one) => one.id === id)!;
    expect(crew.memberCount).toBe(3);
    expect(crew.members.map((member) => [member.id, member.lead]).sort()).toEqual([[shown.id, false], [shownLead.id, true]].sort());
    expect(JSON.stringify(crew)).not.toContain('@');
    // Taking the lead off the list leaves them on: they lead it.
    expect((await setMembers(id, [])).body.members.map((member: { id: number }) => member.id)).toEqual([shownLead.id]);
    // A member still waiting for approval cannot be put on a crew.
    expect((await setMembers(id, [waiting.id])).status).toBe(400);
    // Crew details are for members only.
    expect((await t.get(`/api/crews/${id}`)).status).toBe(401);
    expect((await t.get(`/api/crews/${id}`, { cookie: hidden.cookie })).body.lead.email).toBe(shownLead.email);
  });

  it('lists "Mine hold" with the lead and the others on the crew', async () => {
    const [lead, member, outsider] = await Promise.all([t.memberWith([]), t.memberWith([]), t.memberWith([])]);
    const id = await crewNamed('Plakater', lead.id);
    await setMembers(id, [member.id]);
    const mine = (await t.get('/api/profile/crews', { cookie: member.cookie })).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, name: 'Plakater', lead: { id: lead.id, email: lead.email } });
    expect((await t.get('/api/profile/crews', { cookie: lead.cookie })).body.map((crew: { id: number }) => crew.id)).toEqual([id]);
    expect((await t.get('/api/profile/crews', { cookie: outsider.cookie })).body).toEqual([]);
  });

  describe("a crew's shifts", () => {
    let eventId: number;
    let lead: Awaited<ReturnType<typeof t.memberWith>>;
    let member: Awaited<ReturnType<typeof t.memberWith>>;
    let bar: number;
    let sound: number;

    const shiftBody = (changes: Record<string, unknown> = {}) => ({ role: 'Bar', startsAt: hoursFromNow(47), endsAt: hoursFromNow(50), capacity: 2, ...changes });

    beforeAll(async () => {
      [lead, member] = await Promise.all([t.memberWith([]), t.memberWith([])]);
      bar = await crewNamed('Baren', lead.id);
      sound = await crewNamed('Lyden');
      await setMembers(bar, [member.id]);
      eventId = await createEventAt(t, admin, hoursFromNow(48), 'Holdaften', 2);
    });

    it("lets a crew's lead plan only its shifts, and mark attendance on them", async () => {
      const created = await t.post(`/api/events/${eventId}/shifts`, { cookie: lead.cookie, body: shiftBody({ crewId: bar }) });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ crew: { id: bar, name: 'Baren' }, plans: true, marksAttendance: true });
      const id = created.body.id as number;
      // Not another crew's, nor one of no crew, nor moving theirs away.
      expect((await t.post(`/api/events/${eventId}/shifts`, { cookie: lead.cookie, body: shiftBody({ crewId: sound }) })).status).toBe(403);
      const noCrew = await t.post(`/api/events/${eventId}/shifts`, { cookie: lead.cookie, body: shiftBody() });
      expect(noCrew.status).toBe(403);
      expect(noCrew.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
      expect((await t.put(`/api/shifts/${id}`, { cookie: lead.cookie, body: shiftBody({ crewId: sound }) })).status).toBe(403);
      expect((await t.put(`/api/shifts/${id}`, { cookie: lead.cookie, body: shiftBody({ capacity: 3, crewId: bar }) })).body.capacity).toBe(3);
      const other = await createShift(t, admin, eventId, { ...shiftBody({ role: 'Lyd' }), crewId: sound });
      expect((await t.put(`/api/shifts/${other}`, { cookie: lead.cookie, body: shiftBody({ role: 'Lyd' }) })).status).toBe(403);
      expect((await t.delete(`/api/shifts/${other}`, { cookie: lead.cookie })).status).toBe(403);
      expect((await t.post(`/api/events/${eventId}/shifts/copy`, { cookie: lead.cookie, body: { fromEventId: eventId } })).status).toBe(403);

      // A crew member plans nothing.
      expect((await t.post(`/api/events/${eventId}/shifts`, { cookie: member.cookie, body: shiftBody({ crewId: bar }) })).status).toBe(403);
      expect((await t.delete(`/api/shifts/${id}`, { cookie: member.cookie })).status).toBe(403);

      // Attendance opens as the shift begins: the lead may mark, a member of the crew may not.
      const tonight = await createEventAt(t, admin, hoursFromNow(2), 'I aften', 2);
      const soon = await t.post(`/api/events/${tonight}/shifts`, { cookie: lead.cookie, body: shiftBody({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(3), crewId: bar }) });
      expect(soon.status).toBe(200);
      // Begun already: a manager puts the member on it.
      expect((await t.post(`/api/shifts/${soon.body.id}/signup`, { cookie: admin, body: { memberId: member.id } })).status).toBe(200);
      const markedByMember = await t.put(`/api/shifts/${soon.body.id}/attendance`, { cookie: member.cookie, body: { memberId: member.id, status: 'arrived' } });
      expect(markedByMember.status).toBe(403);
      const marked = await t.put(`/api/shifts/${soon.body.id}/attendance`, { cookie: lead.cookie, body: { memberId: member.id, status: 'arrived' } });
      expect(marked.status).toBe(200);
      expect(marked.body.volunteers[0].attendance).toBe('arrived');
      const otherSoon = await createShift(t, admin, tonight, { ...shiftBody({ role: 'Lyd', startsAt: hoursFromNow(-1), endsAt: hoursFromNow(3) }), crewId: sound });
      await t.post(`/api/shifts/${otherSoon}/signup`, { cookie: admin, body: { memberId: coordinator.id } });
      expect((await t.put(`/api/shifts/${otherSoon}/attendance`, { cookie: lead.cookie, body: { memberId: coordinator.id, status: 'arrived' } })).status).toBe(403);

      expect((await t.delete(`/api/shifts/${id}`, { cookie: lead.cookie })).status).toBe(200);
    });

    it('offers the crew\'s open shifts to its members first, under "Dine hold"', async () => {
      const crewShift = (await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: shiftBody({ role: 'Bar sent', startsAt: hoursFromNow(50), endsAt: hoursFromNow(52), crewId: bar }) })).body as ShiftAnswer;
      const mine = (await t.get('/api/shifts/mine', { cookie: member.cookie })).body;
      expect(mine.crews.map((shift: ShiftAnswer) => shift.id)).toContain(crewShift.id);
      expect(mine.open.map((shift: ShiftAnswer) => shift.id)).not.toContain(crewShift.id);
      const outsider = (await t.get('/api/shifts/mine', { cookie: coordinator.cookie })).body;
      expect(outsider.crews).toEqual([]);
      expect(outsider.open.map((shift: ShiftAnswer) => shift.id)).toContain(crewShift.id);
    });

    it('leaves the shifts of a deleted crew in place, belonging to no crew', async () => {
      const gone = await crewNamed('Forsvinder', lead.id);
      const shift = await createShift(t, admin, eventId, { ...shiftBody({ role: 'Oprydning' }), crewId: gone });
      await t.post(`/api/shifts/${shift}/signup`, { cookie: member.cookie });
      expect((await t.delete(`/api/crews/${gone}`, { cookie: admin })).status).toBe(200);
      const plan = (await t.get(`/api/events/${eventId}/shifts`, { cookie: admin })).body;
      const kept = plan.shifts.find((one: ShiftAnswer) => one.id === shift);
      expect(kept).toBeDefined();
      expect(kept.crew).toBeUndefined();
      expect(kept.volunteers.map((volunteer: { memberId: number }) => volunteer.memberId)).toEqual([member.id]);
      // Its former lead plans it no more.
      expect((await t.delete(`/api/shifts/${shift}`, { cookie: lead.cookie })).status).toBe(403);
    });

    it('refuses a crew that does not exist', async () => {
      const response = await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: shiftBody({ crewId: 999_999 }) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Holdet findes ikke' });
    });
  });
});
