import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordColumn, RecordList } from './record-list';
import { renderAdminScreen } from './render-admin-screen';

type Venue = { id: number; name: string; city: string };

const VENUES: Venue[] = [
  { id: 1, name: 'Loppen', city: 'København' },
  { id: 2, name: 'Bygningen', city: 'Aarhus' },
];

const COLUMNS: RecordColumn<Venue>[] = [
  { header: 'Navn', rowHeader: true, cell: (venue) => <a href={`/admin/venues/${venue.id}/edit`}>{venue.name}</a> },
  { header: 'By', wide: true, cell: (venue) => venue.city },
  { header: 'Handlinger', headerHidden: true, alignEnd: true, cell: (venue) => <button type="button">Slet {venue.name}</button> },
];

function renderList(records: Venue[]) {
  render(
    <RecordList
      label="Spillesteder"
      records={records}
      columns={COLUMNS}
      empty="Der er ingen spillesteder endnu."
      card={(venue) => (
        <>
          <a href={`/admin/venues/${venue.id}/edit`}>{venue.name}</a> {venue.city}
        </>
      )}
    />,
  );
}

describe('RecordList', () => {
  it('is a table named by its caption, a column header per column and a row per record named by its link', () => {
    renderList(VENUES);
    const table = screen.getByRole('table', { name: 'Spillesteder' });

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Navn', 'By', 'Handlinger']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Loppen', 'Bygningen']);
    expect(within(rows[0]!).getByRole('link', { name: 'Loppen' }).getAttribute('href')).toBe('/admin/venues/1/edit');
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['København', 'Slet Loppen']);
  });

  it('has the same records as stacked cards, the table shown only from the md width and the cards only below it', () => {
    renderList(VENUES);
    // happy-dom applies no stylesheet, so both are in view here; in a browser CSS shows one of them.
    const cards = screen.getByRole('list', { name: 'Spillesteder' });
    expect(within(cards).getAllByRole('listitem').map((card) => card.textContent)).toEqual(['Loppen København', 'Bygningen Aarhus']);
    expect(cards.className).toMatch(/(^| )md:hidden( |$)/);
    expect(screen.getByRole('table').parentElement!.className).toMatch(/(^| )hidden .*md:block/);
  });

  it('says so when there is nothing to list, instead of an empty table', () => {
    renderList([]);
    expect(screen.getByText('Der er ingen spillesteder endnu.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with a link per record, makes each card that one link and stretches the row header\'s link over its row', async () => {
    renderAdminScreen(
      <RecordList
        label="Spillesteder"
        records={VENUES}
        columns={[
          { header: 'Navn', rowHeader: true, cell: (venue) => venue.name },
          { header: 'By', cell: (venue) => venue.city },
        ]}
        rowLink={(venue) => ({ to: '/admin/venues/$venueId/edit', params: { venueId: venue.id } })}
        cardAction={(venue) => <button type="button">Godkend {venue.name}</button>}
        empty="Der er ingen spillesteder endnu."
        card={(venue) => `${venue.name}, ${venue.city}`}
      />,
      {},
    );
    const [loppen] = within(await screen.findByRole('list', { name: 'Spillesteder' })).getAllByRole('listitem');
    const cardLink = within(loppen!).getByRole('link');
    expect([cardLink.textContent, cardLink.getAttribute('href')]).toEqual(['Loppen, København', '/admin/venues/1/edit']);
    // The action sits beside the link, not inside it.
    expect(within(loppen!).getByRole('button').closest('a')).toBeNull();

    const row = within(screen.getByRole('table')).getByRole('rowheader', { name: 'Loppen' }).closest('tr')!;
    expect(row.className).toMatch(/(^| )relative( |$)/);
    expect(within(row).getByRole('link', { name: 'Loppen' }).className).toMatch(/after:inset-0/);
  });
});
