import { Link } from '@tanstack/react-router';
import { RESERVATION_PLACES_MAX } from '../../../../../shared/reservation-text';
import type { Event } from '../../../../../shared/schemas/event';
import { translated } from '../../../../../shared/translations';
import { usePostedForm } from '../../../components/form/posted-form';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import { PostedMessage } from '../../../components/form/posted-message';
import { useServerWords } from '../../../components/form/server-words';
import { eventDates } from '../event-dates';

const field = 'min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-accent focus:outline-none';
const PLACES = Array.from({ length: RESERVATION_PLACES_MAX }, (_, index) => index + 1);

/** A labelled input of the form, with the server's refusal under it, as the page came back after a post. */
function Field({ name, label, type, autoComplete }: { name: 'name' | 'email'; label: string; type: string; autoComplete: string }) {
  const posted = usePostedForm();
  const words = useServerWords();
  const refusal = posted?.refusals[name];
  return (
    <div className="grid gap-1">
      <label htmlFor={`reserve-${name}`} className="font-semibold text-stone-200">
        {label}
      </label>
      <input
        id={`reserve-${name}`}
        name={name}
        type={type}
        required
        maxLength={name === 'name' ? 100 : 254}
        autoComplete={autoComplete}
        defaultValue={String(posted?.values[name] ?? '')}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `reserve-${name}-error` : undefined}
        className={field}
      />
      {refusal && (
        <p id={`reserve-${name}-error`} className="text-sm text-red-300">
          {words(refusal)}
        </p>
      )}
    </div>
  );
}

/**
 * /reserver?event=…: places on a night whose admission is a reservation, as a plain form the server
 * answers (server/http/form-posts.ts), scripts or not. The answer is the same whoever has reserved
 * before: check the inbox, where the link confirms the places (held 30 minutes) or the wait list.
 */
export function ReservePage({ event }: { event: Event }) {
  const posted = usePostedForm();
  const { t, dates, locale } = useTranslator();
  const words = useServerWords();
  const full = event.placesLeft === 0;
  const refusedPlaces = posted?.refusals.places;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('reservation.reserve.title')}</h1>
      <p className="mt-2 text-lg text-stone-300">
        <Link to="/events/$eventId" params={{ eventId: event.id }} className="font-bold text-white underline underline-offset-2">
          <Translated value={translated(event, 'title', locale)} />
        </Link>
        <br />
        {eventDates(dates, event.from, event.to)}, {event.venue.name}
      </p>
      {event.placesLeft !== undefined && <p className="mt-3 text-lg font-bold text-accent">{event.placesLeft > 0 ? t('reservation.reserve.placesLeft', { count: event.placesLeft }) : t('reservation.reserve.full')}</p>}
      {posted?.done ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-accent/40">
          {words(posted.done)}
        </p>
      ) : (
        <form method="post" className="mt-6 grid gap-4">
          {/* The reservation's mails and their links are in the page's language. */}
          <input type="hidden" name="language" value={locale} />
          <PostedMessage />
          <Field name="name" label={t('reservation.reserve.name')} type="text" autoComplete="name" />
          <Field name="email" label={t('reservation.reserve.email')} type="email" autoComplete="email" />
          <div className="grid gap-1">
            <label htmlFor="reserve-places" className="font-semibold text-stone-200">
              {t('reservation.reserve.places')}
            </label>
            <select
              id="reserve-places"
              name="places"
              defaultValue={String(posted?.values.places ?? 1)}
              aria-invalid={refusedPlaces ? true : undefined}
              aria-describedby={refusedPlaces ? 'reserve-places-error' : undefined}
              className={field}
            >
              {PLACES.map((places) => (
                <option key={places} value={places}>
                  {places}
                </option>
              ))}
            </select>
            {refusedPlaces && (
              <p id="reserve-places-error" className="text-sm text-red-300">
                {words(refusedPlaces)}
              </p>
            )}
          </div>
          <p className="text-sm text-stone-400">{t('reservation.reserve.hint')}</p>
          <button type="submit" className="min-h-12 rounded-lg bg-accent px-5 font-bold text-stone-950 hover:brightness-110">
            {t(full ? 'reservation.reserve.waitingList' : 'reservation.reserve.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
