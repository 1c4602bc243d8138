import { Link } from '@tanstack/react-router';
import type { MessageId } from '../../../../../shared/i18n';
import type { ReservationStatus, ReservationView } from '../../../../../shared/schemas/reservation';
import { doorCodeForReading } from '../../../../../shared/reservation-text';
import { translated } from '../../../../../shared/translations';
import { usePostedForm } from '../../../components/form/posted-form';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import { PostedMessage } from '../../../components/form/posted-message';
import { useServerWords } from '../../../components/form/server-words';
import { eventDates } from '../event-dates';

/** Where the reservation stands, in the visitor's words. */
const STATUS_WORDS: Record<ReservationStatus, MessageId> = {
  held: 'reservation.status.held',
  confirmed: 'reservation.status.confirmed',
  listed: 'reservation.status.listed',
  waiting: 'reservation.status.waiting',
  offered: 'reservation.status.offered',
};

/** The statuses a visitor still confirms with the button. */
const TO_CONFIRM: readonly ReservationStatus[] = ['held', 'listed', 'offered'];

/**
 * A confirmed reservation's QR code, to hold up to the door's phone, with its code to read out when
 * the camera fails. White around it whatever the page's colours: a scanner needs the quiet zone.
 * The SVG is the server's (qrcode), paths only.
 */
function DoorPass({ code, qr }: { code: string; qr: string }) {
  const readable = doorCodeForReading(code);
  const { t } = useTranslator();
  return (
    <section aria-labelledby="dorkode" className="mt-6 rounded-2xl bg-stone-900 p-5 text-center ring-1 ring-stone-800">
      <h2 id="dorkode" className="text-lg font-bold text-white">
        {t('reservation.door')}
      </h2>
      <div role="img" aria-label={t('reservation.qr', { code: readable })} className="mx-auto mt-4 w-64 max-w-full rounded-lg bg-white" dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="mt-3 font-mono text-2xl font-bold tracking-widest text-white">{readable}</p>
    </section>
  );
}

const button = 'min-h-12 rounded-lg px-5 font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * /reservation?token=…, from the reservation mails: the night, the places and where they stand, and a
 * plain form the server answers (server/http/form-posts.ts, the field `action`): "Bekræft" while the
 * address is not confirmed or a place is offered, and "Annuller reservationen" always. Confirming is a
 * button, not the link itself, so a mail scanner opening the link confirms nothing. Once confirmed, the
 * QR code the door scans, as in the confirmation mail.
 */
export function ReservationPage({ reservation }: { reservation: ReservationView | undefined }) {
  const posted = usePostedForm();
  const { t, dates, locale } = useTranslator();
  const words = useServerWords();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('reservation.title')}</h1>
      {posted?.done ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-accent/40">
          {words(posted.done)}
        </p>
      ) : !reservation ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
          {t('reservation.invalid')}
        </p>
      ) : (
        <>
          <PostedMessage className="mt-4" />
          <dl className="mt-6 grid gap-3 rounded-2xl bg-stone-900 p-5 text-stone-200 ring-1 ring-stone-800">
            <div>
              <dt className="text-sm text-stone-400">{t('reservation.event')}</dt>
              <dd>
                <Link to="/events/$eventId" params={{ eventId: reservation.event.id }} className="font-bold text-white underline underline-offset-2">
                  <Translated value={translated(reservation.event, 'title', locale)} />
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">{t('reservation.when')}</dt>
              <dd className="text-stone-100">
                {eventDates(dates, reservation.event.from, reservation.event.to)}, {reservation.event.venue.name}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">{t('reservation.for')}</dt>
              <dd className="text-stone-100 [overflow-wrap:anywhere]">
                {t('reservation.forWhom', { name: reservation.name, count: reservation.places })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">{t('reservation.status')}</dt>
              <dd className="text-lg font-bold text-accent">{t(STATUS_WORDS[reservation.status])}</dd>
              {reservation.expiresAt && TO_CONFIRM.includes(reservation.status) && (
                <dd className="text-sm text-stone-300">{t('reservation.confirmBy', { deadline: dates.formatDateTime(reservation.expiresAt) })}</dd>
              )}
            </div>
          </dl>
          {reservation.status === 'confirmed' && reservation.doorCode && reservation.doorQr && <DoorPass code={reservation.doorCode} qr={reservation.doorQr} />}
          <form method="post" className="mt-6 flex flex-wrap gap-3">
            {TO_CONFIRM.includes(reservation.status) && (
              <button type="submit" name="action" value="confirm" className={`${button} bg-accent text-stone-950 hover:bg-accent-soft`}>
                {t('reservation.confirm')}
              </button>
            )}
            <button type="submit" name="action" value="cancel" className={`${button} bg-stone-700 text-white hover:bg-stone-600`}>
              {t('reservation.cancel')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
