import { startOfCopenhagenDay } from '../../../shared/copenhagen-time';

/**
 * The upcoming public programme, earliest first (tonight's concert stays listed all day). Every public
 * page that shows upcoming events asks for exactly this input, so the server-rendered page and the
 * client share one cache entry. Members browsing the public site see only public events here too.
 */
export function upcomingPublicEventsInput(now = new Date()) {
  return {
    per_page: 0,
    filter: `from_date>=${startOfCopenhagenDay(now).toISOString()},is_public=true`,
    order_by: ['from_date ASC'],
  };
}
