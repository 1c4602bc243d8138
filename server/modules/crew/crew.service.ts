import type { EntityManager } from '@mikro-orm/core';
import type { Crew as CrewDto, CrewDetail, CrewInput, CrewMembersInput, CrewPerson, CrewUpdateInput, ShownCrewMember } from '../../../shared/schemas/crew';
import { CREW_DESCRIPTION_REQUIRED } from '../../../shared/schemas/crew';
import { flushOrConflict } from '../../db/flush';
import { assertUnchangedSince } from '../../db/unchanged-since';
import { invalid, notFound } from '../../errors';
import { optionalImageUrl } from '../../lib/image-url';
import { sanitizeDescription } from '../../lib/rich-text';
import type { Viewer } from '../../lib/viewer';
import { resolveImageUrl } from '../image/image.service';
import { Member } from '../member/member.entity';
import { Crew } from './crew.entity';
import { translationsOf, translationsToStore } from '../../lib/translations';
import { givenFields } from '../../lib/given-fields';

const NOT_FOUND = 'Holdet findes ikke';
const DUPLICATE = 'Der findes allerede et hold med det navn';
const POPULATE = ['image', 'lead', 'members', 'members.profilePicture'] as const;
const BY_NAME = { nameSortKey: 'ASC', id: 'ASC' } as const;

const byName = (a: Member, b: Member) => a.firstNameSortKey.localeCompare(b.firstNameSortKey) || a.lastNameSortKey.localeCompare(b.lastNameSortKey) || a.id - b.id;

/** Who is on the crew now: approved members only, by name (one who is deactivated drops out of sight). */
const activeMembers = (crew: Crew) => crew.members.getItems().filter((member) => member.active).sort(byName);

const audit = (crew: Crew) => ({
  createdAt: crew.createdAt.toISOString(),
  updatedAt: crew.updatedAt.toISOString(),
  createdBy: crew.createdBy?.id,
  updatedBy: crew.updatedBy?.id,
});

/** What anyone sees: the members who agreed to be shown, nobody else (docs/permissions.md). */
function toCrewDto(crew: Crew, publicUrl: string): CrewDto {
  const members = activeMembers(crew);
  const shown = members.filter((member) => member.publicConsent).map(
    (member): ShownCrewMember => ({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      profilePictureUrl: optionalImageUrl(publicUrl, member.profilePicture),
      specialRole: member.specialRole ?? undefined,
      lead: crew.lead?.id === member.id,
    }),
  );
  return {
    id: crew.id,
    name: crew.name,
    description: crew.description,
    imageUrl: optionalImageUrl(publicUrl, crew.image),
    memberCount: members.length,
    members: shown,
    translations: translationsOf(crew.translations),
    ...audit(crew),
  };
}

const toPerson = (member: Member): CrewPerson => ({ id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email });

/** What members see: everyone on it, and who leads it with their address, as members see each other's. */
function toCrewDetail(crew: Crew, publicUrl: string): CrewDetail {
  const members = activeMembers(crew);
  return {
    id: crew.id,
    name: crew.name,
    description: crew.description,
    imageUrl: optionalImageUrl(publicUrl, crew.image),
    memberCount: members.length,
    ...(crew.lead?.active && { lead: toPerson(crew.lead) }),
    members: members.map(toPerson),
    translations: translationsOf(crew.translations),
    ...audit(crew),
  };
}

/** GET /api/crews: every crew by name, with the members who agreed to be shown. */
export async function listCrews(em: EntityManager, publicUrl: string): Promise<CrewDto[]> {
  const crews = await em.find(Crew, {}, { populate: POPULATE, orderBy: BY_NAME });
  return crews.map((crew) => toCrewDto(crew, publicUrl));
}

async function findCrew(em: EntityManager, id: number): Promise<Crew> {
  const crew = await em.findOne(Crew, { id }, { populate: POPULATE });
  if (!crew) throw notFound(NOT_FOUND);
  return crew;
}

/** GET /api/crews/{id}: the crew with everyone on it. */
export async function getCrew(em: EntityManager, publicUrl: string, id: number): Promise<CrewDetail> {
  return toCrewDetail(await findCrew(em, id), publicUrl);
}

/** GET /api/profile/crews: the crews the member is on or leads, by name. */
export async function myCrews(em: EntityManager, publicUrl: string, viewer: Viewer): Promise<CrewDetail[]> {
  const crews = await em.find(Crew, { $or: [{ members: viewer.memberId }, { lead: viewer.memberId }] }, { populate: POPULATE, orderBy: BY_NAME });
  return crews.map((crew) => toCrewDetail(crew, publicUrl));
}

