import { OFFER_STATUS_LABELS, type OfferStatus } from '../../../../shared/schemas/offer';

const STATUS_COLOURS: Record<OfferStatus, string> = {
  sent: 'bg-violet-100 text-violet-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
};

/**
 * An offer's status as a small badge, in the booking calendar and on an application's page (so
 * neither feature imports the other). `prefix` reads "Tilbud sendt" where the badge stands alone.
 */
export function OfferStatusBadge({ status, prefix }: { status: OfferStatus; prefix?: boolean }) {
  const label = OFFER_STATUS_LABELS[status];
  return (
    <span className={`inline-block max-w-full rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
      {prefix ? `Tilbud ${label.toLowerCase()}` : label}
    </span>
  );
}
