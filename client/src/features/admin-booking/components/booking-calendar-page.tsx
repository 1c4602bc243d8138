import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { type ClosedDate, type Hold, HOLD_RANK_LABELS } from '../../../../../shared/schemas/hold';
import type { Offer } from '../../../../../shared/schemas/offer';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { controlClass } from '../../../components/form/fields';
import { compareDanish } from '../../../lib/compare-danish';
import { trpc } from '../../../lib/trpc';
import { allArtistsInput, allOffersInput, allVenuesInput, openApplicationInputs } from '../booking-queries';
import { dayLabel, mondayOffset, monthTitle, WEEKDAY_HEADINGS } from '../calendar-dates';
import { daysOfMonth, shiftMonth } from '../../../../../shared/calendar-day';
import { actName, useBookingActions } from '../use-booking-actions';
import { AddHoldForm, CloseDayForm, ExtendHoldForm } from './booking-forms';
import { BookingDay, type CalendarOffers, type DayActions } from './booking-day';
import { OfferForm } from './offer-form';

export type BookingSearch = { venueId?: number; month?: string };

type BookingCalendarPageProps = {
  /** The venue shown: the one asked for, or the first; none when there are no venues yet. */
  venueId: number | undefined;
  month: string;
  /** Today in Copenhagen, as the loader saw it ("2027-03-12"). */
  today: string;
  /** Came from an application's page: its act is chosen in a new hold's form. */
  applicationId?: number;
  onNavigate: (change: BookingSearch) => void;
};

type Dialog =
  | { kind: 'add'; date: string }
  | { kind: 'extend'; hold: Hold }
  | { kind: 'release'; hold: Hold }
  | { kind: 'close'; date: string }
  | { kind: 'offer'; hold: Hold };

/** The applications a hold may be for, by act name, and the artists. */
function useActOptions() {
  const [artists] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  const [lists] = trpc.useSuspenseQueries((t) => openApplicationInputs.map((input) => t.applications.list(input)));
  const applications = useMemo(
    () =>
      [...new Map(lists.flatMap((list) => list.records).map((application) => [application.id, application])).values()]
        .sort((a, b) => compareDanish(a.actName, b.actName))
        .map((application) => ({ value: String(application.id), label: application.actName })),
    [lists],
  );
  return { applications, artists: artists.records.map((artist) => ({ value: String(artist.id), label: artist.name })) };
}

/** The offers, newest first, by the hold they were sent on and the event an accepted one became. */
function useCalendarOffers(): CalendarOffers {
  const [offers] = trpc.offers.list.useSuspenseQuery(allOffersInput);
  return useMemo(() => {
    const byHold = new Map<number, Offer>();
    const byEvent = new Map<number, Offer>();
    for (const offer of offers.records) {
      if (offer.holdId !== undefined && !byHold.has(offer.holdId)) byHold.set(offer.holdId, offer);
      if (offer.eventId !== undefined) byEvent.set(offer.eventId, offer);
    }
    return { ofHold: (id) => byHold.get(id), ofEvent: (id) => byEvent.get(id) };
  }, [offers]);
}

/**
 * "Bookingkalender" (issue 49, holds): a venue's month with its closed days, events and the booking
 * group's 1. and 2. options. One list of days: cards under one another on a phone, the month's grid
 * (Monday first) from the lg width. Each day and hold has its actions behind a small button.
 */
export function BookingCalendarPage({ venueId, month, today, applicationId, onNavigate }: BookingCalendarPageProps) {
  const [venues] = trpc.venues.list.useSuspenseQuery(allVenuesInput);
  const venue = venues.records.find((one) => one.id === venueId);
  if (!venue) {
    return (
      <>
        <PageHeading title="Bookingkalender" />
        <p className="text-stone-700">
          Der er ingen spillesteder endnu.{' '}
          <Link to="/admin/venues/create" className="underline">
            Opret et spillested
          </Link>
          , så kan I give optioner på dets datoer.
        </p>
      </>
    );
  }
  return <VenueCalendar venue={venue} venues={venues.records} month={month} today={today} applicationId={applicationId} onNavigate={onNavigate} />;
}

type VenueCalendarProps = Omit<BookingCalendarPageProps, 'venueId'> & {
  venue: { id: number; name: string };
  venues: readonly { id: number; name: string }[];
};

