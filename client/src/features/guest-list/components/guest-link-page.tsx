import { Link } from '@tanstack/react-router';
import { GUEST_PLUS_MAX, type GuestLinkView, guestNameText } from '../../../../../shared/schemas/guest-list';
import { usePostedForm } from '../../../components/form/posted-form';
import { PostedRefusal } from '../../../components/form/posted-refusal';
import { RANGE_DASH } from '../../../lib/format-date';
import { useTranslator } from '../../../lib/i18n';
import { useRefusalText } from '../../../lib/refusal-text';
import { isOneEvening } from '../../../../../shared/danish-date';
import type { DateWords } from '../../../../../shared/i18n';

const field = 'min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-accent focus:outline-none';
const panel = 'rounded-lg bg-stone-900 p-4 text-stone-100';

/** What +N a name may bring: no more than the places left after the name itself. */
const plusChoices = (left: number) => Array.from({ length: Math.max(0, Math.min(GUEST_PLUS_MAX, left - 1)) + 1 }, (_, plus) => plus);

/** The night as the act's page gives it: "lørdag 14. marts 2026 kl. 20.00–23.30", the end's date only when it is another evening. */
function nightText({ from, to }: { from: string; to: string }, dates: DateWords): string {
  return isOneEvening(from, to) ? `${dates.formatDateTime(from)}${RANGE_DASH}${dates.formatTime(to)}` : `${dates.formatDateTime(from)} – ${dates.formatDateTime(to)}`;
}

/** A field's refusal after a post without scripts, tied to its control. */
function Refusal({ id, message }: { id: string; message: string | undefined }) {
  const refusalText = useRefusalText();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-300">
      {refusalText(message)}
    </p>
  );
}

/** The name and +N, as a plain form the server answers; refusals come back at their fields. */
function AddGuestForm({ left }: { left: number }) {
  const { t } = useTranslator();
  const posted = usePostedForm();
  const refusedName = posted?.refusals.name;
  const refusedPlus = posted?.refusals.plus;
  return (
    <form method="post" className="mt-6 grid gap-4 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
      <h2 className="text-xl font-bold text-white">{t('guestList.addHeading')}</h2>
      <input type="hidden" name="action" value="add" />
      <div className="grid gap-1">
        <label htmlFor="guest-name" className="font-semibold text-stone-200">
          {t('guestList.name')}
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
          {t('guestList.plus')}
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
              {plus === 0 ? t('guestList.plusNone') : `+${plus}`}
            </option>
          ))}
        </select>
        <p id="guest-plus-hint" className="text-sm text-stone-400">
          {t('guestList.plusHint')}
        </p>
        <Refusal id="guest-plus-error" message={refusedPlus} />
      </div>
      <button type="submit" className="min-h-12 rounded-lg bg-accent px-5 font-bold text-stone-950 hover:brightness-110">
        {t('guestList.add')}
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
  const { t, dates } = useTranslator();
  const refusalText = useRefusalText();
  if (!view) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-black tracking-tight text-white">{t('guestList.title')}</h1>
        <p role="status" className={`mt-6 ${panel} ring-1 ring-stone-700`}>
          {t('guestList.linkInvalid')}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('guestList.title')}</h1>
      <p className="mt-2 text-lg text-stone-300">
        <span className="font-bold text-white">{view.artist.name}</span> {t('guestList.at')}{' '}
        <Link to="/events/$eventId" params={{ eventId: view.event.id }} className="font-bold text-white underline underline-offset-2">
          {view.event.title}
        </Link>
        <br />
        {nightText(view.event, dates)}, {view.event.venue.name}
      </p>
      <p className="mt-4 text-2xl font-black text-accent">{t('guestList.placesLeft', { left: view.left, limit: view.limit })}</p>
      {view.open ? (
        <p className="mt-1 text-sm text-stone-400">{t('guestList.editableUntil', { time: dates.formatDateTime(view.closesAt) })}</p>
      ) : (
        <p role="status" className={`mt-4 ${panel} ring-1 ring-stone-700`}>
          {new Date(view.closesAt).getTime() <= Date.now() ? t('guestList.doorsOpen') : t('guestList.cancelled')}
        </p>
      )}
      <PostedRefusal className="mt-4" wording={refusalText} />
      <h2 className="mt-8 text-xl font-bold text-white">{t('guestList.yourGuests')}</h2>
      {view.entries.length === 0 ? (
        <p className="mt-2 text-stone-300">{t('guestList.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-800 rounded-2xl bg-stone-900 ring-1 ring-stone-800">
          {view.entries.map((entry) => (
            <li key={entry.id} className="flex min-h-14 items-center justify-between gap-3 px-4 py-2">
              <span className="text-stone-100 [overflow-wrap:anywhere]">
                {guestNameText(entry.name, entry.plus)}
                {!entry.own && <span className="block text-sm text-stone-400">{t('guestList.addedByVenue')}</span>}
              </span>
              {entry.own && view.open && (
                <form method="post">
                  <input type="hidden" name="action" value="remove" />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <button
                    type="submit"
                    aria-label={t('guestList.removeName', { name: entry.name })}
                    className="min-h-11 rounded-lg bg-stone-700 px-4 font-bold text-white hover:bg-stone-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    {t('guestList.remove')}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.open && (view.left > 0 ? <AddGuestForm left={view.left} /> : <p className={`mt-6 ${panel}`}>{t('guestList.full')}</p>)}
    </div>
  );
}
