import { Link } from '@tanstack/react-router';
import type { Venue } from '../../../../../shared/schemas/venue';
import { mapSearchUrl, venueAddress } from '../../../../../shared/venue-address';
import { Icon } from '../../../components/icon/icon';
import { useTranslator } from '../../../lib/i18n';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-accent-soft underline-offset-4 hover:underline';

/**
 * Where the concert is: the venue, leading to its page, its address ("Vesterbrogade 1, 1620
 * København V", the country only abroad), a search for it on OpenStreetMap and the venue's own
 * site. The map is a link: the page asks no map server for anything. Both open in a new tab that
 * gets no handle on ours. The venue's own page has the name as its heading (`named` false).
 */
export function VenueBlock({ venue, named = true }: { venue: Venue; named?: boolean }) {
  const { t } = useTranslator();
  return (
    <div className="mt-3 flex items-start gap-2 text-stone-200">
      <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div>
        <p>
          {named && (
            <>
              <Link to="/venues/$venueId" params={{ venueId: venue.id }} className="font-semibold text-white underline-offset-4 hover:underline">
                {venue.name}
              </Link>
              <br />
            </>
          )}
          {venueAddress(venue, 'abroad')}
        </p>
        {(venue.address || venue.url) && (
          <p className="flex flex-wrap gap-x-5">
            {venue.address && (
              <a href={mapSearchUrl(venue)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('events.showOnMap')}
                <span className="sr-only"> {t('events.onMap', { venue: venue.name })}</span>
              </a>
            )}
            {venue.url && (
              <a href={venue.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <Icon name="link" className="size-4" />
                {siteName(venue.url)}
              </a>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

/** "vega.dk" for https://www.vega.dk/koncerter: short, and says where the link goes. */
const siteName = (url: string) => URL.parse(url)?.hostname.replace(/^www\./, '') ?? url;
