import type { EntityManager } from '@mikro-orm/core';
import { sanitizeRichText } from '../lib/rich-text';
import { Crew } from '../modules/crew/crew.entity';
import type { Event } from '../modules/event/event.entity';
import type { Member } from '../modules/member/member.entity';
import { MemberQualification, Qualification } from '../modules/qualification/qualification.entity';
import { Settings } from '../modules/settings/settings.entity';
import { Shift, ShiftRequirement, ShiftSignup, ShiftStandby } from '../modules/shift/shift.entity';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What the demo's shifts may require, and which demo members (by first name) have it: Sofie and Jonas have no bar course. */
const QUALIFICATIONS = [
  { name: 'Bartenderkursus', description: 'Kommunens kursus i ansvarlig udskænkning', holders: ['Anne', 'Mads', 'Ida', 'Emil', 'Freja'] },
  { name: 'Over 18', description: null, holders: ['Anne', 'Mads', 'Sofie', 'Jonas', 'Ida', 'Emil', 'Freja'] },
  { name: 'Førstehjælp', description: 'Dansk Førstehjælpsråds grundkursus', holders: ['Emil', 'Freja'] },
];

/**
 * The association's crews, their leads and members by first name: Jonas, the treasurer, plans nothing
 * in the admin and is on the door and wardrobe crews, the README's volunteer at home.
 */
const CREWS = [
  { name: 'Bar', lead: 'Freja', members: ['Anne', 'Mads', 'Ida', 'Emil'], description: 'Vi skænker op, holder styr på kassen og sørger for, at ingen går tørstige hjem. Kræver bartenderkursus.' },
  { name: 'Lyd', lead: 'Mads', members: ['Sofie'], description: 'Vi rigger scenen, laver lydprøve med bandet og står ved mixeren hele aftenen.' },
  { name: 'Dør', lead: 'Emil', members: ['Anne', 'Jonas'], description: 'Vi byder velkommen, tjekker billetter og holder øje med, hvor mange der er i salen.' },
  { name: 'Garderobe', lead: 'Ida', members: ['Jonas', 'Sofie'], description: 'Vi passer på frakker og tasker, så publikum kan danse med frie hænder.' },
];

/**
 * A night's usual shifts, in minutes from the first concert's start (before) and after the last concert's
 * end, and the crew whose role each is; the door shift runs the night's door mode (docs/door.md). The sound check ends before the doors open (`endsBefore` the
 * first concert), so whoever does it may take another shift that night.
 */
const NIGHT: { role: string; before: number; after?: number; endsBefore?: number; capacity: number; note?: string; requires: string[]; crew?: string; door?: true }[] = [
  { role: 'Lyd', before: 150, endsBefore: 75, capacity: 1, requires: [], crew: 'Lyd' },
  { role: 'Dør', before: 60, after: -60, capacity: 2, requires: ['Over 18'], crew: 'Dør', door: true },
  { role: 'Bar', before: 30, after: 30, capacity: 3, requires: ['Bartenderkursus'], crew: 'Bar' },
  { role: 'Garderobe', before: 30, after: 15, capacity: 1, requires: [], crew: 'Garderobe' },
  { role: 'Oprydning', before: -60, after: 90, capacity: 2, note: 'Vi slutter, når salen er fejet.', requires: [] },
];

/** Past nights this close to today get plans too, so "Mine vagter" and "Timer" have hours to show. */
const PAST_DAYS = 45;

type Held = { member: Member; from: number; to: number };

/**
 * Shift plans for the coming events and the nights of the last weeks, with the association's perks
 * rule: every fourth coming night has no plan yet (the overview shows it in red), every other plan is
 * full with two members waiting on its wardrobe, the rest have open places. The cancelled night keeps
 * its plan and people, told of it and asked for no one. Bar and door shifts require a qualification
 * and only those who have it hold them; past nights have who came marked, but the last one. Every role
 * but clearing up belongs to one of the four crews, which are returned for their pictures.
 */
