import type { EntityManager } from '@mikro-orm/core';
import type { Member as MemberDto, Team as TeamDto } from '../../shared/schemas/member';
import { optionalImageUrl } from '../lib/image-url';
import { bool, isoDate, optional, placeholders, query } from './columns';

/** The teams of each member, by id as toMemberDto orders them. */
async function teamsByMember(em: EntityManager, memberIds: number[]): Promise<Map<number, TeamDto[]>> {
  const rows = await query(
    em,
    `select mt.member_id, t.id, t.name, t.display_name, t.description
       from member_teams mt join team t on t.id = mt.team_id
      where mt.member_id in (${placeholders(memberIds)})
      order by t.id`,
    memberIds,
  );
  const byMember = new Map<number, TeamDto[]>();
  for (const row of rows) {
    const teams = byMember.get(Number(row.member_id)) ?? [];
    teams.push({ id: Number(row.id), name: String(row.name) as TeamDto['name'], displayName: String(row.display_name), description: String(row.description) });
    byMember.set(Number(row.member_id), teams);
  }
  return byMember;
}

/**
 * Members as DTOs from two statements (members with their picture, then their teams), in the order
 * of `ids`. E-mail and approval data only where `seesPrivateFields` says the viewer may (docs/permissions.md);
 * which members the viewer may see at all is the caller's to decide.
 */
export async function readMembers(
  em: EntityManager,
  publicUrl: string,
  ids: number[],
  seesPrivateFields: (memberId: number) => boolean,
): Promise<MemberDto[]> {
  if (ids.length === 0) return [];
  const [rows, teams] = await Promise.all([
    query(
      em,
      `select m.id, m.email, m.email_verified_at, m.pending_email, m.first_name, m.last_name, m.active, m.approved_by_id, m.special_role,
              m.created_at, m.updated_at, m.updated_by_id, i.hash as picture_hash
         from member m left join image i on i.id = m.profile_picture_id
        where m.id in (${placeholders(ids)})`,
      ids,
    ),
    teamsByMember(em, ids),
  ]);
  const byId = new Map(
    rows.map((row): [number, MemberDto] => {
      const id = Number(row.id);
      const privateFields = seesPrivateFields(id);
      return [
        id,
        {
          id,
          email: privateFields ? String(row.email) : undefined,
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          teams: teams.get(id) ?? [],
          profilePictureUrl: optionalImageUrl(publicUrl, row.picture_hash ? { hash: String(row.picture_hash) } : null),
          active: bool(row.active),
          approvedById: privateFields ? optional<number>(row.approved_by_id) : undefined,
          specialRole: optional<string>(row.special_role),
          createdAt: isoDate(row.created_at),
          updatedAt: isoDate(row.updated_at),
          updatedBy: privateFields ? optional<number>(row.updated_by_id) : undefined,
          emailVerified: privateFields ? row.email_verified_at !== null : undefined,
          pendingEmail: privateFields ? optional<string>(row.pending_email) : undefined,
        },
      ];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((member): member is MemberDto => member !== undefined);
}

/** What decides whether a viewer may see a member, without reading the whole member. */
export async function readMemberVisibility(em: EntityManager, id: number) {
  const [row] = await query(em, 'select id, active, public_consent from member where id = ?', [id]);
  return row && { id: Number(row.id), active: bool(row.active), publicConsent: bool(row.public_consent) };
}
