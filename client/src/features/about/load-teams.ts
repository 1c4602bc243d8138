import type { ApiClient } from '../../lib/api';

/**
 * The teams and the active members who agreed to be shown (docs/permissions.md): visitors get no others,
 * and members browsing the public site see the same.
 */
export async function loadTeamsWithMembers(api: ApiClient) {
  const [teams, members] = await Promise.all([
    api.teams.list.query({ per_page: 0 }),
    api.members.list.query({ per_page: 0, filter: 'active=true', order_by: ['first_name ASC'] }),
  ]);
  return { teams: teams.records, members: members.records };
}
