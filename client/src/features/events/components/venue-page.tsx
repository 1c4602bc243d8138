import { Link } from '@tanstack/react-router';
import type { ListedEvent } from '../../../lib/public-events';
import { venueAccessItems } from '../../../../../shared/access';
import type { Translations } from '../../../../../shared/translations';
import { AccessFeatures, accessNoteIn } from '../../../components/access-features/access-features';
import { useTranslator } from '../../../lib/i18n';
import type { Venue } from '../../../../../shared/schemas/venue';
import { EventRow } from './event-row';
import { PlayedHere } from './played-here';
import { VenueBlock } from './venue-block';

/** A venue as the API answers, with the English of its access note where it has one (docs/languages.md). */
export type TranslatedVenue = Venue & { translations?: Translations<'accessNote'> };

type VenuePageProps = {
  venue: TranslatedVenue;
  /** The venue's first upcoming public events, earliest first. */
  upcoming: ListedEvent[];
  /** Whether more upcoming ones follow: the programme filtered by the venue has them all. */
  moreUpcoming: boolean;
  /** One page of its past public events, newest first. */
  past: ListedEvent[];
  page: number;
  morePast: boolean;
};

/** /venues/{id}: where the venue is, what is coming there and who has played there. */
export function VenuePage({ venue, upcoming, moreUpcoming, past, page, morePast }: VenuePageProps) {
  const { t, locale } = useTranslator();
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-4xl font-black tracking-tight text-white sm:text-6xl">{venue.name}</h1>
      <VenueBlock venue={venue} named={false} />
      <AccessFeatures items={venueAccessItems(venue.access)} notes={[accessNoteIn(venue, locale)]} />

      <section aria-labelledby="kommende-koncerter" className="mt-12">
        <h2 id="kommende-koncerter" className="mb-4 text-3xl font-black tracking-tight text-white">
          {t('events.upcoming')}
        </h2>
        {upcoming.length > 0 ? (
          <ul className="space-y-2">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventRow event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-300">{t('venue.noneUpcoming')}</p>
        )}
        {moreUpcoming && (
          <p className="mt-4">
            <Link to="/events" search={{ venue: venue.id }} className="font-semibold text-accent underline underline-offset-4">
              {t('venue.allUpcoming', { venue: venue.name })}
            </Link>
          </p>
        )}
      </section>

      <PlayedHere events={past} page={page} more={morePast} />
    </article>
  );
}
