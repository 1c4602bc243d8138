import { Link, type LinkProps } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';

/** One column of the table a list becomes on wide screens. */
export type RecordColumn<T> = {
  header: string;
  /** For a column whose cells name themselves ("Slet Loppen"): the header is read, not shown. */
  headerHidden?: boolean;
  cell: (record: T) => ReactNode;
  /**
   * The cell that names the row (the one linking to the edit screen): a row header, so a screen
   * reader says whose date or genres it reads when moving along a row.
   */
  rowHeader?: boolean;
  /**
   * Shown only from the `lg` width: on a 768–1024 px screen a table of every column would not fit.
   * What such a column holds then goes under the row's name (`lg:hidden` in its cell).
   */
  wide?: boolean;
  /** Buttons sit at the row's end. */
  alignEnd?: boolean;
};

type RecordListProps<T extends { id: number }> = {
  /** Names the table (its caption) and the list on phones: "Kommende events". */
  label: string;
  records: readonly T[];
  columns: readonly RecordColumn<T>[];
  /** A record on a phone, as a stacked card: what the table's columns hold, under one another. */
  card: (record: T) => ReactNode;
  /**
   * The record's edit screen. A card is then one link, and a table row is one through its row
   * header's link, stretched over the row: a tap anywhere on a record opens it.
   */
  rowLink?: (record: T) => LinkProps;
  /** A card's button beside its link, for a row's main action other than opening it ("Godkend"). */
  cardAction?: (record: T) => ReactNode;
  /** What shows when there are no records, in place of the list. */
  empty: string;
};

const cellPadding = 'px-3 py-3 first:pl-4 last:pr-4';
// The card's padding is inside its link, so the whole card is what a finger hits, at least 44 px tall.
const cardClass = 'flex min-h-11 min-w-0 flex-1 items-center gap-3 px-4 py-3';
const cardLinkClass = 'text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-strong';
const wideOnly = 'hidden lg:table-cell';

/**
 * An admin list (docs/screens.md "Lists"): stacked cards on phones, a table from the `md` width up. Both are
 * rendered and CSS shows one, so server and browser render the same and neither needs the window's
 * width; the hidden one is `display: none`, which also takes it out of what screen readers see.
 */
export function RecordList<T extends { id: number }>({ label, records, columns, card, rowLink, cardAction, empty }: RecordListProps<T>) {
  if (records.length === 0) {
    return <p className="rounded-md border border-dashed border-stone-300 p-6 text-center text-stone-600">{empty}</p>;
  }
  return (
    <>
      <ul aria-label={label} className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white md:hidden">
        {records.map((record) => (
          <li key={record.id} className="flex items-center">
            {rowLink ? (
              <Link {...rowLink(record)} className={`${cardClass} ${cardLinkClass}`}>
                {card(record)}
              </Link>
            ) : (
              <div className={cardClass}>{card(record)}</div>
            )}
            {cardAction && <div className="shrink-0 pr-4">{cardAction(record)}</div>}
          </li>
        ))}
      </ul>
      {/* Scrolls rather than spilling out of the page should a long word still not fit. */}
      <div className="hidden overflow-x-auto rounded-md border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`${cellPadding} font-semibold ${column.wide ? wideOnly : ''} ${column.alignEnd ? 'text-right' : ''}`}
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {records.map((record) => (
              <tr key={record.id} className="relative align-top hover:bg-stone-50">
                {columns.map((column) => {
                  const className = `${cellPadding} ${column.wide ? wideOnly : ''}`;
                  // Above the row's stretched link, so its buttons stay its own.
                  const content = column.alignEnd ? <div className="relative flex justify-end gap-2">{column.cell(record)}</div> : column.cell(record);
                  return column.rowHeader ? (
                    <th key={column.header} scope="row" className={`${className} font-normal`}>
                      {rowLink ? (
                        <Link {...rowLink(record)} className={`${recordLinkClass} after:absolute after:inset-0`}>
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </th>
                  ) : (
                    <td key={column.header} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One titled part of a list page ("Kommende", "Tidligere"), a region named by its heading. */
export function ListSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The link from a table row to its edit screen: the row's name, with a focus ring that reads on white. */
const recordLinkClass =
  'font-medium text-stone-900 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-strong';

/** "Kun for medlemmer" and other short marks beside a record's name. */
export const markClass = 'inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-800';
