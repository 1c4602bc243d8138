import type { ListedEvent } from '../../../lib/public-events';
import { ResponsiveImage } from '../../../components/responsive-image';
import { DateBlock } from './date-block';
import { EventSummary } from './event-summary';
import { EntryAction, showsEntry } from './ticket-link';

type EventCardProps = {
  event: ListedEvent;
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
export function EventCard({ event, featured = false, priority = false, headingLevel = 'h3' }: EventCardProps) {
  return (
    <article className="group relative flex min-w-0 flex-col overflow-hidden rounded-2xl bg-stone-900 ring-1 ring-white/10 transition hover:ring-accent/60">
      {event.imageUrl ? (
        <ResponsiveImage
          src={event.imageUrl}
          focus={event.imageFocus}
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
        <EventSummary
          event={event}
          headingLevel={headingLevel}
          titleClassName={featured ? 'text-2xl sm:text-3xl' : 'text-lg'}
          corners="rounded-2xl"
          spaced
        />
      </div>
      {/* A sold-out, cancelled or postponed event says so beside its time instead. */}
      {showsEntry(event) && (
        <div className="px-4 pb-4">
          <EntryAction event={event} />
        </div>
      )}
    </article>
  );
}
