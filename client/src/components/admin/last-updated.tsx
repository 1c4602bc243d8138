import { skipToken } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format-date';
import { trpc } from '../../lib/trpc';

/** "Senest opdateret af …, når" on every edit screen (docs/product.md). */
export function LastUpdated({ record }: { record: { updatedAt: string; updatedBy?: number | null } }) {
  // Optional: the updater may have been deleted since, and the page is useful without the name.
  const updater = trpc.members.byId.useQuery(record.updatedBy ? { id: record.updatedBy } : skipToken);
  const when = formatDateTime(record.updatedAt);
  return (
    <p className="mb-6 text-sm text-stone-600">
      {updater.data
        ? `Senest opdateret af ${updater.data.firstName} ${updater.data.lastName}, ${when}`
        : `Senest opdateret ${when}`}
    </p>
  );
}
