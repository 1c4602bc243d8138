import { useState } from 'react';
import { type RecordColumn, RecordList } from '../../../components/admin/record-list';
import { RowMenu } from '../../../components/admin/row-menu';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { artistCountText, type GenreRow } from '../genre-queries';
import { DeleteGenreButton } from './delete-genre-button';
import { MergeGenreButton } from './merge-genre-button';
import { RenameGenreForm } from './rename-genre-form';

/**
 * Every genre with how many artists have it, to keep the list tidy: rename in place, merge a
 * duplicate into the right one, delete one nobody uses. New genres are made on the artist form.
 */
export function GenreListPage({ canManage }: { canManage: boolean }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [genres] = trpc.genres.usage.useSuspenseQuery();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<number>();
  const shown = genres.filter((genre) => matchesSearch(query, genre.name));

  const name = (genre: GenreRow) =>
    editing === genre.id ? (
      <RenameGenreForm genre={genre} onClose={() => setEditing(undefined)} />
    ) : (
      <span className="font-medium text-stone-900">{genre.name}</span>
    );
  const actions = (genre: GenreRow) =>
    editing !== genre.id && (
      <RowMenu name={genre.name}>
        <Button variant="secondary" onClick={() => setEditing(genre.id)}>
          Omdøb<span className="sr-only"> {genre.name}</span>
        </Button>
        <MergeGenreButton genre={genre} genres={genres} />
        <DeleteGenreButton genre={genre} />
      </RowMenu>
    );

  const columns: RecordColumn<GenreRow>[] = [
    { header: 'Navn', rowHeader: true, cell: name },
    { header: 'Kunstnere', cell: (genre) => genre.artistCount },
  ];
  if (canManage) columns.push({ header: 'Handlinger', headerHidden: true, alignEnd: true, cell: actions });

  return (
    <>
      <PageHeading title="Genrer" />
      <SearchBox label="Søg i genrer" value={query} onChange={setQuery} />
      <RecordList
        label="Genrer"
        records={shown}
        columns={columns}
        empty={emptyListText(query, 'Der er ingen genrer endnu. De oprettes på kunstnerens formular.')}
        card={(genre) => (
          <>
            <div className="min-w-0 flex-1">
              {name(genre)}
              <p className="text-sm text-stone-600">{artistCountText(genre.artistCount)}</p>
            </div>
            {canManage && actions(genre)}
          </>
        )}
      />
    </>
  );
}
