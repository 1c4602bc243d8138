import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/core';
import { type Manager, mayGrantTeam, mayManageMemberWith } from '../../../shared/member-management';
import { type MemberPermission, memberPermissions } from '../../../shared/member-permissions';
import { REFUSALS } from '../../../shared/refusals';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import type { Member as MemberDto, MemberUpdateInput, Team as TeamDto } from '../../../shared/schemas/member';
import { flushOrConflict } from '../../db/flush';
import { assertUnchangedSince } from '../../db/unchanged-since';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { findPageIds, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { readMembers, readMemberVisibility } from '../../read-model/members';
import { actingMember } from '../auth/viewer';
import { hasPermission, requireSession, type Viewer } from '../../lib/viewer';
import { resolveImageUrl } from '../image/image.service';
import { optionalImageUrl } from '../../lib/image-url';
import type { MailDraft, Mailer } from '../../lib/mailer';
import { emailChangedMessage } from '../mail/messages';
import { Team } from '../team/team.entity';
import { listTeams, toTeamDto } from '../team/team.service';
import { askForNewAddress, cancelNewAddress } from './member-email';
import { Member } from './member.entity';

const NOT_FOUND = 'Medlemmet findes ikke';
const NO_ACCESS = 'Du har ikke adgang til denne handling';

/**
 * The fields the list may be filtered and ordered by (docs/api.md). Names order in Danish (æ ø å
 * last) through their sort keys; first name first (docs/product.md).
 */
export const memberListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    active: { property: 'active', type: 'boolean', filter: true },
    first_name: { property: 'firstName', type: 'string', filter: true, order: 'firstNameSortKey' },
    last_name: { property: 'lastName', type: 'string', filter: true, order: 'lastNameSortKey' },
    created_at: { property: 'createdAt', type: 'date', order: true },
  },
  defaultOrder: [{ firstNameSortKey: 'ASC' }, { lastNameSortKey: 'ASC' }],
};

const isManager = (viewer: Viewer | null) => hasPermission(viewer, 'manageMembers');

/** Only approved admins grant or remove the admin team, or act on other admins (docs/permissions.md). */
const isAdmin = (viewer: Viewer | null) => Boolean(viewer?.active && viewer.teams.has('admin'));

const hasAdminTeam = (teams: readonly Team[]) => teams.some((team) => team.name === 'admin');

const asManager = (viewer: Viewer): Manager => ({ active: viewer.active, teams: [...viewer.teams] });

/**
 * Another member's e-mail, teams and existence are the viewer's to change only if the viewer could
 * grant every team that member holds (docs/permissions.md): team-management cannot take over a project
 * leader's account through a new e-mail and a reset link.
 */
function assertMayManageAll(member: Member, viewer: Viewer): void {
  const teams = member.teams.getItems().map((team) => team.name);
  if (member.id !== viewer.memberId && !mayManageMemberWith(asManager(viewer), teams)) throw forbidden(NO_ACCESS);
}

/**
 * The account's keys (its e-mail, its existence) may be changed by the member themself only at a
 * browser, as the password and new API tokens (docs/permissions.md): with a leaked token alone, a new
 * e-mail and a reset link would take the account. Someone else's account follows assertMayManageAll.
 */
function assertMayChangeAccount(member: Member, viewer: Viewer): void {
  if (member.id === viewer.memberId) requireSession(viewer);
  else assertMayManageAll(member, viewer);
}

/**
 * Who may see a member at all (docs/permissions.md): the member themself and member managers always;
 * other active members see active members; anyone else only active members who consented.
 * visibleMembers below is the same rule as a query.
 */
function canSee(member: Pick<Member, 'id' | 'active' | 'publicConsent'>, viewer: Viewer | null): boolean {
  if (viewer?.memberId === member.id || isManager(viewer)) return true;
  if (!member.active) return false;
  return Boolean(viewer?.active) || member.publicConsent;
}

function visibleMembers(viewer: Viewer | null): FilterQuery<Member>[] {
  if (isManager(viewer)) return [];
  if (viewer?.active) return [{ active: true }];
  const consenting = { active: true, publicConsent: true };
  return [viewer ? { $or: [{ id: viewer.memberId }, consenting] } : consenting];
}

/** E-mail and approval data are for active members and the member themself only. */
function seesPrivateFields(memberId: number, viewer: Viewer | null): boolean {
  return viewer?.memberId === memberId || Boolean(viewer?.active);
}

export function toMemberDto(member: Member, privateFields: boolean, publicUrl: string): MemberDto {
  return {
    id: member.id,
    email: privateFields ? member.email : undefined,
    firstName: member.firstName,
    lastName: member.lastName,
    teams: member.teams
      .getItems()
      .map(toTeamDto)
      .sort((a, b) => a.id - b.id),
    profilePictureUrl: optionalImageUrl(publicUrl, member.profilePicture),
    active: member.active,
    approvedById: privateFields ? member.approvedBy?.id : undefined,
    specialRole: member.specialRole ?? undefined,
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
    updatedBy: privateFields ? member.updatedBy?.id : undefined,
    emailVerified: privateFields ? Boolean(member.emailVerifiedAt) : undefined,
    pendingEmail: privateFields ? (member.pendingEmail ?? undefined) : undefined,
  };
}

