import { Icon } from '../../../components/icon/icon';
import { AccessFeatures } from '../../../components/access-features/access-features';
import { eventAccessItems, venueAccessItems } from '../../../../../shared/access';
import { onItsDate, ticketsOnSale } from '../../../../../shared/event-details';
import { EVENT_KIND_LABELS, EVENT_KIND_THE_NIGHT, hasTicketLink } from '../../../../../shared/event-night';
import type { Event } from '../../../../../shared/schemas/event';
import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import { formatEventDates } from '../../../lib/format-date';
import { RunningOrder } from './running-order';
import { ShareButton } from './share-button';
import { EventDetails, EventStatusLine } from './event-details';
import { ReserveLink, SoldOut, TicketLink } from './ticket-link';
import { VenueBlock } from './venue-block';

/** /events/{id}: the cover first, then when and where, the ticket, the concerts (if any) and the description. */
export function EventPage({ event, pageUrl }: { event: Event; pageUrl: string }) {
  // A past event sells no tickets and goes in no calendar; its page stays, for links shared earlier.
  const over = Date.parse(event.to) < Date.now();
  const theNight = EVENT_KIND_THE_NIGHT[event.kind];
  return (
    <article>
      {/* The cover takes at most 40 % of the height, so "Køb billet" below the title is on the first
          screen of a laptop too (at 70 % it sat on the fold at 1280 × 800). */}
      <div className="relative">
        {event.imageUrl && (
          <ResponsiveImage
            src={event.imageUrl}
            focus={event.imageFocus}
            alt=""
            width={1280}
            height={720}
            sizes="(min-width: 1152px) 1152px, 100vw"
            priority
            className="mx-auto aspect-video max-h-[40vh] w-full max-w-6xl object-cover lg:rounded-b-3xl"
          />
        )}
      </div>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <p className="text-lg font-semibold text-accent-soft">
          {event.kind !== 'concert' && `${EVENT_KIND_LABELS[event.kind]} · `}
          {formatEventDates(event.from, event.to)}
        </p>
        <h1 className="mt-2 text-4xl font-black tracking-tight text-white sm:text-5xl">{event.title}</h1>
        <EventStatusLine status={event.status} />
        <EventDetails event={event} />
        <VenueBlock venue={event.venue} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {over ? (
            <p className="inline-flex min-h-12 items-center font-semibold text-stone-300">{theNight.charAt(0).toUpperCase() + theNight.slice(1)} er afholdt</p>
          ) : ticketsOnSale(event.status) ? (
            // A night without tickets says how one gets in among the details above ("Gratis entré").
            hasTicketLink(event.admission) ? (
              <TicketLink href={event.ticketUrl} title={event.title} large />
            ) : (
              event.admission === 'reservation' && event.isPublic && <ReserveLink event={event} />
            )
          ) : (
            // A cancelled or postponed concert says so near its title: nothing stands in the button's place.
            event.status === 'sold-out' && <SoldOut />
          )}
          {/* The calendar files are public documents: a members-only event has none. */}
          {event.isPublic && !over && onItsDate(event.status) && (
            <a
              href={`/events/${event.id}.ics`}
              download
              className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-white ring-1 ring-white/30 transition-colors hover:bg-white/10"
            >
              <Icon name="calendar-plus" className="size-4" />
              Tilføj til kalender
            </a>
          )}
          <ShareButton title={event.title} url={pageUrl} />
        </div>
        {!event.isPublic && <p className="mt-4 rounded-lg bg-stone-800 px-4 py-2 text-sm text-stone-200">Kun for medlemmer: {theNight} vises ikke offentligt.</p>}

        {event.concerts.length > 0 && (
          <section aria-labelledby="program" className="mt-12">
            <h2 id="program" className="mb-6 text-2xl font-extrabold tracking-tight text-white">
              Koncerter
            </h2>
            <RunningOrder concerts={event.concerts} />
          </section>
        )}

        <section aria-labelledby="om-aftenen" className="mt-12">
          <h2 id="om-aftenen" className="mb-4 text-2xl font-extrabold tracking-tight text-white">
            Om {theNight}
          </h2>
          <RichText html={event.description} />
        </section>

        <AccessFeatures
          items={[...eventAccessItems(event.access), ...venueAccessItems(event.venue.access)]}
          notes={[event.access?.note, event.venue.access?.note]}
        />
      </div>
    </article>
  );
}
