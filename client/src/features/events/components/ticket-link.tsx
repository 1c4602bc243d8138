import { onItsDate, ticketsOnSale } from '../../../../../shared/event-details';
import { admissionTextIn, hasTicketLink } from '../../../../../shared/event-night';
import type { Event } from '../../../../../shared/schemas/event';
import { Icon } from '../../../components/icon/icon';
import { useLocalisedPath, useTranslator } from '../../../lib/i18n';
import type { ListedEvent } from '../../../lib/public-events';

type Entry = Pick<ListedEvent, 'title' | 'ticketUrl' | 'status' | 'admission' | 'doorPrice'>;

/**
 * Whether a row or card has anything in the ticket button's place: "Køb billet" while tickets are on
 * sale, or how one gets in without a ticket ("Gratis entré") while the night is on its date.
 */
export const showsEntry = (event: Entry) => (hasTicketLink(event.admission) ? ticketsOnSale(event.status) : onItsDate(event.status));

/** In a row's or card's ticket place: the button for a ticket night, what one pays at the door for another. */
export function EntryAction({ event }: { event: Entry }) {
  const { t } = useTranslator();
  if (hasTicketLink(event.admission)) return <TicketLink href={event.ticketUrl} title={event.title} />;
  return (
    <p className="relative z-10 inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-bold text-white ring-1 ring-white/30">
      <Icon name="ticket" className="size-4" />
      {admissionTextIn(t, event)}
    </p>
  );
}

/** The ticket seller's page, in a new tab that gets no handle on ours. The hidden words tell screen readers which concert. */
export function TicketLink({ href, title, large = false }: { href: string; title: string; large?: boolean }) {
  const { t } = useTranslator();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`relative z-10 inline-flex items-center justify-center gap-2 rounded-full bg-accent font-bold text-stone-950 transition-colors hover:bg-accent-soft ${large ? 'min-h-12 px-6 text-base' : 'min-h-10 px-4 text-sm'}`}
    >
      <Icon name="ticket" className="size-4" />
      {t('events.buyTicket')}
      <span className="sr-only"> {t('events.forTitle', { title })}</span>
    </a>
  );
}

/** In the ticket button's place when the concert is sold out: the button greyed, saying so, with no link. */
export function SoldOut() {
  const { t } = useTranslator();
  return (
    <p className="inline-flex min-h-12 items-center gap-2 rounded-full bg-stone-800 px-6 font-bold text-stone-300">
      <Icon name="ticket" className="size-4" />
      {t('events.status.soldOut')}
    </p>
  );
}

/**
 * On a reservation night's page, in the ticket button's place: "Reserver pladser" to its form, and
 * how many places are left when the night has a capacity ("12 pladser tilbage").
 */
export function ReserveLink({ event }: { event: Pick<Event, 'id' | 'title' | 'placesLeft'> }) {
  const { t } = useTranslator();
  const localised = useLocalisedPath();
  return (
    <>
      <a
        href={localised(`/reserver?event=${event.id}`)}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-6 text-base font-bold text-stone-950 transition-colors hover:bg-accent-soft"
      >
        <Icon name="ticket" className="size-4" />
        {t(event.placesLeft === 0 ? 'events.joinWaitingList' : 'events.reserve')}
        <span className="sr-only"> {t('events.forTitle', { title: event.title })}</span>
      </a>
      {event.placesLeft !== undefined && <p className="font-semibold text-accent-soft">{event.placesLeft > 0 ? t('events.placesLeft', { count: event.placesLeft }) : t('events.full')}</p>}
    </>
  );
}