function VenueCalendar({ venue, venues, month, today, applicationId, onNavigate }: VenueCalendarProps) {
  const [calendar] = trpc.holds.calendar.useSuspenseQuery({ venueId: venue.id, month });
  const { applications, artists } = useActOptions();
  const offers = useCalendarOffers();
  const { release, reopen, pending } = useBookingActions();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const ids = useId();
  const byDate = new Map(calendar.days.map((day) => [day.date, day]));
  const title = monthTitle(month);
  const chosenApplication = applicationId === undefined ? undefined : applications.find((option) => option.value === String(applicationId));

  const actions: DayActions = {
    add: (date) => setDialog({ kind: 'add', date }),
    close: (date) => setDialog({ kind: 'close', date }),
    reopen: (closed: ClosedDate) => void reopen(closed.id),
    extend: (hold) => setDialog({ kind: 'extend', hold }),
    release: (hold) => setDialog({ kind: 'release', hold }),
    offer: (hold) => setDialog({ kind: 'offer', hold }),
  };

  return (
    <>
      <PageHeading title="Bookingkalender">
        <Button onClick={() => actions.add('')}>Ny option</Button>
      </PageHeading>
      <p className="mb-4 max-w-2xl text-stone-700">
        Første og anden option på spillestedets datoer. Slippes en 1. option, rykker 2. option op. En option slippes af sig selv dagen efter, den udløber.
      </p>
      {chosenApplication && (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-stone-900 ring-1 ring-amber-300">
          En ny option er for <strong>{chosenApplication.label}</strong>: vælg “Giv option” i en dags menu (⋯) eller “Ny option”.
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={`${ids}-venue`} className="text-sm font-medium text-stone-800">
            Spillested
          </label>
          <select id={`${ids}-venue`} value={venue.id} onChange={(event) => onNavigate({ venueId: Number(event.target.value) })} className={`${controlClass} sm:w-72`}>
            {venues.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label="Måneder" className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onNavigate({ month: shiftMonth(month, -1) })}>
            <span aria-hidden>←</span> Forrige måned
          </Button>
          <Button variant="secondary" onClick={() => onNavigate({ month: shiftMonth(month, 1) })}>
            Næste måned <span aria-hidden>→</span>
          </Button>
        </nav>
      </div>
      <h2 id={`${ids}-month`} aria-live="polite" className="mb-3 text-2xl font-semibold">
        {title}
      </h2>
      <div aria-hidden className="mb-1 hidden grid-cols-7 gap-1 text-center text-sm font-medium text-stone-700 lg:grid">
        {WEEKDAY_HEADINGS.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <ol aria-label={`Dage i ${title.toLowerCase()}`} className="grid gap-2 lg:grid-cols-7 lg:gap-1">
        {daysOfMonth(month).map((date, index) => (
          <BookingDay key={date} date={date} day={byDate.get(date)} today={date === today} column={index === 0 ? mondayOffset(month) : undefined} offers={offers} actions={actions} />
        ))}
      </ol>

      <FormDialog open={dialog?.kind === 'add'} title="Ny option" onClose={close}>
        {dialog?.kind === 'add' && (
          <AddHoldForm
            venueId={venue.id}
            venueName={venue.name}
            date={dialog.date}
            today={today}
            applicationId={chosenApplication ? applicationId : undefined}
            applications={applications}
            artists={artists}
            onDone={close}
          />
        )}
      </FormDialog>
      <FormDialog open={dialog?.kind === 'extend'} title="Forlæng option" onClose={close}>
        {dialog?.kind === 'extend' && <ExtendHoldForm hold={dialog.hold} onDone={close} />}
      </FormDialog>
      <FormDialog open={dialog?.kind === 'offer'} title="Send tilbud" onClose={close}>
        {dialog?.kind === 'offer' && <OfferForm hold={dialog.hold} venueName={venue.name} onDone={close} />}
      </FormDialog>
      <FormDialog open={dialog?.kind === 'close'} title="Luk dagen" onClose={close}>
        {dialog?.kind === 'close' && <CloseDayForm venueId={venue.id} date={dialog.date} onDone={close} />}
      </FormDialog>
      <ConfirmDialog
        open={dialog?.kind === 'release'}
        title="Slip option?"
        confirmLabel="Slip option"
        pending={pending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'release') return;
          // Refused (released meanwhile), the toast says why and the calendar shows what is.
          await release(dialog.hold);
          close();
        }}
      >
        {dialog?.kind === 'release' && (
          <>
            {HOLD_RANK_LABELS[dialog.hold.rank]} for {actName(dialog.hold)} {dayLabel(dialog.hold.date)} slippes.
            {dialog.hold.rank === 1 && ' En 2. option på dagen rykker op som 1. option.'}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
