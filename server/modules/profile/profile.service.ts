import type { EntityManager } from '@mikro-orm/core';
import { REFUSALS } from '../../../shared/refusals';
import type { ChangePasswordInput, ProfileExport, PublicConsent } from '../../../shared/schemas/profile';
import { invalid } from '../../errors';
import { isoDate, type Row } from '../../read-model/columns';
import { listApiTokens } from '../api-token/api-token.service';
import { endEverySignIn } from '../auth/new-password';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Viewer } from '../../lib/viewer';
import { optionalImageUrl } from '../../lib/image-url';
import { Member } from '../member/member.entity';
import { Session } from '../session/session.entity';
import { memberSubscriptionExport } from '../subscription/member-subscription';
import { toTeamDto } from '../team/team.service';
import { loginThrottles } from '../throttle/throttle.service';
import { exportShifts } from '../shift/shift-calendar';

/**
 * A new password for the viewer. A wrong current password counts as a failed login, in the same
 * throttle, so a borrowed session is no way around it. Every session and API token of the member
 * ends (endEverySignIn), the asking browser's too: the caller gives it a new one, so a session
 * that was stolen before is not carried over. Answers the member and how many tokens went.
 */
export async function changePassword(
  em: EntityManager,
  viewer: Viewer & { sessionId: string },
  input: ChangePasswordInput,
  address: string,
): Promise<{ member: Member; deletedTokens: number }> {
  const member = await em.findOneOrFail(Member, { id: viewer.memberId }, { populate: ['passwordHash'] });
  const attempt = { account: member.email, address };
  await loginThrottles.take(em, attempt);
  if (!(await verifyPassword(input.currentPassword, member.passwordHash))) throw invalid(REFUSALS.wrongCurrentPassword);
  await loginThrottles.succeeded(em, attempt);
  const passwordHash = await hashPassword(input.password);
  const deletedTokens = await em.transactional(async (tx) => {
    await tx.nativeUpdate(Member, { id: member.id }, { passwordHash, updatedBy: member.id, updatedAt: new Date() });
    return endEverySignIn(tx, member.id);
  });
  return { member, deletedTokens };
}

export async function readPublicConsent(em: EntityManager, viewer: Viewer): Promise<PublicConsent> {
  const member = await em.findOneOrFail(Member, { id: viewer.memberId });
  return { publicConsent: member.publicConsent };
}

/**
 * Gives or withdraws the consent to be shown publicly, at any time (GDPR art. 7(3)), also while
 * awaiting approval. A flush like any write: the public pages change with it (content version).
 */
export async function setPublicConsent(em: EntityManager, viewer: Viewer, input: PublicConsent): Promise<PublicConsent> {
  const member = await em.findOneOrFail(Member, { id: viewer.memberId });
  em.assign(member, { publicConsent: input.publicConsent, updatedBy: member.id, updatedAt: new Date() });
  await em.flush();
  return { publicConsent: member.publicConsent };
}

type Ref = { id: number; title: string };

async function refs(em: EntityManager, sql: string, memberId: number): Promise<Ref[]> {
  const rows = (await em.getConnection().execute(sql, [memberId])) as Row[];
  return rows.map((row) => ({ id: Number(row.id), title: String(row.title) }));
}

/** What the member created and last changed in one table, as ids and titles. */
async function authored(em: EntityManager, table: 'artist' | 'event' | 'venue', title: string, memberId: number) {
  return {
    created: await refs(em, `select id, ${title} as title from ${table} where created_by_id = ? order by id`, memberId),
    updated: await refs(em, `select id, ${title} as title from ${table} where updated_by_id = ? order by id`, memberId),
  };
}

const memberName = `first_name || ' ' || last_name`;

/** Everything stored about the viewer (GDPR access, docs/permissions.md), the password hash excepted. */
export async function exportProfile(em: EntityManager, publicUrl: string, viewer: Viewer): Promise<ProfileExport> {
  const member = await em.findOneOrFail(Member, { id: viewer.memberId }, { populate: ['teams', 'profilePicture', 'approvedBy'], refresh: true });
  const sessions = await em.find(Session, { member: member.id }, { orderBy: { createdAt: 'ASC' } });
  const landingImages = (await em.getConnection().execute('select id, created_at from landing_image where created_by_id = ? order by id', [member.id])) as Row[];
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: member.id,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      specialRole: member.specialRole ?? null,
      profilePictureUrl: optionalImageUrl(publicUrl, member.profilePicture) ?? null,
      active: member.active,
      publicConsent: member.publicConsent,
      approvedBy: member.approvedBy ? { id: member.approvedBy.id, title: `${member.approvedBy.firstName} ${member.approvedBy.lastName}` } : null,
      createdAt: member.createdAt.toISOString(),
      updatedAt: member.updatedAt.toISOString(),
    },
    teams: member.teams
      .getItems()
      .map(toTeamDto)
      .sort((a, b) => a.id - b.id),
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      current: session.id === viewer.sessionId,
    })),
    apiTokens: await listApiTokens(em, member.id),
    shifts: await exportShifts(em, member.id),
    subscription: await memberSubscriptionExport(em, member),
    records: {
      artists: await authored(em, 'artist', 'name', member.id),
      events: await authored(em, 'event', 'title', member.id),
      venues: await authored(em, 'venue', 'name', member.id),
      members: {
        approved: await refs(em, `select id, ${memberName} as title from member where approved_by_id = ? order by id`, member.id),
        updated: await refs(em, `select id, ${memberName} as title from member where updated_by_id = ? order by id`, member.id),
      },
      landingImages: { created: landingImages.map((row) => ({ id: Number(row.id), createdAt: isoDate(row.created_at) })) },
    },
  };
}
