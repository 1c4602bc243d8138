import { Link } from '@tanstack/react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatTime } from '../../../lib/format-date';
import { eventArtists } from '../event-facts';
import { DateBlock } from './date-block';
import { TicketLink } from './ticket-link';

type EventCardProps = {
  event: Event;
  /** The next concert on the landing page: a larger picture and title. */
  featured?: boolean;
  /** The page's largest picture loads first (docs/content.md). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * One event in a list: cover, date block, title, who plays, where, and "Køb billet". The whole
 * card leads to the event; the ticket link sits above that link and goes to the seller. The
 * link's focus ring is drawn inside the card, whose rounded corners clip anything outside.
 */
export function EventCard({ event, featured = false, priority = false, headingLevel: Heading = 'h3' }: EventCardProps) {
  const artists = eventArtists(event);
  return (
    <article className="group relative flex min-w-0 flex-col overflow-hidden rounded-2xl bg-stone-900 ring-1 ring-white/10 transition hover:ring-amber-400/60">
      {event.imageUrl ? (
        <ResponsiveImage
          src={event.imageUrl}
          alt=""
          width={1280}
          height={720}
          sizes={featured ? '(min-width: 1152px) 500px, (min-width: 1024px) 45vw, 100vw' : '(min-width: 1024px) 330px, (min-width: 640px) 50vw, 100vw'}
          priority={priority}
          className="aspect-video w-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-stone-800 to-stone-900" />
      )}
      <div className="flex flex-1 gap-4 p-4">
        <DateBlock date={event.from} />
        <div className="min-w-0 flex-1">
          <Heading className={`font-extrabold tracking-tight text-white ${featured ? 'text-2xl sm:text-3xl' : 'text-lg'}`}>
            <Link
              to="/events/$eventId"
              params={{ eventId: event.id }}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-amber-400"
            >
              {event.title}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-stone-300">
            kl. {formatTime(event.from)} · {event.venue.name}, {event.venue.city}
          </p>
          {artists.length > 0 && <p className="mt-1 truncate text-sm font-medium text-amber-200">{artists.map((artist) => artist.name).join(' · ')}</p>}
        </div>
      </div>
      <div className="px-4 pb-4">
        <TicketLink href={event.ticketUrl} title={event.title} />
      </div>
    </article>
  );
}
