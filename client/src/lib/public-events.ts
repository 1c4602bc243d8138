import { startOfCopenhagenDay } from '../../../shared/copenhagen-time';
import type { Event } from '../../../shared/schemas/event';
import type { ApiClient } from './api';

/**
 * The upcoming public programme, earliest first (tonight's concert stays listed all day). Members
 * browsing the public site see only public events here too. Every visitor asks for exactly this,
 * so the server's cache of visitors' answers serves them all.
 */
export async function loadUpcomingPublicEvents(api: ApiClient, now = new Date()): Promise<Event[]> {
  const filter = `from_date>=${startOfCopenhagenDay(now).toISOString()},is_public=true`;
  return (await api.events.list.query({ per_page: 0, filter, order_by: ['from_date ASC'] })).records;
}
