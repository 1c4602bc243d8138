import { Link } from '@tanstack/react-router';
import { placesLeftText, RESERVATION_PLACES_MAX } from '../../../../../shared/reservation-text';
import type { Event } from '../../../../../shared/schemas/event';
import { usePostedForm } from '../../../components/form/posted-form';
import { formatEventDates } from '../../../lib/format-date';
import { PostedRefusal } from '../../../components/form/posted-refusal';

const field = 'min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-accent focus:outline-none';
const PLACES = Array.from({ length: RESERVATION_PLACES_MAX }, (_, index) => index + 1);

/** A labelled input of the form, with the server's refusal under it, as the page came back after a post. */
function Field({ name, label, type, autoComplete }: { name: 'name' | 'email'; label: string; type: string; autoComplete: string }) {
  const posted = usePostedForm();
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
          {refusal}
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
  const full = event.placesLeft === 0;
  const refusedPlaces = posted?.refusals.places;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">Reserver pladser</h1>
      <p className="mt-2 text-lg text-stone-300">
        <Link to="/events/$eventId" params={{ eventId: event.id }} className="font-bold text-white underline underline-offset-2">
          {event.title}
        </Link>
        <br />
        {formatEventDates(event.from, event.to)}, {event.venue.name}
      </p>
      {event.placesLeft !== undefined && <p className="mt-3 text-lg font-bold text-accent">{placesLeftText(event.placesLeft)}</p>}
      {posted?.done ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-accent/40">
          {posted.done}
        </p>
      ) : (
        <form method="post" className="mt-6 grid gap-4">
          <PostedRefusal />
          <Field name="name" label="Navn" type="text" autoComplete="name" />
          <Field name="email" label="E-mail" type="email" autoComplete="email" />
          <div className="grid gap-1">
            <label htmlFor="reserve-places" className="font-semibold text-stone-200">
              Antal pladser
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
                {refusedPlaces}
              </p>
            )}
          </div>
          <p className="text-sm text-stone-400">
            Vi sender et link til din e-mail. Pladserne holdes i 30 minutter, til du har bekræftet med det. Vi bruger kun adressen til reservationen, og navn og adresse slettes 30 dage efter aftenen.
          </p>
          <button type="submit" className="min-h-12 rounded-lg bg-accent px-5 font-bold text-stone-950 hover:brightness-110">
            {full ? 'Skriv mig på ventelisten' : 'Reserver'}
          </button>
        </form>
      )}
    </div>
  );
}
