import { type EntityManager, LockMode } from '@mikro-orm/core';
import type {
  MemberQualification as MemberQualificationDto,
  Qualification as QualificationDto,
  QualificationInput,
} from '../../../shared/schemas/qualification';
import { flushOrConflict } from '../../db/flush';
import { conflict, invalid, notFound } from '../../errors';
import { isoDate, placeholders, query } from '../../read-model/columns';
import type { Mailer } from '../../lib/mailer';
import { qualificationConfirmedMessage } from '../mail/messages';
import { Member } from '../member/member.entity';
import { ShiftRequirement } from '../shift/shift.entity';
import { MemberQualification, Qualification } from './qualification.entity';
import { countText } from '../../../shared/count-text';

const NOT_FOUND = 'Kvalifikationen findes ikke';
const EXISTS = 'Der findes allerede en kvalifikation med det navn';
const MEMBER_NOT_FOUND = 'Medlemmet findes ikke';

const shiftCount = (count: number) => countText(count, 'kommende vagt', 'kommende vagter');

/** GET /api/qualifications: every qualification by name, with who has it and how many coming shifts require it. */
export async function listQualifications(em: EntityManager, now = new Date()): Promise<QualificationDto[]> {
  const qualifications = await em.find(Qualification, {}, { orderBy: { nameSortKey: 'ASC', id: 'ASC' } });
  if (qualifications.length === 0) return [];
  const ids = qualifications.map((qualification) => qualification.id);
  const holders = await query(
    em,
    `select mq.qualification_id, mq.confirmed_at, m.id as member_id, m.first_name, m.last_name
     from member_qualification mq join member m on m.id = mq.member_id
     where mq.qualification_id in (${placeholders(ids)}) order by m.first_name_sort_key, m.last_name_sort_key, m.id`,
    ids,
  );
  const required = await query(
    em,
    `select sr.qualification_id, count(*) as shifts from shift_requirement sr join shift s on s.id = sr.shift_id
     where sr.qualification_id in (${placeholders(ids)}) and s.ends_at > ? group by sr.qualification_id`,
    [...ids, now],
  );
  const coming = new Map(required.map((row) => [Number(row.qualification_id), Number(row.shifts)]));
  return qualifications.map((qualification) => ({
    id: qualification.id,
    name: qualification.name,
    ...(qualification.description && { description: qualification.description }),
    members: holders
      .filter((row) => Number(row.qualification_id) === qualification.id)
      .map((row) => ({ memberId: Number(row.member_id), firstName: String(row.first_name), lastName: String(row.last_name), confirmedAt: isoDate(row.confirmed_at) })),
    comingShifts: coming.get(qualification.id) ?? 0,
    createdAt: qualification.createdAt.toISOString(),
    updatedAt: qualification.updatedAt.toISOString(),
  }));
}

async function readQualification(em: EntityManager, id: number): Promise<QualificationDto> {
  const found = (await listQualifications(em)).find((qualification) => qualification.id === id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

const fields = (input: QualificationInput) => ({
  name: input.name,
  ...(input.description !== undefined && { description: input.description || null }),
});

export async function createQualification(em: EntityManager, input: QualificationInput): Promise<QualificationDto> {
  // The unique normalized name decides, also between two managers creating "Over 18" at once.
  const qualification = em.create(Qualification, { description: null, ...fields(input) });
  await flushOrConflict(em, { duplicate: EXISTS });
  return readQualification(em, qualification.id);
}

export async function updateQualification(em: EntityManager, id: number, input: QualificationInput): Promise<QualificationDto> {
  const qualification = await em.findOne(Qualification, { id });
  if (!qualification) throw notFound(NOT_FOUND);
  em.assign(qualification, fields(input));
  await flushOrConflict(em, { duplicate: EXISTS });
  return readQualification(em, id);
}

/**
 * Only a qualification no coming shift requires: deleting it would silently open those shifts to
 * anyone. Past shifts' requirements and the members' confirmations go with it.
 */
export async function deleteQualification(em: EntityManager, id: number, now = new Date()): Promise<QualificationDto> {
  const deleted = await readQualification(em, id);
  await em.transactional(async (tx) => {
    const qualification = await tx.findOne(Qualification, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!qualification) throw notFound(NOT_FOUND);
    const required = await tx.count(ShiftRequirement, { qualification, shift: { endsAt: { $gt: now } } });
    if (required > 0) throw conflict(`Kvalifikationen kræves af ${shiftCount(required)}; fjern kravet fra dem, før den slettes`);
    await tx.nativeDelete(Qualification, { id });
  });
  return deleted;
}

/** The qualifications a member has, by name. */
export async function memberQualifications(em: EntityManager, memberId: number): Promise<MemberQualificationDto[]> {
  if (!(await em.count(Member, { id: memberId }))) throw notFound(MEMBER_NOT_FOUND);
  const rows = await query(
    em,
    `select q.id, q.name, mq.confirmed_at, mq.confirmed_by_id from member_qualification mq join qualification q on q.id = mq.qualification_id
     where mq.member_id = ? order by q.name_sort_key, q.id`,
    [memberId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    confirmedAt: isoDate(row.confirmed_at),
    ...(row.confirmed_by_id !== null && row.confirmed_by_id !== undefined && { confirmedBy: Number(row.confirmed_by_id) }),
  }));
}

/**
 * PUT /api/members/{id}/qualifications: the member has exactly these. Those kept keep who confirmed
 * them and when; the new ones are confirmed by the manager asking, and the member is told of them.
 */
export async function setMemberQualifications(
  em: EntityManager,
  memberId: number,
  qualificationIds: readonly number[],
  manager: Member,
  notify: { mailer: Mailer; publicUrl: string },
): Promise<MemberQualificationDto[]> {
  const wanted = [...new Set(qualificationIds)];
  const added = await em.transactional(async (tx) => {
    const member = await tx.findOne(Member, { id: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const qualifications = wanted.length ? await tx.find(Qualification, { id: { $in: wanted } }) : [];
    if (qualifications.length !== wanted.length) throw invalid(NOT_FOUND);
    const held = await tx.find(MemberQualification, { member });
    const heldIds = new Set(held.map((row) => row.qualification.id));
    for (const row of held) if (!wanted.includes(row.qualification.id)) tx.remove(row);
    const fresh = qualifications.filter((qualification) => !heldIds.has(qualification.id));
    for (const qualification of fresh) tx.create(MemberQualification, { member, qualification, confirmedBy: manager });
    await tx.flush();
    return { member, names: fresh.map((qualification) => qualification.name) };
  });
  if (added.names.length > 0) notify.mailer.send(qualificationConfirmedMessage(added.member, added.names, notify.publicUrl));
  return memberQualifications(em, memberId);
}
