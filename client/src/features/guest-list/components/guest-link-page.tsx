import { Link } from '@tanstack/react-router';
import { GUEST_LIST_MESSAGES, GUEST_PLUS_MAX, type GuestLinkView, guestNameText, guestPlacesLeftText } from '../../../../../shared/schemas/guest-list';
import { usePostedForm } from '../../../components/form/posted-form';
import { PostedRefusal } from '../../../components/form/posted-refusal';
import { formatDateTime, formatEventDates } from '../../../lib/format-date';

const field = 'min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-accent focus:outline-none';
const panel = 'rounded-lg bg-stone-900 p-4 text-stone-100';

/** What +N a name may bring: no more than the places left after the name itself. */
const plusChoices = (left: number) => Array.from({ length: Math.max(0, Math.min(GUEST_PLUS_MAX, left - 1)) + 1 }, (_, plus) => plus);

/** A field's refusal after a post without scripts, tied to its control. */
function Refusal({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-300">
      {message}
    </p>
  );
}

/** The name and +N, as a plain form the server answers; refusals come back at their fields. */
function AddGuestForm({ left }: { left: number }) {
  const posted = usePostedForm();
  const refusedName = posted?.refusals.name;
  const refusedPlus = posted?.refusals.plus;
  return (
    <form method="post" className="mt-6 grid gap-4 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
      <h2 className="text-xl font-bold text-white">Skriv en gæst på</h2>
      <input type="hidden" name="action" value="add" />
      <div className="grid gap-1">
        <label htmlFor="guest-name" className="font-semibold text-stone-200">
          Navn
        </label>
        <input
          id="guest-name"
          name="name"
          type="text"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={String(posted?.values.name ?? '')}
          aria-invalid={refusedName ? true : undefined}
          aria-describedby={refusedName ? 'guest-name-error' : undefined}
          className={field}
        />
        <Refusal id="guest-name-error" message={refusedName} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="guest-plus" className="font-semibold text-stone-200">
          Har med (+N)
        </label>
        <select
          id="guest-plus"
          name="plus"
          defaultValue={String(posted?.values.plus ?? 0)}
          aria-invalid={refusedPlus ? true : undefined}
          aria-describedby={refusedPlus ? 'guest-plus-error' : 'guest-plus-hint'}
          className={field}
        >
          {plusChoices(left).map((plus) => (
            <option key={plus} value={plus}>
              {plus === 0 ? 'Ingen (kun navnet)' : `+${plus}`}
            </option>
          ))}
        </select>
        <p id="guest-plus-hint" className="text-sm text-stone-400">
          +1 er én person mere på samme navn.
        </p>
        <Refusal id="guest-plus-error" message={refusedPlus} />
      </div>
      <button type="submit" className="min-h-12 rounded-lg bg-accent px-5 font-bold text-stone-950 hover:brightness-110">
        Skriv på listen
      </button>
    </form>
  );
}

/**
 * /gaesteliste?token=…, from the mail booking sends an act: the night, the act's places and what is
 * left ("2 af 4 pladser tilbage"), its guests, and plain forms the server answers
 * (server/http/form-posts.ts) to add a name with +N and to remove one the act put on itself. Closed
 * once the doors open, or when the night is cancelled.
 */
export function GuestLinkPage({ view }: { view: GuestLinkView | undefined }) {
  if (!view) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-black tracking-tight text-white">Gæsteliste</h1>
        <p role="status" className={`mt-6 ${panel} ring-1 ring-stone-700`}>
          {GUEST_LIST_MESSAGES.linkInvalid}. Er der sendt et nyt link, virker kun det nyeste.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">Gæsteliste</h1>
      <p className="mt-2 text-lg text-stone-300">
        <span className="font-bold text-white">{view.artist.name}</span> til{' '}
        <Link to="/events/$eventId" params={{ eventId: view.event.id }} className="font-bold text-white underline underline-offset-2">
          {view.event.title}
        </Link>
        <br />
        {formatEventDates(view.event.from, view.event.to)}, {view.event.venue.name}
      </p>
      <p className="mt-4 text-2xl font-black text-accent">{guestPlacesLeftText(view.left, view.limit)}</p>
      {view.open ? (
        <p className="mt-1 text-sm text-stone-400">Navnene kan rettes, til dørene åbner {formatDateTime(view.closesAt)}.</p>
      ) : (
        <p role="status" className={`mt-4 ${panel} ring-1 ring-stone-700`}>
          {new Date(view.closesAt).getTime() <= Date.now() ? GUEST_LIST_MESSAGES.doorsOpen : GUEST_LIST_MESSAGES.cancelled}
        </p>
      )}
      <PostedRefusal className="mt-4" />
      <h2 className="mt-8 text-xl font-bold text-white">Jeres gæster</h2>
      {view.entries.length === 0 ? (
        <p className="mt-2 text-stone-300">Ingen endnu.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-800 rounded-2xl bg-stone-900 ring-1 ring-stone-800">
          {view.entries.map((entry) => (
            <li key={entry.id} className="flex min-h-14 items-center justify-between gap-3 px-4 py-2">
              <span className="text-stone-100 [overflow-wrap:anywhere]">
                {guestNameText(entry.name, entry.plus)}
                {!entry.own && <span className="block text-sm text-stone-400">Skrevet på af spillestedet</span>}
              </span>
              {entry.own && view.open && (
                <form method="post">
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <button
                    type="submit"
                    aria-label={`Fjern ${entry.name}`}
                    className="min-h-11 rounded-lg bg-stone-700 px-4 font-bold text-white hover:bg-stone-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    Fjern
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.open && (view.left > 0 ? <AddGuestForm left={view.left} /> : <p className={`mt-6 ${panel}`}>Alle pladser er brugt. Fjern et navn for at skrive et andet på.</p>)}
    </div>
  );
}
