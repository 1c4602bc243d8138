import { accessText, accessWordsIn } from '../../../shared/access';
import type { Translator } from '../../../shared/i18n';
import type { Event } from '../../../shared/schemas/event';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The description with the night's and its venue's access information after it, as a paragraph of
 * text: Mastodon and Mobilizon show an event's content, and there is no ActivityStreams term for
 * access. Nothing is added when nothing is told.
 */
export function contentWithAccess(description: string, event: Pick<Event, 'access' | 'venue' | 'translations'>, translator: Translator): string {
  const text = accessText(event.access, event.venue.access, accessWordsIn(translator, event));
  return text ? `${description}<p>${escapeHtml(translator.t('feed.accessibility', { text }))}</p>` : description;
}
