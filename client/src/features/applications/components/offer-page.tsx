import type { OfferStatus, OfferView } from '../../../../../shared/schemas/offer';
import { formatTime, formatTimeRange } from '../../../lib/format-date';
import { dealText, formatCalendarDate, formatFileSize } from '../../../lib/offer-terms';
import { PostedRefusal } from '../../../components/form/posted-refusal';

/** Where the offer stands, in the act's words. */
const STATUS_WORDS: Record<OfferStatus, string> = {
  sent: 'Venter på jeres svar',
  accepted: 'Accepteret',
  declined: 'Afslået',
  withdrawn: 'Trukket tilbage',
};

/** What the page says once the offer is answered (or taken back). */
const ANSWERED: Record<Exclude<OfferStatus, 'sent'>, string> = {
  accepted: 'I har accepteret. Vi glæder os til at se jer! Vi skriver til jer om det praktiske.',
  declined: 'I har afslået tilbuddet. Tak for svaret, og held og lykke derude. I er altid velkomne til at søge igen.',
  withdrawn: 'Vi har trukket tilbuddet tilbage. Skriv til os, hvis I har spørgsmål.',
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
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">Tilbud</h1>
      {!offer ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
          Linket er ugyldigt eller udløbet. Skriv til os, hvis I mener, I har fået et tilbud.
        </p>
      ) : (
        <>
          <p className="mt-2 text-lg text-stone-300">
            Til <strong className="text-white">{offer.actName}</strong> fra <strong className="text-white">{offer.venue.name}</strong>
          </p>
          <PostedRefusal className="mt-4" />
          {offer.message && (
            <section aria-labelledby="offer-message" className="mt-6 rounded-2xl bg-stone-900 p-5 ring-1 ring-accent/40">
              <h2 id="offer-message" className="text-sm text-stone-400">
                Besked fra {offer.venue.name}
              </h2>
              <p className="mt-1 whitespace-pre-line text-stone-100 [overflow-wrap:anywhere]">{offer.message}</p>
            </section>
          )}
          <dl className="mt-6 grid gap-3 rounded-2xl bg-stone-900 p-5 text-stone-200 ring-1 ring-stone-800">
            <Fact label="Spillested">{offer.venue.name}</Fact>
            <Fact label="Dato">{formatCalendarDate(offer.date)}</Fact>
            {offer.doorsAt && <Fact label="Dørene åbner">{`kl. ${formatTime(offer.doorsAt)}`}</Fact>}
            <Fact label="Koncerten">{`kl. ${formatTimeRange(offer.startsAt, offer.endsAt)}`}</Fact>
            <Fact label="Aftale">{dealText(offer)}</Fact>
            {offer.hospitality && <Fact label="Forplejning">{offer.hospitality}</Fact>}
            {offer.rider && <Fact label="Teknik og rider">{offer.rider}</Fact>}
            {offer.contract && (
              <div>
                <dt className="text-sm text-stone-400">Kontrakt</dt>
                <dd>
                  <a
                    href={`/api/offers/contract?token=${encodeURIComponent(token)}`}
                    download
                    className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2 [overflow-wrap:anywhere]"
                  >
                    Hent {offer.contract.fileName} ({formatFileSize(offer.contract.size)})
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt className="text-sm text-stone-400">Status</dt>
              <dd className="text-lg font-bold text-accent">{STATUS_WORDS[offer.status]}</dd>
            </div>
          </dl>
          {offer.status === 'sent' ? (
            <form method="post" className="mt-6 grid gap-3">
              <p className="text-stone-300">Passer det jer? Svar herunder, så ved vi, om datoen er jeres.</p>
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="answer" value="accept" className={`${button} bg-accent text-stone-950 hover:bg-accent-soft`}>
                  Accepter tilbuddet
                </button>
                <button type="submit" name="answer" value="decline" className={`${button} bg-stone-700 text-white hover:bg-stone-600`}>
                  Afslå
                </button>
              </div>
            </form>
          ) : (
            <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
              {ANSWERED[offer.status]}
            </p>
          )}
        </>
      )}
    </div>
  );
}
