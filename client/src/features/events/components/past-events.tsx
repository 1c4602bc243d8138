import type { ListedEvent } from '../../../lib/public-events';
import { groupByYear } from '../event-filters';
import { EventRow } from './event-row';

type PastEventsProps = {
  /** Past events, newest first. */
  events: ListedEvent[];
  /** The years' headings: h2 on the archive, h3 under a page's "Har spillet her"; each event's title is one level below. */
  headingLevel: 'h2' | 'h3';
};

/**
 * Past events by the year they were played in, newest first, as rows without "Køb billet". The
 * row's date block has no year, so the year's heading stays in view while its rows scroll by.
 */
export function PastEvents({ events, headingLevel: Heading }: PastEventsProps) {
  return groupByYear(events).map((year) => (
    <section key={year.key} aria-labelledby={`aar-${year.key}`} className="mt-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-6">
      <Heading
        id={`aar-${year.key}`}
        className="sticky top-(--site-header-height) z-10 -mx-4 bg-stone-950 px-4 py-2 text-xl font-extrabold tracking-tight text-accent sm:text-2xl lg:mx-0 lg:self-start lg:bg-transparent lg:px-0"
      >
        {year.label}
      </Heading>
      <ul className="mt-1 space-y-2 lg:mt-0">
        {year.events.map((event) => (
          <li key={event.id}>
            <EventRow event={event} headingLevel={Heading === 'h2' ? 'h3' : 'h4'} past />
          </li>
        ))}
      </ul>
    </section>
  ));
}
