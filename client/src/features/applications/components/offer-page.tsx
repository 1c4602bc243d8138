import type { OfferStatus, OfferView } from '../../../../../shared/schemas/offer';
import type { MessageId } from '../../../../../shared/i18n';
import { RANGE_DASH } from '../../../lib/format-date';
import { useTranslator } from '../../../lib/i18n';
import { formatCalendarDate, formatFileSize, formatKroner } from '../../../lib/offer-terms';
import { useRefusalText } from '../../../lib/refusal-text';
import { PostedRefusal } from '../../../components/form/posted-refusal';

/** Where the offer stands, in the act's words. */
const STATUS_WORDS: Record<OfferStatus, MessageId> = {
  sent: 'apply.offer.sent',
  accepted: 'apply.offer.accepted',
  declined: 'apply.offer.declined',
  withdrawn: 'apply.offer.withdrawn',
};

/** What the page says once the offer is answered (or taken back). */
const ANSWERED: Record<Exclude<OfferStatus, 'sent'>, MessageId> = {
  accepted: 'apply.offerAnswered.accepted',
  declined: 'apply.offerAnswered.declined',
  withdrawn: 'apply.offerAnswered.withdrawn',
};

const button = 'min-h-12 rounded-lg px-5 font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-400">{label}</dt>
      <dd className="whitespace-pre-line text-stone-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * /spil-hos-os/tilbud?token=…, from the offer mail: the venue's terms for the held date (the contract
 * a download by the same secret), and while
 * the offer waits a plain form with "Accepter tilbuddet" and "Afslå" that the server answers
 * (server/http/form-posts.ts, the field `answer`), scripts or not.
 */
export function OfferPage({ offer, token }: { offer: OfferView | undefined; token: string }) {
  const { t, dates, locale } = useTranslator();
  const refusalText = useRefusalText();
  const atTime = (time: string) => t('apply.offerAtTime', { time });
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('apply.offerHeading')}</h1>
      {!offer ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
          {t('apply.offerInvalid')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-lg text-stone-300">
            {t('apply.offerTo')} <strong className="text-white">{offer.actName}</strong> {t('apply.offerFrom')} <strong className="text-white">{offer.venue.name}</strong>
          </p>
          <PostedRefusal className="mt-4" wording={refusalText} />
          {offer.message && (
            <section aria-labelledby="offer-message" className="mt-6 rounded-2xl bg-stone-900 p-5 ring-1 ring-accent/40">
              <h2 id="offer-message" className="text-sm text-stone-400">
                {t('apply.offerMessageFrom', { venue: offer.venue.name })}
              </h2>
              <p className="mt-1 whitespace-pre-line text-stone-100 [overflow-wrap:anywhere]">{offer.message}</p>
            </section>
          )}
          <dl className="mt-6 grid gap-3 rounded-2xl bg-stone-900 p-5 text-stone-200 ring-1 ring-stone-800">
            <Fact label={t('apply.offerVenue')}>{offer.venue.name}</Fact>
            <Fact label={t('apply.offerDate')}>{formatCalendarDate(offer.date, dates.formatDate)}</Fact>
            {offer.doorsAt && <Fact label={t('apply.offerDoors')}>{atTime(dates.formatTime(offer.doorsAt))}</Fact>}
            <Fact label={t('apply.offerConcert')}>{atTime(`${dates.formatTime(offer.startsAt)}${RANGE_DASH}${dates.formatTime(offer.endsAt)}`)}</Fact>
            <Fact label={t('apply.offerDeal')}>
              {offer.dealKind === 'fee' ? t('apply.offerFee', { amount: formatKroner(offer.fee ?? 0, locale) }) : t('apply.offerDoorDeal', { deal: offer.doorDeal ?? '' })}
            </Fact>
            {offer.hospitality && <Fact label={t('apply.offerHospitality')}>{offer.hospitality}</Fact>}
            {offer.rider && <Fact label={t('apply.offerRider')}>{offer.rider}</Fact>}
            {offer.contract && (
              <div>
                <dt className="text-sm text-stone-400">{t('apply.offerContract')}</dt>
                <dd>
                  <a
                    href={`/api/offers/contract?token=${encodeURIComponent(token)}`}
                    download
                    className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2 [overflow-wrap:anywhere]"
                  >
                    {t('apply.offerDownload', { file: offer.contract.fileName, size: formatFileSize(offer.contract.size, locale) })}
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt className="text-sm text-stone-400">{t('apply.offerStatus')}</dt>
              <dd className="text-lg font-bold text-accent">{t(STATUS_WORDS[offer.status])}</dd>
            </div>
          </dl>
          {offer.status === 'sent' ? (
            <form method="post" className="mt-6 grid gap-3">
              <p className="text-stone-300">{t('apply.offerQuestion')}</p>
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="answer" value="accept" className={`${button} bg-accent text-stone-950 hover:bg-accent-soft`}>
                  {t('apply.offerAccept')}
                </button>
                <button type="submit" name="answer" value="decline" className={`${button} bg-stone-700 text-white hover:bg-stone-600`}>
                  {t('apply.offerDecline')}
                </button>
              </div>
            </form>
          ) : (
            <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
              {t(ANSWERED[offer.status])}
            </p>
          )}
        </>
      )}
    </div>
  );
}
