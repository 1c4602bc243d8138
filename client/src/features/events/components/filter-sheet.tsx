import { Link } from '@tanstack/react-router';
import type { EventKind } from '../../../../../shared/event-night';
import { useTranslator } from '../../../lib/i18n';
import { KIND_LABEL } from '../event-words';
import type { EventFilters } from '../event-filters';
import { FilterChips } from './filter-chips';

type Option = { id: number; name: string };

/**
 * "Filtrér (1)": the kind, genre, venue and step-free choices in a sheet behind one control, so a phone's first
 * screen shows concerts rather than ~350 px of chips. A <details> opens without JavaScript, and the
 * choices stay links, so every filtered list keeps its address. The sheet lies over the list and
 * closes once a choice is made (keyed by the filters), as it does when the page loads anew.
 */
export function FilterSheet({ filters, genres, venues, kinds }: { filters: EventFilters; genres: Option[]; venues: Option[]; kinds: EventKind[] }) {
  const { t } = useTranslator();
  const active = Object.values(filters).filter((value) => value !== undefined).length;
  return (
    <div className="relative mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
      <details key={`${filters.genre}-${filters.venue}-${filters.trinfri}-${filters.kind}`} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-5 font-semibold text-white ring-1 ring-white/30 transition-colors group-open:bg-white/10 hover:bg-white/10 [&::-webkit-details-marker]:hidden">
          {t('events.filter')}
          {active > 0 && ` (${active})`}
          <span aria-hidden="true" className="mb-1 size-2 rotate-45 border-r-2 border-b-2 border-stone-300 transition-transform group-open:mt-1 group-open:mb-0 group-open:-rotate-135" />
        </summary>
        <div className="absolute inset-x-0 top-full z-20 mt-2 max-h-[70vh] space-y-3 overflow-y-auto rounded-2xl bg-stone-900 p-4 shadow-2xl shadow-black ring-1 ring-white/20">
          {kinds.length > 0 && <FilterChips legend={t('events.filterKind')} name="kind" options={kinds.map((kind) => ({ id: kind, name: t(KIND_LABEL[kind]) }))} filters={filters} />}
          <FilterChips legend={t('events.filterGenre')} name="genre" options={genres} filters={filters} />
          <FilterChips legend={t('events.filterVenue')} name="venue" options={venues} filters={filters} />
          <FilterChips legend={t('events.filterAccess')} name="trinfri" options={[{ id: true, name: t('events.filterStepFree') }]} filters={filters} />
        </div>
      </details>
      {active > 0 && (
        <Link to="/events" className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4">
          {t('events.filterReset')}
        </Link>
      )}
    </div>
  );
}
