import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { formatDate } from '../../../../../shared/danish-date';
import type { Offer } from '../../../../../shared/schemas/offer';
import { ContractLink, ContractUploadButton } from '../../../components/admin/offer-contract';
import { OfferStatusBadge } from '../../../components/admin/offer-status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatTime, formatTimeRange } from '../../../lib/format-date';
import { dealText, formatCalendarDate } from '../../../lib/offer-terms';
import { trpc } from '../../../lib/trpc';
import { useApplicationActions } from '../use-application-actions';

const card = 'rounded-lg border border-stone-200 bg-white p-4';

type OfferItemProps = {
  offer: Offer;
  pending: boolean;
  onWithdraw: () => void;
  onAttach: (file: File) => void;
  onRemoveContract: () => void;
};

function OfferItem({ offer, pending, onWithdraw, onAttach, onRemoveContract }: OfferItemProps) {
  const open = offer.status === 'sent' || offer.status === 'accepted';
  return (
    <li className="grid gap-1 border-t border-stone-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">
          {formatCalendarDate(offer.date)} hos {offer.venue.name}
        </p>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p className="text-sm text-stone-800">
        {offer.doorsAt && `Døre kl. ${formatTime(offer.doorsAt)} · `}Koncert kl. {formatTimeRange(offer.startsAt, offer.endsAt)}
      </p>
      <p className="text-sm text-stone-800 [overflow-wrap:anywhere]">{dealText(offer)}</p>
      <p className="text-xs text-stone-600">
        Sendt {formatDate(offer.createdAt)}
        {offer.answeredAt && `, ${offer.status === 'withdrawn' ? 'trukket tilbage' : 'besvaret'} ${formatDate(offer.answeredAt)}`}
      </p>
      {(offer.contract || open) && (
        <p className="text-sm text-stone-800">
          Kontrakt: {offer.contract ? <ContractLink offer={offer} /> : 'ingen endnu'}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {open && <ContractUploadButton label={offer.contract ? 'Udskift kontrakten' : 'Læg en kontrakt ved'} onPick={onAttach} disabled={pending} />}
        {open && offer.contract && (
          <Button variant="secondary" onClick={onRemoveContract}>
            Fjern kontrakten
          </Button>
        )}
        {offer.status === 'sent' && (
          <Button variant="secondary" onClick={onWithdraw}>
            Træk tilbage
          </Button>
        )}
      </div>
      {offer.eventId !== undefined && (
        <p className="text-sm">
          <Link to="/admin/events/$eventId/edit" params={{ eventId: offer.eventId }} className="inline-block min-h-6 py-0.5 font-medium underline decoration-green-600 underline-offset-2">
            Åbn arrangementet
          </Link>
        </p>
      )}
    </li>
  );
}

/**
 * "Tilbud" on an application's page: the offers sent to its act from the booking calendar, newest
 * first, with their status and contract; a sent one can be taken back, an accepted one leads to its
 * draft event, and while either stands a contract (PDF) can be laid beside it, replaced or removed.
 */
export function ApplicationOffers({ applicationId }: { applicationId: number }) {
  const [{ records: offers }] = trpc.offers.list.useSuspenseQuery({ applicationId });
  const { withdrawOffer, attachContract, removeContract, pending } = useApplicationActions();
  /** What waits for a yes: taking an offer back, or its contract away. */
  const [confirming, setConfirming] = useState<{ offer: Offer; action: 'withdraw' | 'removeContract' }>();
  const headingId = useId();
  const withdrawing = confirming?.action === 'withdraw';
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-xl font-semibold">
        Tilbud
      </h2>
      {offers.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          Ingen tilbud endnu. Et tilbud sendes på en option fra{' '}
          <Link to="/admin/booking" search={{ applicationId }} className="underline">
            bookingkalenderen
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Tilbud til akten" className="mt-3 grid gap-3">
          {offers.map((offer) => (
            <OfferItem
              key={offer.id}
              offer={offer}
              pending={pending}
              onWithdraw={() => setConfirming({ offer, action: 'withdraw' })}
              onAttach={(file) => void attachContract(offer.id, file)}
              onRemoveContract={() => setConfirming({ offer, action: 'removeContract' })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title={withdrawing ? 'Træk tilbuddet tilbage?' : 'Fjern kontrakten?'}
        confirmLabel={withdrawing ? 'Træk tilbage' : 'Fjern kontrakten'}
        pending={pending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={async () => {
          if (!confirming) return;
          // Refused (answered meanwhile), the toast says why and the list shows what is.
          await (withdrawing ? withdrawOffer(confirming.offer.id) : removeContract(confirming.offer.id));
          setConfirming(undefined);
        }}
      >
        {confirming &&
          (withdrawing ? (
            <>
              Tilbuddet på {formatCalendarDate(confirming.offer.date)} trækkes tilbage. Akten kan ikke længere svare på det, og linket i deres mail siger, at det er trukket tilbage.
            </>
          ) : (
            <>Kontrakten {confirming.offer.contract?.fileName} slettes. Akten kan ikke længere hente den fra tilbuddets side.</>
          ))}
      </ConfirmDialog>
    </section>
  );
}
