import { Link } from '@tanstack/react-router';
import { useTranslator } from '../../../lib/i18n';
import type { EventFilters } from '../event-filters';

type FilterChipsProps = {
  legend: string;
  name: keyof EventFilters;
  options: { id: NonNullable<EventFilters[keyof EventFilters]>; name: string }[];
  filters: EventFilters;
};

const chipClass =
  'inline-flex min-h-9 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors ring-white/20 text-stone-200 hover:bg-white/10 aria-[current=page]:bg-accent aria-[current=page]:text-stone-950 aria-[current=page]:ring-accent';

/**
 * One row of filter choices as links, so filtering works without JavaScript and each filtered
 * list has an address to share. A choice leads to the start of the programme so filtered; the
 * chosen one is marked by the router (aria-current="page") for eyes and screen readers, also on a
 * later slice (?fra=…): the filters must match, what else the address holds need not.
 */
const chosen = { includeSearch: true, explicitUndefined: true } as const;
export function FilterChips({ legend, name, options, filters }: FilterChipsProps) {
  const { t } = useTranslator();
  return (
    <nav aria-label={legend} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-stone-300">{legend}:</span>
      <Link to="/events" search={{ ...filters, [name]: undefined }} activeOptions={chosen} className={chipClass} resetScroll={false}>
        {t('events.filterAll')}
      </Link>
      {options.map((option) => (
        <Link
          key={String(option.id)}
          to="/events"
          search={{ ...filters, [name]: option.id }}
          activeOptions={chosen}
          className={chipClass}
          resetScroll={false}
        >
          {option.name}
        </Link>
      ))}
    </nav>
  );
}