/** Approved members by id; an id that is none of them is refused, naming what was wrong. */
async function activeMembersById(em: EntityManager, ids: readonly number[], message: string): Promise<Member[]> {
  if (ids.length === 0) return [];
  const members = await em.find(Member, { id: { $in: [...ids] }, active: true });
  if (members.length !== ids.length) throw invalid(message);
  return members;
}

const LEAD_UNKNOWN = 'Holdlederen findes ikke eller er ikke godkendt endnu';

/** The input's fields as a crew holds them; the lead is put on the crew too. */
async function resolveInput(em: EntityManager, publicUrl: string, crew: Crew | null, input: CrewInput) {
  const image = input.imageUrl ? await resolveImageUrl(em, publicUrl, input.imageUrl) : input.imageUrl === undefined ? undefined : null;
  const [lead] = input.leadId ? await activeMembersById(em, [input.leadId], LEAD_UNKNOWN) : [];
  if (lead && crew && !crew.members.getItems().includes(lead)) crew.members.add(lead);
  return {
    name: input.name,
    description: sanitizeDescription(input.description, CREW_DESCRIPTION_REQUIRED),
    ...givenFields({ translations: translationsToStore(input.translations, crew?.translations, ['description']) }),
    ...(image !== undefined && { image }),
    ...(input.leadId !== undefined && { lead: lead ?? null }),
  };
}

export async function createCrew(em: EntityManager, publicUrl: string, input: CrewInput, actor: Member): Promise<CrewDetail> {
  const fields = await resolveInput(em, publicUrl, null, input);
  const crew = em.create(Crew, { ...fields, createdBy: actor, updatedBy: actor });
  if (fields.lead) crew.members.add(fields.lead);
  await flushOrConflict(em, { duplicate: DUPLICATE });
  return getCrew(em, publicUrl, crew.id);
}

export async function updateCrew(em: EntityManager, publicUrl: string, id: number, input: CrewUpdateInput, actor: Member): Promise<CrewDetail> {
  const { updatedAt: seen, ...fields } = input;
  await em.transactional(async (tx) => {
    await assertUnchangedSince(tx, Crew, id, seen, { definite: 'Holdet', pronoun: 'det' });
    const crew = await findCrew(tx, id);
    // Set by hand: a new lead alone may only touch the pivot table, which would leave updatedAt as it was.
    tx.assign(crew, { ...(await resolveInput(tx, publicUrl, crew, fields)), updatedBy: actor, updatedAt: new Date() });
    await flushOrConflict(tx, { duplicate: DUPLICATE });
  });
  return getCrew(em.fork(), publicUrl, id);
}

/** PUT /api/crews/{id}/members: the whole list of members; the lead stays on the crew they lead. */
export async function setCrewMembers(em: EntityManager, publicUrl: string, id: number, { memberIds }: CrewMembersInput, actor: Member): Promise<CrewDetail> {
  await em.transactional(async (tx) => {
    const crew = await findCrew(tx, id);
    const members = await activeMembersById(tx, memberIds, 'Medlemmet findes ikke eller er ikke godkendt endnu');
    if (crew.lead && !members.includes(crew.lead)) members.push(crew.lead);
    crew.members.set(members);
    tx.assign(crew, { updatedBy: actor, updatedAt: new Date() });
    await tx.flush();
  });
  return getCrew(em.fork(), publicUrl, id);
}

/** Returns the deleted crew. Its shifts stay, belonging to no crew (docs/shifts.md). */
export async function deleteCrew(em: EntityManager, publicUrl: string, id: number): Promise<CrewDetail> {
  const crew = await findCrew(em, id);
  const deleted = toCrewDetail(crew, publicUrl);
  em.remove(crew);
  await em.flush();
  return deleted;
}

/** The lead of each crew by id, for the checks on shifts that belong to them (lib/viewer.ts mayPlanShifts). */
export async function crewLeads(em: EntityManager, ids: readonly number[]): Promise<Map<number, number | undefined>> {
  if (ids.length === 0) return new Map();
  const crews = await em.find(Crew, { id: { $in: [...ids] } }, { fields: ['id', 'lead'] });
  return new Map(crews.map((crew) => [crew.id, crew.lead?.id]));
}
