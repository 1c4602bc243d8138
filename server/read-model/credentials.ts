import type { EntityManager } from '@mikro-orm/core';
import type { TeamName } from '../../shared/constants';
import { bool, preparedQuery, type Row } from './columns';

/** A credential's row with its member's approval and teams, read as they are now. */
export type CredentialRow = { row: Row; active: boolean; teams: TeamName[] };

/**
 * The credential (a session, an API token) stored under this hash, with its member's approval and
 * teams, in one statement read into plain values: every logged-in request pays for it before
 * anything else, and a team removed takes effect at the next request (docs/permissions.md).
 */
export async function readCredential(em: EntityManager, table: 'session' | 'api_token', hashColumn: 'id' | 'token_hash', hash: string): Promise<CredentialRow | null> {
  const rows = await preparedQuery(
    em,
    `select c.*, m.active, t.name as team
       from ${table} c join member m on m.id = c.member_id
       left join member_teams mt on mt.member_id = m.id left join team t on t.id = mt.team_id
      where c.${hashColumn} = ?`,
    [hash],
  );
  const [row] = rows;
  if (!row) return null;
  const teams = rows.flatMap((teamRow) => (teamRow.team === null ? [] : [String(teamRow.team) as TeamName]));
  return { row, active: bool(row.active), teams };
}
