import { localisedPath } from '../../../../../shared/i18n';
import { Icon } from '../../../components/icon/icon';
import { AccessFeatures, accessNoteIn } from '../../../components/access-features/access-features';
import { eventAccessItems, venueAccessItems } from '../../../../../shared/access';
import { onItsDate, ticketsOnSale } from '../../../../../shared/event-details';
import { hasTicketLink } from '../../../../../shared/event-night';
import { translated } from '../../../../../shared/translations';
import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import { Translated } from '../../../components/translated';
import { formatEventDates } from '../../../lib/format-date';
import { useTranslator } from '../../../lib/i18n';
import type { TranslatedEvent } from '../../../lib/public-events';
import { ABOUT_THE_NIGHT, KIND_LABEL, MEMBERS_ONLY, NIGHT_OVER } from '../event-words';
import type { TranslatedVenue } from './venue-page';
import { RunningOrder } from './running-order';
import { ShareButton } from './share-button';
import { EventDetails, EventStatusLine } from './event-details';
import { ReserveLink, SoldOut, TicketLink } from './ticket-link';
import { VenueBlock } from './venue-block';

/** /events/{id}: the cover first, then when and where, the ticket, the concerts (if any) and the description. */
export function EventPage({ event, pageUrl }: { event: TranslatedEvent & { venue: TranslatedVenue }; pageUrl: string }) {
  const { t, locale } = useTranslator();
  // A past event sells no tickets and goes in no calendar; its page stays, for links shared earlier.
  const over = Date.parse(event.to) < Date.now();
  const title = translated(event, 'title', locale);
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
          {event.kind !== 'concert' && `${t(KIND_LABEL[event.kind])} · `}
          {formatEventDates(event.from, event.to, locale)}
        </p>
        <h1 className="mt-2 text-4xl font-black tracking-tight text-white sm:text-5xl">
          <Translated value={title} />
        </h1>
        <EventStatusLine status={event.status} />
        <EventDetails event={event} />
        <VenueBlock venue={event.venue} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {over ? (
            <p className="inline-flex min-h-12 items-center font-semibold text-stone-300">{t(NIGHT_OVER[event.kind])}</p>
          ) : ticketsOnSale(event.status) ? (
            // A night without tickets says how one gets in among the details above ("Gratis entré").
            hasTicketLink(event.admission) ? (
              <TicketLink href={event.ticketUrl} title={title.text} large />
            ) : (
              event.admission === 'reservation' && event.isPublic && <ReserveLink event={{ ...event, title: title.text }} />
            )
          ) : (
            // A cancelled or postponed concert says so near its title: nothing stands in the button's place.
            event.status === 'sold-out' && <SoldOut />
          )}
          {/* The calendar files are public documents: a members-only event has none. */}
          {event.isPublic && !over && onItsDate(event.status) && (
            <a
              href={localisedPath(`/events/${event.id}.ics`, locale)}
              download
              className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-white ring-1 ring-white/30 transition-colors hover:bg-white/10"
            >
              <Icon name="calendar-plus" className="size-4" />
              {t('events.addToCalendar')}
            </a>
          )}
          <ShareButton title={title.text} url={pageUrl} />
        </div>
        {!event.isPublic && <p className="mt-4 rounded-lg bg-stone-800 px-4 py-2 text-sm text-stone-200">{t(MEMBERS_ONLY[event.kind])}</p>}

        {event.concerts.length > 0 && (
          <section aria-labelledby="program" className="mt-12">
            <h2 id="program" className="mb-6 text-2xl font-extrabold tracking-tight text-white">
              {t('events.lineUp')}
            </h2>
            <RunningOrder concerts={event.concerts} />
          </section>
        )}

        <section aria-labelledby="om-aftenen" className="mt-12">
          <h2 id="om-aftenen" className="mb-4 text-2xl font-extrabold tracking-tight text-white">
            {t(ABOUT_THE_NIGHT[event.kind])}
          </h2>
          <Translated value={translated(event, 'description', locale)} block>
            {(html) => <RichText html={html} />}
          </Translated>
        </section>

        <AccessFeatures
          items={[...eventAccessItems(event.access), ...venueAccessItems(event.venue.access)]}
          notes={[accessNoteIn(event, locale), accessNoteIn(event.venue, locale)]}
        />
      </div>
    </article>
  );
}
