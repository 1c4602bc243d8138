import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { type BookingCalendar, type ClosedDate, type Hold, HOLD_RANK_LABELS } from '../../../../../shared/schemas/hold';
import type { Offer } from '../../../../../shared/schemas/offer';
import { OfferStatusBadge } from '../../../components/admin/offer-status-badge';
import { formatTime } from '../../../lib/format-date';
import { dayParts, shortDate } from '../calendar-dates';
import { actName } from '../use-booking-actions';
import { ActionMenu, ActionMenuItem } from './action-menu';

export type CalendarDay = BookingCalendar['days'][number];

/** What a day's and a hold's buttons ask the page to do. */
export type DayActions = {
  add: (date: string) => void;
  close: (date: string) => void;
  reopen: (closed: ClosedDate) => void;
  extend: (hold: Hold) => void;
  release: (hold: Hold) => void;
  /** "Send tilbud" on a hold for an application. */
  offer: (hold: Hold) => void;
};

/** The offers the calendar knows: the latest on each hold, and the accepted one each event came from. */
export type CalendarOffers = {
  ofHold: (holdId: number) => Offer | undefined;
  ofEvent: (eventId: number) => Offer | undefined;
};

/** A hold takes an offer when it is for an application and holds none sent or accepted (the server says the same). */
const takesOffer = (hold: Hold, offer: Offer | undefined) => hold.application !== undefined && (offer === undefined || offer.status === 'declined' || offer.status === 'withdrawn');

/** The grid's first day starts under its weekday (Tailwind sees each class whole). */
const COLUMN_STARTS = ['lg:col-start-1', 'lg:col-start-2', 'lg:col-start-3', 'lg:col-start-4', 'lg:col-start-5', 'lg:col-start-6', 'lg:col-start-7'];

/** The act's page: the application, or the artist. */
function ActLink({ hold }: { hold: Hold }) {
  // At least 24 px tall (WCAG 2.5.8): in the grid it sits right under the hold's menu button.
  const className = 'inline-block min-h-6 py-0.5 font-medium underline decoration-amber-500 underline-offset-2';
  if (hold.application) {
    return (
      <Link to="/admin/ansoegninger/$applicationId" params={{ applicationId: hold.application.id }} className={className}>
        {hold.application.name}
      </Link>
    );
  }
  if (hold.artist) {
    return (
      <Link to="/admin/artists/$artistId/edit" params={{ artistId: hold.artist.id }} className={className}>
        {hold.artist.name}
      </Link>
    );
  }
  return <span>{actName(hold)}</span>;
}

function HoldItem({ hold, offer, actions }: { hold: Hold; offer: Offer | undefined; actions: DayActions }) {
  const rank = HOLD_RANK_LABELS[hold.rank];
  // The menu beside the rank, the act under them at the cell's full width: a grid cell is narrow.
  return (
    <li className={`rounded border-l-4 p-1.5 lg:p-1 ${hold.rank === 1 ? 'border-amber-500 bg-amber-50' : 'border-stone-400 bg-stone-50'}`}>
      <div className="flex items-center justify-between gap-1">
        <p className="text-xs font-semibold whitespace-nowrap text-stone-700">{rank}</p>
        <ActionMenu label={`Handlinger for ${rank} ${actName(hold)}`}>
          {(done) => (
            <>
              {takesOffer(hold, offer) && (
                <ActionMenuItem
                  onClick={() => {
                    done();
                    actions.offer(hold);
                  }}
                >
                  Send tilbud
                </ActionMenuItem>
              )}
              <ActionMenuItem
                onClick={() => {
                  done();
                  actions.extend(hold);
                }}
              >
                Forlæng
              </ActionMenuItem>
              <ActionMenuItem
                danger
                onClick={() => {
                  done();
                  actions.release(hold);
                }}
              >
                Slip option
              </ActionMenuItem>
            </>
          )}
        </ActionMenu>
      </div>
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p className="text-sm">
          <ActLink hold={hold} />
        </p>
        {offer && (
          <p className="my-0.5">
            <OfferStatusBadge status={offer.status} prefix />
          </p>
        )}
        <p className="text-xs text-stone-700">udløber {shortDate(hold.expiresOn)}</p>
        {hold.note && <p className="text-xs whitespace-pre-line text-stone-700 italic">{hold.note}</p>}
      </div>
    </li>
  );
}

