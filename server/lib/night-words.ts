import type { EventStatus } from '../../shared/event-details';
import type { Admission, EventKind } from '../../shared/event-night';
import type { Translator } from '../../shared/i18n';

/**
 * A night's facts in the words of a feed's language (the calendars, RSS, the embed, the fediverse):
 * the same sentences shared/event-details.ts and shared/event-night.ts write in Danish, from the
 * catalogue, so the Danish feeds read as before and the English ones as an English reader expects.
 */
export type NightWords = ReturnType<typeof nightWords>;

type Details = { doorsAt?: string; price?: string; ageLimit?: number; admission?: Admission; doorPrice?: number };

export function nightWords({ t, dates }: Translator) {
  const statusLabel = (status: Exclude<EventStatus, 'scheduled'>) => t(`feed.status.${status}`);
  const admissionText = ({ admission, doorPrice }: { admission: Admission; doorPrice?: number }) => {
    if (admission === 'free' || (admission === 'door' && !doorPrice)) return t('feed.freeEntry');
    if (admission === 'door') return t('feed.doorPrice', { price: doorPrice });
    if (admission === 'reservation') return t('feed.reservationRequired');
    return undefined;
  };
  const nightWho = (kind: EventKind, artists: readonly string[], separator = ', ') =>
    artists.length ? artists.join(separator) : kind === 'concert' ? '' : t(`feed.kind.${kind}`);
  return {
    /** "Aflyst: …" / "Cancelled: …": readers show the title and little else. */
    titleWithStatus: (status: EventStatus, title: string) => (status === 'scheduled' ? title : `${statusLabel(status)}: ${title}`),
    statusLabel,
    admissionText,
    nightWho,
    /** Who plays (or the kind of night) and how one gets in without a ticket. */
    nightLine: (event: { kind: EventKind; admission: Admission; doorPrice?: number }, artists: readonly string[], separator = ', ') =>
      [nightWho(event.kind, artists, separator), admissionText(event)].filter(Boolean).join(' · '),
    /** Doors, entry, price and age limit, each as a reader reads it. */
    eventDetails: ({ doorsAt, price, ageLimit, admission = 'ticket', doorPrice }: Details): string[] => {
      const details = [];
      if (doorsAt) details.push(t('feed.doors', { time: dates.formatTime(doorsAt) }));
      const entry = admissionText({ admission, doorPrice });
      if (entry) details.push(entry);
      if (price) details.push(price);
      if (ageLimit !== undefined) details.push(ageLimit === 0 ? t('feed.noAgeLimit') : t('feed.ageLimit', { age: ageLimit }));
      return details;
    },
  };
}
