import { Link } from '@tanstack/react-router';
import { translated } from '../../../../../shared/translations';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import type { ListedEvent } from '../../../lib/public-events';
import { eventArtists } from '../event-facts';
import { KIND_LABEL } from '../event-words';
import { EventStatusMark } from './event-status-mark';

type EventSummaryProps = {
  event: ListedEvent;
  headingLevel: 'h2' | 'h3' | 'h4';
  /** The title's size: a row's, a card's or the landing page's next concert. */
  titleClassName: string;
  /** The corners of the row or card the link covers, for its focus ring drawn inside them. */
  corners: 'rounded-xl' | 'rounded-2xl';
  /** Room between the lines, where the card has it. */
  spaced?: boolean;
};

/**
 * What a row of the programme and a card say about an event: the title, which links to the event
 * and covers its whole row or card, the time and place (after "Aflyst", "Udsolgt" or "Udsat"
 * when the event has such a status), and who plays, or what kind of night it is.
 */
export function EventSummary({ event, headingLevel: Heading, titleClassName, corners, spaced = false }: EventSummaryProps) {
  const { t, dates, locale } = useTranslator();
  const artists = eventArtists(event);
  const ring = corners === 'rounded-xl' ? 'focus-visible:after:rounded-xl' : 'focus-visible:after:rounded-2xl';
  return (
    <div className="min-w-0 flex-1">
      <Heading className={`font-extrabold tracking-tight text-white ${titleClassName}`}>
        <Link
          to="/events/$eventId"
          params={{ eventId: event.id }}
          // An inline link's box is only its letters (21 px of a row's title): the padding makes it
          // a 24 px target for axe wherever no neighbour leaves room around it, without moving a line.
          className={`py-0.5 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none ${ring} focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-accent`}
        >
          <Translated value={translated(event, 'title', locale)} />
        </Link>
      </Heading>
      <p className={`${spaced ? 'mt-1 ' : ''}text-sm text-stone-300`}>
        <EventStatusMark status={event.status} className="mr-2" />
        <span className="whitespace-nowrap">{t('events.atTime', { time: dates.formatTime(event.from) })}</span> ·{' '}
        {/* Above the title's link, which covers the row or card. */}
        <Link to="/venues/$venueId" params={{ venueId: event.venue.id }} className="relative z-10 underline-offset-4 hover:text-white hover:underline">
          {event.venue.name}
        </Link>
        {`, ${event.venue.city}`}
      </p>
      {/* A night without artists says what kind of night it is instead. */}
      {(artists.length > 0 || event.kind !== 'concert') && (
        <p className={`${spaced ? 'mt-1 ' : ''}truncate text-sm font-medium text-accent-soft`}>
          {artists.length > 0 ? artists.map((artist) => artist.name).join(' · ') : t(KIND_LABEL[event.kind])}
        </p>
      )}
    </div>
  );
}