const populate = ['teams', 'profilePicture'] as const;

async function findMember(em: EntityManager, id: number): Promise<Member> {
  const member = await em.findOne(Member, { id }, { populate });
  if (!member) throw notFound(NOT_FOUND);
  return member;
}

/** A member the viewer may not see answers like one that does not exist. */
async function findVisibleMember(em: EntityManager, id: number, viewer: Viewer | null): Promise<Member> {
  const member = await em.findOne(Member, { id }, { populate });
  if (!member || !canSee(member, viewer)) throw notFound(NOT_FOUND);
  return member;
}

/**
 * A member the viewer may edit or delete: member managers act on anyone, every member on themself,
 * and only admins on other admins (or a manager could lock an admin out by changing the e-mail).
 * Refused before the lookup, so a 403 tells nothing about which ids exist.
 */
async function findManageableMember(em: EntityManager, id: number, viewer: Viewer): Promise<Member> {
  const self = viewer.memberId === id;
  if (!self && !isManager(viewer)) throw forbidden(NO_ACCESS);
  const member = await findMember(em, id);
  if (!self && hasAdminTeam(member.teams.getItems()) && !isAdmin(viewer)) throw forbidden(NO_ACCESS);
  return member;
}

/**
 * Someone must always be able to log in and run the site (docs/permissions.md). Runs inside the caller's
 * transaction and locks the admin team first, so two admins removing each other at the same moment
 * on PostgreSQL are checked one after the other (SQLite writes one transaction at a time anyway).
 */
