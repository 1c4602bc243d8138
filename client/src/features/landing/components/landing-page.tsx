import { Link } from '@tanstack/react-router';
import { Icon } from '../../../components/icon/icon';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import type { ReactNode } from 'react';
import type { TranslatedText } from '../../../../../shared/translations';
import type { Event } from '../../../../../shared/schemas/event';
import type { LandingImage } from '../../../../../shared/schemas/landing-image';
import { Slideshow } from './slideshow';

type LandingPageProps = {
  /** The association's name and tagline, from its settings (docs/settings.md); the tagline in the page's language where it has one. */
  name: string;
  tagline?: TranslatedText;
  images: LandingImage[];
  events: Event[];
  /** How one event is shown (the events feature's card for the next, its rows for the rest, given by the route). */
  renderEvent: (event: Event, options: { featured: boolean; priority: boolean }) => ReactNode;
  /** "Mød holdet" (the about feature's team section, given by the route). */
  team: ReactNode;
};

const UPCOMING_ON_LANDING = 6;
/** The next concert and the upcoming ones after it: all the landing page reads of the programme. */
export const EVENTS_ON_LANDING = 1 + UPCOMING_ON_LANDING;

const sectionLink = 'inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline';

/** /: the landing images, the next concert large, what comes after, and the people behind it. */
export function LandingPage({ name, tagline, images, events, renderEvent, team }: LandingPageProps) {
  const { t } = useTranslator();
  const [next, ...later] = events;
  const hero = (
    <>
      <h1 className="text-5xl font-black tracking-tight text-white drop-shadow sm:text-6xl">{name}</h1>
      {tagline && (
        <p className="mt-2 max-w-xl text-lg text-stone-100">
          <Translated value={tagline} />
        </p>
      )}
      <Link
        to="/events"
        className="mt-5 inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-bold text-stone-950 transition-colors hover:bg-accent-soft"
      >
        {t('landing.allConcerts')} <Icon name="arrow-right" className="size-4" />
      </Link>
    </>
  );
  return (
    <>
      {images.length > 0 ? (
        <Slideshow images={images}>{hero}</Slideshow>
      ) : (
        <section aria-label={t('landing.welcome')} className="mx-auto max-w-6xl px-4 pt-12 pb-4">
          {hero}
        </section>
      )}

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-8 sm:py-10">
        {/* Side by side on a laptop, so the next concert and the first ones after it are on the first screen. */}
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
          <section aria-labelledby="naeste-koncert">
            <h2 id="naeste-koncert" className="mb-4 text-3xl font-black tracking-tight text-white">
              {t('landing.nextConcert')}
            </h2>
            {next ? (
              // The slideshow's first picture is the page's largest; without one, this cover is.
              renderEvent(next, { featured: true, priority: images.length === 0 })
            ) : (
              <p className="text-stone-300">{t('landing.noUpcoming')}</p>
            )}
          </section>

          {later.length > 0 && (
            <section aria-labelledby="kommende-koncerter">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="kommende-koncerter" className="text-3xl font-black tracking-tight text-white">
                  {t('landing.upcoming')}
                </h2>
                <Link to="/events" className={sectionLink}>
                  {t('landing.wholeProgramme')} <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
              <ul className="space-y-2">
                {later.slice(0, UPCOMING_ON_LANDING).map((event) => (
                  <li key={event.id}>{renderEvent(event, { featured: false, priority: false })}</li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <section aria-labelledby="moed-holdet">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="moed-holdet" className="text-3xl font-black tracking-tight text-white">
              {t('landing.meetTheTeam')}
            </h2>
            <Link to="/about" className={sectionLink}>
              {t('layout.aboutAssociation')} <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
          {team}
        </section>
      </div>
    </>
  );
}
