import { formatDateTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { eventWords, STATUS_WORDS } from '../webhook-words';

/** The newest deliveries of one webhook: what was sent, when, how many tries, and what the receiver answered. */
export function WebhookDeliveries({ id }: { id: number }) {
  // Fetched again every few seconds while open: a ping is sent in the background a moment later.
  const { data: deliveries } = trpc.webhooks.deliveries.useQuery({ id }, { refetchInterval: 3000 });
  if (!deliveries) return <p className="text-sm text-stone-600">Henter leveringer …</p>;
  if (deliveries.length === 0) return <p className="text-sm text-stone-600">Intet sendt endnu.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Seneste leveringer</caption>
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">Tidspunkt</th>
            <th scope="col" className="py-1 pr-4 font-medium">Hændelse</th>
            <th scope="col" className="py-1 pr-4 font-medium">Status</th>
            <th scope="col" className="py-1 pr-4 font-medium">Forsøg</th>
            <th scope="col" className="py-1 font-medium">Svar</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t border-stone-200">
              <td className="py-1 pr-4 whitespace-nowrap">{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
              <td className="py-1 pr-4">{eventWords(delivery.type)}</td>
              <td className="py-1 pr-4">{STATUS_WORDS[delivery.status]}</td>
              <td className="py-1 pr-4">{delivery.attempts}</td>
              <td className="py-1">{delivery.responseStatus ?? delivery.error ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
