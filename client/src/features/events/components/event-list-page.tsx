import { Link } from '@tanstack/react-router';
import type { EventKind } from '../../../../../shared/event-night';
import type { Locale } from '../../../../../shared/i18n';
import { FollowForm } from '../../../components/follow-form';
import type { ListedEvent } from '../../../lib/public-events';
import { Icon } from '../../../components/icon/icon';
import { useLocalisedPath, useTranslator } from '../../../lib/i18n';
import { type EventFilters, groupByMonth, isFiltered } from '../event-filters';
import type { ProgrammePosition } from '../programme-slice';
import { EventRow } from './event-row';
import { EVENT_GROUP_CLASSES } from './event-group';
import { FilterSheet } from './filter-sheet';

type Option = { id: number; name: string };

type EventListPageProps = {
  /** One slice of the programme (programme-slice.ts), already filtered. */
  events: ListedEvent[];
  /** Where the next slice begins; none after the last. */
  next?: ProgrammePosition;
  position: ProgrammePosition;
  filters: EventFilters;
  genres: Option[];
  venues: Option[];
  /** The kinds of night to filter by; none when the programme holds one kind only. */
  kinds: EventKind[];
};

export const moreLink = 'inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-bold text-stone-950 transition-colors hover:bg-accent-soft';

/**
 * /events: the upcoming public programme by month, a slice of about 50 events at a time with
 * "Vis flere" to the next (a plain link, so it works without JavaScript), filtered by genre and
 * venue from the address.
 */
export function EventListPage({ events: shown, next, position, filters, genres, venues, kinds }: EventListPageProps) {
  const { t, dates, locale } = useTranslator();
  const localised = useLocalisedPath();
  const filtered = isFiltered(filters);
  const months = groupByMonth(shown, locale);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight text-white sm:text-5xl">{t('events.title')}</h1>
      <p className="mt-1 text-stone-300 sm:mt-2">
        {position.fra ? (
          <>
            {t('events.fromMonth', { month: monthInSentence(dates.formatMonth(`${position.fra}-15T12:00:00Z`), locale) })}{' '}
            <Link to="/events" search={filters} className="font-semibold text-accent underline underline-offset-4">
              {t('events.backToFirst')}
            </Link>
          </>
        ) : (
          <>
            {t('events.intro')}{' '}
            <Link to="/events/tidligere" className="font-semibold text-accent underline underline-offset-4">
              {t('events.past')}
            </Link>
          </>
        )}
      </p>
      {(shown.length > 0 || filtered) && (
        <FilterSheet filters={filters} genres={genres} venues={venues} kinds={kinds} />
      )}
      {shown.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-stone-900 p-8 text-center ring-1 ring-white/10">
          <p className="text-lg font-semibold text-white">{t(filtered ? 'events.noneMatch' : 'events.noneUpcoming')}</p>
          <p className="mt-2 text-stone-300">
            {filtered ? (
              <Link to="/events" className="font-semibold text-accent underline underline-offset-4">
                {t('events.showAll')}
              </Link>
            ) : (
              t('events.checkBack')
            )}
          </p>
        </div>
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`maaned-${month.key}`} className={EVENT_GROUP_CLASSES.section}>
            <h2
              id={`maaned-${month.key}`}
              className={EVENT_GROUP_CLASSES.heading}
            >
              {month.label}
            </h2>
            <ul className={EVENT_GROUP_CLASSES.rows}>
              {month.events.map((event) => (
                <li key={event.id}>
                  <EventRow event={event} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {next && (
        <p className="mt-12 text-center">
          <Link to="/events" search={{ ...filters, ...next }} className={moreLink}>
            {t('events.showMore')} <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      )}
      <FollowForm
        // Ticked as the list is filtered: a new filter is a new form, not the ticks of the last one.
        key={filters.genre ?? 'alt'}
        heading={t('layout.followProgramme')}
        text={t('events.followText')}
        action={localised('/follow')}
        choices={[
          { field: 'all', label: t('events.wholeProgramme'), checked: filters.genre === undefined },
          ...genres.map((genre) => ({ field: `genre-${genre.id}`, label: genre.name, checked: genre.id === filters.genre })),
        ]}
      />
    </div>
  );
}

/** A month inside a sentence: "fra december 2026" in Danish, where a month has no capital; "from December 2026" in English. */
export const monthInSentence = (month: string, locale: Locale) => (locale === 'da' ? month.toLocaleLowerCase('da') : month);
