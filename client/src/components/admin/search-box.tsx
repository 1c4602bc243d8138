import { Icon } from '../icon/icon';

/** Filters a list as you type (docs/screens.md "Lists"). */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative mb-6 max-w-sm">
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-11 w-full rounded-md border border-stone-300 bg-white py-2 pr-3 pl-9 text-base text-stone-900 shadow-sm focus:border-accent-strong focus:outline-2 focus:outline-accent-strong"
      />
    </div>
  );
}

/** Whether a record's text contains what was typed, case ignored. */
export function matchesSearch(query: string, ...texts: readonly string[]): boolean {
  const needle = query.trim().toLocaleLowerCase('da');
  return !needle || texts.some((text) => text.toLocaleLowerCase('da').includes(needle));
}

/** What an empty list says: that nothing matched the search, or else that there is nothing yet. */
export function emptyListText(query: string, nothingYet: string): string {
  return query.trim() ? `Intet matcher »${query.trim()}«.` : nothingYet;
}