type BookingDayProps = {
  date: string;
  /** What the calendar holds for the day; nothing for a free day. */
  day: CalendarDay | undefined;
  today: boolean;
  /** The month's first day, placed under its weekday in the grid. */
  column?: number;
  offers: CalendarOffers;
  actions: DayActions;
};

/**
 * One day: "Lukket" and why, the events (to their admin page), the holds by rank with their act,
 * expiry and note. A full-width card on a phone, a cell of the month's grid on a laptop, where the
 * weekday and month are read by screen readers only: the grid's head shows them.
 */
export function BookingDay({ date, day, today, column, offers, actions }: BookingDayProps) {
  const headingId = useId();
  const { weekday, day: number, month } = dayParts(date);
  const closed = day?.closed;
  const events = day?.events ?? [];
  const holds = [...(day?.holds ?? [])].sort((a, b) => a.rank - b.rank);
  return (
    <li
      aria-labelledby={headingId}
      aria-current={today ? 'date' : undefined}
      className={`grid min-w-0 content-start gap-1.5 rounded-md border p-2 lg:min-h-32 lg:p-1.5 ${column === undefined ? '' : COLUMN_STARTS[column]} ${closed ? 'border-stone-300 bg-stone-200' : 'border-stone-200 bg-white'} ${today ? 'ring-2 ring-amber-500' : ''}`}
    >
      <div className="flex items-center justify-between gap-1">
        <h3 id={headingId} className="font-semibold">
          <span className="lg:sr-only">{weekday} </span>
          {number}.<span className="lg:sr-only"> {month}</span>
          {today && <span className="ml-1 text-xs font-normal text-stone-700">(i dag)</span>}
        </h3>
        <ActionMenu label={`Handlinger for ${weekday} ${number}. ${month}`}>
          {(done) =>
            closed ? (
              <ActionMenuItem
                onClick={() => {
                  done();
                  actions.reopen(closed);
                }}
              >
                Åbn dagen igen
              </ActionMenuItem>
            ) : (
              <>
                <ActionMenuItem
                  onClick={() => {
                    done();
                    actions.add(date);
                  }}
                >
                  Giv option
                </ActionMenuItem>
                <ActionMenuItem
                  onClick={() => {
                    done();
                    actions.close(date);
                  }}
                >
                  Luk dagen
                </ActionMenuItem>
              </>
            )
          }
        </ActionMenu>
      </div>
      {closed && (
        <p className="text-sm [overflow-wrap:anywhere]">
          <strong>Lukket</strong>
          {closed.reason && `: ${closed.reason}`}
        </p>
      )}
      {events.length > 0 && (
        <ul aria-label="Events" className="grid gap-1">
          {events.map((event) => (
            <li key={event.id} className="rounded bg-sky-50 p-1.5 text-sm [overflow-wrap:anywhere]">
              <Link to="/admin/events/$eventId/edit" params={{ eventId: event.id }} className="font-medium underline decoration-sky-600 underline-offset-2">
                {event.title}
              </Link>{' '}
              <span className="text-xs text-stone-700">
                kl. {formatTime(event.startsAt)}
                {!event.isPublic && ' · ikke offentlig'}
              </span>
              {offers.ofEvent(event.id) && (
                <span className="block">
                  <OfferStatusBadge status="accepted" prefix />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {holds.length > 0 && (
        <ul aria-label="Optioner" className="grid gap-1">
          {holds.map((hold) => (
            <HoldItem key={hold.id} hold={hold} offer={offers.ofHold(hold.id)} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}