async function assertNotLastAdmin(em: EntityManager, member: Member, message: string): Promise<void> {
  if (!member.active || !hasAdminTeam(member.teams.getItems())) return;
  await em.findOne(Team, { name: 'admin' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const others = await em.count(Member, { id: { $ne: member.id }, active: true, teams: { name: 'admin' } });
  if (!others) throw conflict(message);
}

/** Flushes a new or changed member; the unique e-mail is the database's to guard, races included. */
export const flushMember = (em: EntityManager) => flushOrConflict(em, { duplicate: REFUSALS.emailTaken });

export async function listMembers(em: EntityManager, publicUrl: string, query: ListQuery, viewer: Viewer | null): Promise<PagedList<MemberDto>> {
  const plan = planList(query, memberListSpec, visibleMembers(viewer));
  const [ids, total] = await findPageIds(em, Member, plan);
  return pagedList(plan, await readMembers(em, publicUrl, ids, (id) => seesPrivateFields(id, viewer)), total);
}

export async function getMember(em: EntityManager, publicUrl: string, id: number, viewer: Viewer | null): Promise<MemberDto> {
  const visibility = await readMemberVisibility(em, id);
  if (!visibility || !canSee(visibility, viewer)) throw notFound(NOT_FOUND);
  const [member] = await readMembers(em, publicUrl, [id], () => seesPrivateFields(id, viewer));
  if (!member) throw notFound(NOT_FOUND);
  return member;
}

/** A plain array, all of them unless the query pages: the original client reads it so. */
export async function listMemberTeams(em: EntityManager, id: number, query: ListQuery, viewer: Viewer | null): Promise<TeamDto[]> {
  const member = await findVisibleMember(em, id, viewer);
  return (await listTeams(em, { per_page: 0, ...query }, { id: { $in: member.teams.getIdentifiers<number>() } })).records;
}

/** What a member may do (docs/permissions.md), for the member themself and for member managers. */
export async function getMemberPermissions(em: EntityManager, id: number, viewer: Viewer): Promise<MemberPermission[]> {
  if (viewer.memberId !== id && !isManager(viewer)) throw forbidden(NO_ACCESS);
  const member = await em.findOne(Member, { id }, { populate: ['teams'] });
  if (!member) throw notFound(NOT_FOUND);
  return memberPermissions(member.active, member.teams.getItems().map((team) => team.name));
}

async function findTeams(em: EntityManager, ids: readonly number[]): Promise<Team[]> {
  const unique = [...new Set(ids)];
  const teams = await em.find(Team, { id: { $in: unique } });
  if (teams.length !== unique.length) throw invalid('Holdet findes ikke');
  return teams;
}

/**
 * Team changes (docs/permissions.md): member managers set teams, but nobody their own unless they are
 * admin, and only on a member whose every team they could grant; only admins grant or remove the
 * admin team, only admins and project leaders the project-leader team; the last active admin
 * keeps it. Sending the current teams unchanged is no change, so members can send their whole
 * profile back.
 */
async function assertMayChangeTeams(em: EntityManager, member: Member, teams: Team[], viewer: Viewer): Promise<void> {
  const current = member.teams.getItems();
  const unchanged = current.length === teams.length && teams.every((team) => member.teams.contains(team));
  if (unchanged) return;
  const self = member.id === viewer.memberId;
  if (!isManager(viewer) || (self && !isAdmin(viewer))) throw forbidden(NO_ACCESS);
  assertMayManageAll(member, viewer);
  if (!teams.every((team) => mayGrantTeam(asManager(viewer), team.name))) throw forbidden(NO_ACCESS);
  if (hasAdminTeam(current) && !hasAdminTeam(teams)) await assertNotLastAdmin(em, member, 'Den sidste administrator kan ikke miste administratorrollen');
}

/**
 * PUT /api/members/{id}. Absent specialRole or profilePictureUrl leaves it as it is; "" or null
 * removes it. Only member managers change a special role; sending the current one is no change.
 * A new e-mail waits for the link sent to it (member-email.ts): the answer's `email` is still the
 * old one, `pendingEmail` the new. The old address is told who asked and when, once it is committed.
 */
export async function updateMember(
  em: EntityManager,
  publicUrl: string,
  id: number,
  input: MemberUpdateInput,
  viewer: Viewer,
  mailer: Pick<Mailer, 'send'>,
): Promise<MemberDto> {
  const { member, mails } = await em.transactional((tx) => applyMemberUpdate(tx, publicUrl, id, input, viewer));
  for (const mail of mails) mailer.send(mail);
  return member;
}

async function applyMemberUpdate(
  em: EntityManager,
  publicUrl: string,
  id: number,
  input: MemberUpdateInput,
  viewer: Viewer,
): Promise<{ member: MemberDto; mails: MailDraft[] }> {
  const member = await findManageableMember(em, id, viewer);
  // After the access check, so the refusal names nobody to a caller who may not edit the member.
  await assertUnchangedSince(em, Member, id, input.updatedAt, { definite: 'Medlemmet', pronoun: 'det' });
  const teams = await findTeams(em, input.memberTeams);
  await assertMayChangeTeams(em, member, teams, viewer);
  // The address in force or the one already waiting is no new request: a form sends the profile back whole.
  const newEmail = input.email !== member.email && input.email !== member.pendingEmail ? input.email : undefined;
  if (newEmail) assertMayChangeAccount(member, viewer);
  if (input.specialRole !== undefined) {
    const specialRole = input.specialRole || null;
    if (specialRole !== (member.specialRole ?? null) && !isManager(viewer)) throw forbidden(NO_ACCESS);
    member.specialRole = specialRole;
  }
  if (input.profilePictureUrl !== undefined) {
    member.profilePicture = input.profilePictureUrl ? await resolveImageUrl(em, publicUrl, input.profilePictureUrl) : null;
  }
  // updatedAt by hand: a change of teams alone touches only the pivot table.
  const { firstName, lastName } = input;
  const updatedAt = new Date();
  em.assign(member, { firstName, lastName, updatedBy: actingMember(em, viewer), updatedAt });
  member.teams.set(teams);
  const mails = newEmail ? [await askForNewAddress(em, member, newEmail, publicUrl)] : [];
  await flushMember(em);
  if (newEmail) {
    const changedBy = member.id === viewer.memberId ? 'the member' : await em.findOneOrFail(Member, { id: viewer.memberId });
    mails.push(emailChangedMessage(member, newEmail, changedBy, updatedAt));
  }
  return { member: toMemberDto(member, true, publicUrl), mails };
}

/** DELETE /api/members/{id}/pending-email: a new address asked for is forgotten before its link is opened. */
export async function cancelEmailChange(em: EntityManager, publicUrl: string, id: number, viewer: Viewer): Promise<MemberDto> {
  return em.transactional(async (tx) => {
    const member = await findManageableMember(tx, id, viewer);
    assertMayChangeAccount(member, viewer);
    if (member.pendingEmail) {
      await cancelNewAddress(tx, member);
      tx.assign(member, { updatedBy: actingMember(tx, viewer), updatedAt: new Date() });
      await tx.flush();
    }
    return toMemberDto(member, true, publicUrl);
  });
}

/** Approving an approved member changes nothing, so a repeated request is harmless. */
export async function approveMember(em: EntityManager, publicUrl: string, id: number, viewer: Viewer): Promise<MemberDto> {
  const member = await findManageableMember(em, id, viewer);
  if (!member.active) {
    em.assign(member, { active: true, approvedBy: actingMember(em, viewer), updatedBy: actingMember(em, viewer) });
    await em.flush();
  }
  return toMemberDto(member, true, publicUrl);
}

/**
 * Deletes a member (by a member manager, or their own account, docs/permissions.md) and, through the
 * database's cascade, their sessions. Answers the deleted member, so a client can show what went.
 */
export async function deleteMember(em: EntityManager, publicUrl: string, id: number, viewer: Viewer): Promise<MemberDto> {
  return em.transactional(async (tx) => {
    const member = await findManageableMember(tx, id, viewer);
    assertMayChangeAccount(member, viewer);
    await assertNotLastAdmin(tx, member, 'Den sidste administrator kan ikke slettes');
    const deleted = toMemberDto(member, true, publicUrl);
    // What is the member's goes with them through the database's cascades, their own e-mail
    // subscription included; a subscription of the same address that is not theirs stays.
    await tx.remove(member).flush();
    return deleted;
  });
}
