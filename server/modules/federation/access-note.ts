import { accessText } from '../../../shared/access';
import type { Event } from '../../../shared/schemas/event';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The description with the night's and its venue's access information after it, as a paragraph of
 * text: Mastodon and Mobilizon show an event's content, and there is no ActivityStreams term for
 * access. Nothing is added when nothing is told.
 */
export function contentWithAccess(event: Pick<Event, 'description' | 'access' | 'venue'>): string {
  const text = accessText(event.access, event.venue.access);
  return text ? `${event.description}<p>Tilgængelighed: ${escapeHtml(text)}</p>` : event.description;
}
