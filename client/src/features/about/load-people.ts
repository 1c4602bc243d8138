import type { ApiClient } from '../../lib/api';

/**
 * The crews, the teams and the active members who agreed to be shown (docs/permissions.md): visitors
 * get no others, and members browsing the public site see the same.
 */
export async function loadPeople(api: ApiClient) {
  const [teams, members, crews] = await Promise.all([
    api.teams.list.query({ per_page: 0 }),
    api.members.list.query({ per_page: 0, filter: 'active=true', order_by: ['first_name ASC'] }),
    api.crews.list.query(),
  ]);
  return { teams: teams.records, members: members.records, crews };
}
