import { startOfCopenhagenDay } from '../../../shared/copenhagen-time';
import type { Event } from '../../../shared/schemas/event';
import type { ApiClient } from './api';

/**
 * The first `count` events of the upcoming public programme, earliest first (tonight's concert
 * stays listed all day), narrowed by `filter` when given ('artist_id=4'); the bound is in the
 * query, as the programme may hold thousands. Members browsing the public site see only public
 * events here too, so the server's cache of visitors' answers serves them all.
 */
export async function loadUpcomingPublicEvents(api: ApiClient, count: number, filter?: string, now = new Date()): Promise<Event[]> {
  const conditions = [`from_date>=${startOfCopenhagenDay(now).toISOString()}`, 'is_public=true', ...(filter ? [filter] : [])];
  return (await api.events.list.query({ per_page: count, filter: conditions.join(','), order_by: ['from_date ASC'] })).records;
}
