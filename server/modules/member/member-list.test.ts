import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { rename } from '../../test/member-fixtures';

type Listed = { firstName: string; lastName: string; email?: string; approvedById?: number };
const names = (body: { records: Listed[] }) => body.records.map((member) => `${member.firstName} ${member.lastName}`);

describe('GET /api/members', () => {
  const t = useTestApp();
  const cookies: Record<'colleague' | 'pending' | 'manager', string> = { colleague: '', pending: '', manager: '' };

  // ASCII names in one case, so the order is the same under every database collation.
  beforeAll(async () => {
    const people: [string, string, Parameters<typeof t.memberWith>][] = [
      ['Anna', 'Andersen', [[], { publicConsent: true }]],
      ['Bo', 'Berg', [['booking'], { publicConsent: true }]],
      ['Anna', 'Abel', [[], { publicConsent: true }]],
      ['Carl', 'Christensen', [[]]],
      ['Dorte', 'Dam', [[], { active: false, publicConsent: true }]],
      ['Erik', 'Eriksen', [[], { active: false }]],
      ['Frida', 'Friis', [['team-management']]],
      ['Gorm', 'Gregersen', [[]]],
    ];
    for (const [firstName, lastName, options] of people) {
      const member = await t.memberWith(...options);
      await rename(t, member.id, firstName, lastName);
      if (firstName === 'Carl') cookies.colleague = member.cookie;
      if (firstName === 'Dorte') cookies.pending = member.cookie;
      if (firstName === 'Frida') cookies.manager = member.cookie;
    }
    const first = (await t.get('/api/auth/session', { cookie: await t.loginAdmin() })).body.id;
    await rename(t, first, 'Adam', 'Admin');
  });

  describe('visitors', () => {
    it('see only active members who agreed to be shown, by first name, without e-mail or approval data', async () => {
      const { status, body } = await t.get('/api/members');
      expect(status).toBe(200);
      expect(body).toMatchObject({ page: 1, perPage: 100, pageCount: 1, totalCount: 3 });
      expect(names(body)).toEqual(['Anna Abel', 'Anna Andersen', 'Bo Berg']);
      for (const member of body.records) {
        expect(member).not.toHaveProperty('email');
        expect(member).not.toHaveProperty('approvedById');
        expect(member).not.toHaveProperty('passwordHash');
        expect(member).not.toHaveProperty('publicConsent');
      }
    });

    it('get an empty list, not an error, when asking for inactive members', async () => {
      const { status, body } = await t.get(`/api/members?filter=${encodeURIComponent('active=false')}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ totalCount: 0, pageCount: 0, records: [] });
      expect(names((await t.get('/api/members?filter=active%3Dtrue')).body)).toEqual(['Anna Abel', 'Anna Andersen', 'Bo Berg']);
    });

    it('cannot find hidden members by filtering on their names or ids', async () => {
      for (const filter of ['first_name=Carl', 'last_name=Dam', 'first_name=Erik,active=false', 'id>0,active!=true']) {
        const { status, body } = await t.get(`/api/members?filter=${encodeURIComponent(filter)}`);
        expect(status).toBe(200);
        expect(body.records).toEqual([]);
      }
    });

    it('count only what they may see when paging', async () => {
      const { body } = await t.get('/api/members?per_page=2&page=2');
      expect(body).toMatchObject({ page: 2, perPage: 2, pageCount: 2, totalCount: 3 });
      expect(names(body)).toEqual(['Bo Berg']);
    });

    it('may not filter or order by e-mail or consent', async () => {
      for (const [query, message] of [
        ['filter=email%3Dx%40y.dk', 'Der kan ikke filtreres på email'],
        ['filter=public_consent%3Dfalse', 'Der kan ikke filtreres på public_consent'],
        ['order_by=email', 'Der kan ikke sorteres efter email'],
      ]) {
        const response = await t.get(`/api/members?${query}`);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
    });
  });

  describe('active members', () => {
    it('see every active member, with e-mail, and no inactive ones', async () => {
      const { body } = await t.get('/api/members', { cookie: cookies.colleague });
      expect(names(body)).toEqual(['Adam Admin', 'Anna Abel', 'Anna Andersen', 'Bo Berg', 'Carl Christensen', 'Frida Friis', 'Gorm Gregersen']);
      expect(body.records.every((member: Listed) => member.email?.endsWith('.test'))).toBe(true);
      const inactive = await t.get('/api/members?filter=active%3Dfalse', { cookie: cookies.colleague });
      expect(inactive.body.records).toEqual([]);
    });
  });

  describe('members awaiting approval', () => {
    it('see what visitors see, and themselves', async () => {
      const { body } = await t.get('/api/members', { cookie: cookies.pending });
      expect(names(body)).toEqual(['Anna Abel', 'Anna Andersen', 'Bo Berg', 'Dorte Dam']);
      expect(body.records.filter((member: Listed) => member.email).map((member: Listed) => member.firstName)).toEqual(['Dorte']);
    });
  });

  describe('member managers', () => {
    it('see inactive members too, and can list only those awaiting approval', async () => {
      const all = await t.get('/api/members', { cookie: cookies.manager });
      expect(all.body.totalCount).toBe(9);
      const pending = await t.get('/api/members?filter=active%3Dfalse', { cookie: cookies.manager });
      expect(names(pending.body)).toEqual(['Dorte Dam', 'Erik Eriksen']);
      expect(pending.body.records.every((member: Listed) => member.email)).toBe(true);
    });
  });

  describe('filter and order_by', () => {
    const asManager = async (query: string) => (await t.get(`/api/members?${query}`, { cookie: cookies.manager })).body;

    it('filters by first and last name, and combines conditions', async () => {
      expect(names(await asManager('filter=first_name%3DAnna'))).toEqual(['Anna Abel', 'Anna Andersen']);
      expect(names(await asManager(`filter=${encodeURIComponent('first_name=Anna,last_name!=Abel')}`))).toEqual(['Anna Andersen']);
      expect(names(await asManager(`filter=${encodeURIComponent('last_name>=E,active=true')}`))).toEqual(['Frida Friis', 'Gorm Gregersen']);
    });

    it('filters by id', async () => {
      const { records } = await asManager('order_by=id');
      const third = records[2].id;
      expect((await asManager(`filter=id%3D${third}`)).records.map((member: { id: number }) => member.id)).toEqual([third]);
      expect((await asManager(`filter=id%3E${third}`)).totalCount).toBe(records.length - 3);
    });

    it('orders by last name, id and creation, either way', async () => {
      expect(names(await asManager('order_by=last_name'))[0]).toBe('Anna Abel');
      expect(names(await asManager('order_by=last_name:DESC'))[0]).toBe('Gorm Gregersen');
      const byId = (await asManager('order_by=id%20DESC')).records.map((member: { id: number }) => member.id);
      expect(byId).toEqual([...byId].sort((a, b) => b - a));
      const byCreation = (await asManager('order_by=created_at')).records.map((member: { id: number }) => member.id);
      expect(byCreation).toEqual([...byCreation].sort((a, b) => a - b));
      expect(names(await asManager('order_by=first_name%20DESC'))[0]).toBe('Gorm Gregersen');
    });

    it('orders names in Danish: æ, ø, å after z, aa as å, case ignored', async () => {
      for (const [firstName, lastName] of [['Åse', 'Sort'], ['Aage', 'Sort'], ['Øjvind', 'Sort'], ['Ærø', 'Sort'], ['zenia', 'Sort']]) {
        const member = await t.memberWith([]);
        await rename(t, member.id, firstName!, lastName!);
      }
      const sorted = names(await asManager('filter=last_name%3DSort'));
      expect(sorted).toEqual(['zenia Sort', 'Ærø Sort', 'Øjvind Sort', 'Aage Sort', 'Åse Sort']);
      expect(names(await asManager('filter=last_name%3DSort&order_by=first_name:desc'))).toEqual([...sorted].reverse());
    });

    it.each([
      ['filter=active%3Dja', 'Filteret active skal være true eller false'],
      ['filter=active%3E1', 'Filteret active tillader kun = og !='],
      ['filter=id%3Dx', 'Filteret id skal være et heltal'],
      ['filter=created_at%3E2020-01-01', 'Der kan ikke filtreres på created_at'],
      ['order_by=active', 'Der kan ikke sorteres efter active'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await t.get(`/api/members?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });
});
