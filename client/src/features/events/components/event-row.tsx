import type { ListedEvent } from '../../../lib/public-events';
import { ResponsiveImage } from '../../../components/responsive-image';
import { DateBlock } from './date-block';
import { EventSummary } from './event-summary';
import { EntryAction, showsEntry } from './ticket-link';

/**
 * One event in a programme to scan: date block, title, time and place, who plays, and the cover
 * small beside it. About 90 px tall on a phone, so the first screen of /events holds several
 * (a card with its 16:9 cover took 400). "Køb billet" is on the row from 640 px; on a phone the
 * row leads to the event page, whose ticket button is on its first screen. The whole row is the
 * link; its focus ring is drawn inside the row. A past event's row (the archive's) sells no tickets.
 */
export function EventRow({ event, headingLevel = 'h3', past = false }: { event: ListedEvent; headingLevel?: 'h2' | 'h3' | 'h4'; past?: boolean }) {
  return (
    <article className="group relative flex min-w-0 items-center gap-3 rounded-xl bg-stone-900 p-2.5 ring-1 ring-white/10 transition hover:ring-accent/60 sm:gap-4 sm:p-3">
      <DateBlock date={event.from} />
      <EventSummary event={event} headingLevel={headingLevel} titleClassName="text-base leading-snug sm:text-lg" corners="rounded-xl" />
      {event.imageUrl && (
        <ResponsiveImage
          src={event.imageUrl}
          focus={event.imageFocus}
          alt=""
          width={1280}
          height={720}
          sizes="(min-width: 640px) 128px, 64px"
          className="size-16 shrink-0 rounded-lg object-cover sm:aspect-video sm:h-auto sm:w-32"
        />
      )}
      {!past && (
        // As wide on every row, whatever it holds (a ticket button, the entry, nothing when cancelled or
        // sold out): the covers stand in one line.
        <div className="hidden w-56 shrink-0 justify-end sm:flex">
          {showsEntry(event) && <EntryAction event={event} />}
        </div>
      )}
    </article>
  );
}
