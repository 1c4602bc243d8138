import type { ReactNode } from 'react';
import type { ApiToken } from '../../../../../shared/schemas/api-token';
import { DeleteButton } from '../../../components/admin/delete-button';
import { type RecordColumn, RecordList } from '../../../components/admin/record-list';
import { formatDateTime } from '../../../lib/format-date';
import { expiryText, lastUsedText, scopesText } from '../api-token-queries';

type ApiTokenListProps<T extends ApiToken> = {
  label: string;
  tokens: readonly T[];
  empty: string;
  /** Whose token it is, on the admins' list of everyone's. */
  owner?: (token: T) => ReactNode;
  onRevoke: (id: number) => Promise<unknown>;
  pending: boolean;
};

/** Tokens with what they may do, when they were made and last used, and when they run out; each may be deleted. */
export function ApiTokenList<T extends ApiToken>({ label, tokens, empty, owner, onRevoke, pending }: ApiTokenListProps<T>) {
  const revoke = (token: T) => (
    <DeleteButton name={token.name} onDelete={() => onRevoke(token.id)} pending={pending}>
      Scripts, der bruger nøglen, får afslag fra næste forespørgsel. Det kan ikke fortrydes.
    </DeleteButton>
  );
  const columns: RecordColumn<T>[] = [
    { header: 'Navn', rowHeader: true, cell: (token) => <span className="font-medium text-stone-900">{token.name}</span> },
    ...(owner ? [{ header: 'Medlem', cell: owner }] : []),
    { header: 'Må', cell: scopesText },
    { header: 'Oprettet', wide: true, cell: (token) => formatDateTime(token.createdAt) },
    { header: 'Senest brugt', cell: lastUsedText },
    { header: 'Udløber', cell: (token) => expiryText(token) },
    { header: 'Handlinger', headerHidden: true, alignEnd: true, cell: revoke },
  ];

  return (
    <RecordList
      label={label}
      records={tokens}
      columns={columns}
      empty={empty}
      card={(token) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-stone-900">{token.name}</p>
            {owner && <p className="text-sm text-stone-700">{owner(token)}</p>}
            <p className="text-sm text-stone-600">
              {scopesText(token)} · senest brugt: {lastUsedText(token)} · udløber: {expiryText(token)}
            </p>
          </div>
          {revoke(token)}
        </>
      )}
    />
  );
}
