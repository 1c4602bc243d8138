import type { ListedEvent } from '../../../lib/public-events';
import { groupByYear } from '../event-filters';
import { EventRow } from './event-row';
import { EVENT_GROUP_CLASSES } from './event-group';

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
    <section key={year.key} aria-labelledby={`aar-${year.key}`} className={EVENT_GROUP_CLASSES.section}>
      <Heading
        id={`aar-${year.key}`}
        className={EVENT_GROUP_CLASSES.heading}
      >
        {year.label}
      </Heading>
      <ul className={EVENT_GROUP_CLASSES.rows}>
        {year.events.map((event) => (
          <li key={event.id}>
            <EventRow event={event} headingLevel={Heading === 'h2' ? 'h3' : 'h4'} past />
          </li>
        ))}
      </ul>
    </section>
  ));
}