export async function planDemoShifts(em: EntityManager, events: readonly Event[], members: readonly Member[], today: Date): Promise<Crew[]> {
  const settings = await em.findOneOrFail(Settings, { id: 1 });
  settings.shiftPerks = [
    { reward: 'drikkebillet', every: 2, unit: 'hours', repeat: true },
    { reward: 'fribillet', every: 4, unit: 'shifts', repeat: false },
  ];
  const volunteers = members.filter((member) => member.active);
  const coordinator = volunteers.find((member) => member.firstName === 'Emil')!;
  const named = (firstName: string) => volunteers.find((member) => member.firstName === firstName)!;
  // The volunteer at home is put on no coming night: he takes his crews' places himself, from "Dine hold".
  const atHome = named('Jonas');
  const crews = new Map(
    CREWS.map(({ name, lead, members: on, description }) => [
      name,
      em.create(Crew, { name, description: sanitizeRichText(description), lead: named(lead), members: [lead, ...on].map(named) }),
    ]),
  );
  const qualifications = new Map(
    QUALIFICATIONS.map(({ name, description, holders }) => {
      const qualification = em.create(Qualification, { name, description });
      for (const member of volunteers.filter((one) => holders.includes(one.firstName))) {
        em.create(MemberQualification, { member, qualification, confirmedBy: coordinator });
      }
      return [name, { qualification, holders }] as const;
    }),
  );
  const held: Held[] = [];
  const busy = (member: Member, from: Date, to: Date) => held.some((one) => one.member === member && one.from < to.getTime() && one.to > from.getTime());
  let turn = 0;
  const planned = events.filter((event) => event.fromDate.getTime() > today.getTime() - PAST_DAYS * DAY_MS);
  const coming = planned.filter((event) => event.fromDate > today && event.status !== 'cancelled');
  const past = planned.filter((event) => event.fromDate <= today && event.status !== 'cancelled');
  const lastPast = past.reduce<Event | undefined>((latest, event) => (!latest || event.fromDate > latest.fromDate ? event : latest), undefined);
  let waitingShown = false;

  for (const event of planned) {
    const index = coming.indexOf(event);
    if (index % 4 === 3) continue;
    const full = index === -1 || index % 2 === 0;
    for (const plan of NIGHT) {
      const startsAt = new Date(event.fromDate.getTime() - plan.before * MINUTE_MS);
      const endsAt = plan.endsBefore === undefined ? new Date(event.toDate.getTime() + plan.after! * MINUTE_MS) : new Date(event.fromDate.getTime() - plan.endsBefore * MINUTE_MS);
      const crew = plan.crew ? crews.get(plan.crew)! : null;
      const shift = em.create(Shift, { event, role: plan.role, startsAt, endsAt, capacity: plan.capacity, note: plan.note ?? null, door: plan.door ?? false, crew });
      for (const name of plan.requires) em.create(ShiftRequirement, { shift, qualification: qualifications.get(name)!.qualification });
      const may = (member: Member) => plan.requires.every((name) => qualifications.get(name)!.holders.includes(member.firstName));
      const places = full ? plan.capacity : Math.floor(plan.capacity / 2);
      for (let tries = 0, taken = 0; taken < places && tries < volunteers.length; tries += 1) {
        const member = volunteers[turn++ % volunteers.length]!;
        if (!may(member) || busy(member, startsAt, endsAt) || (member === atHome && index !== -1)) continue;
        held.push({ member, from: startsAt.getTime(), to: endsAt.getTime() });
        if (taken === 0 && plan.role === 'Bar') shift.lead = member;
        em.create(ShiftSignup, {
          shift,
          member,
          // Its volunteers were told when the night was cancelled.
          cancelNoticeAt: event.status === 'cancelled' ? today : null,
          // Who came, marked on the night; the last night is not marked yet (its hours count until it is).
          attendance: event.fromDate <= today && event !== lastPast ? (turn % 9 === 0 ? 'no-show' : 'arrived') : null,
          attendanceMarkedAt: event.fromDate <= today && event !== lastPast ? endsAt : null,
          attendanceMarkedBy: event.fromDate <= today && event !== lastPast ? coordinator : null,
        });
        taken += 1;
      }
      // The first full coming night's wardrobe has a standby list, as a popular shift would.
      if (!waitingShown && index !== -1 && full && plan.role === 'Garderobe') {
        waitingShown = true;
        for (const member of volunteers.filter((one) => !busy(one, startsAt, endsAt)).slice(0, 2)) em.create(ShiftStandby, { shift, member });
      }
    }
  }
  return [...crews.values()];
}
