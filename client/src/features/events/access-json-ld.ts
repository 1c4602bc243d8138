import { ACCESS_WORDING, accessText, accessWordsIn, STEP_FREE_LABEL, VENUE_ACCESS_FLAGS } from '../../../../shared/access';
import type { Translator } from '../../../../shared/i18n';
import type { Event } from '../../../../shared/schemas/event';
import type { Venue } from '../../../../shared/schemas/venue';

/**
 * The night's access information in schema.org's terms, each only when told: sign language as an
 * `accessibilityFeature`, strobe light and loud music as `accessibilityHazard` (W3C's vocabulary:
 * flashing or noFlashingHazard, sound or noSoundHazard), and all that is told of the night and its
 * venue, free texts included, as the `accessibilitySummary` a person reads, in the page's language.
 */
export function eventAccessJsonLd(event: Pick<Event, 'access' | 'venue' | 'translations'>, translator: Translator) {
  const { access, venue } = event;
  const hazards = [
    access?.strobeLight !== undefined && (access.strobeLight ? 'flashing' : 'noFlashingHazard'),
    access?.loudMusic !== undefined && (access.loudMusic ? 'sound' : 'noSoundHazard'),
  ].filter((hazard) => hazard !== false);
  const summary = accessText(access, venue.access, accessWordsIn(translator, event));
  return {
    ...(access?.signLanguage && { accessibilityFeature: ['signLanguage'] }),
    ...(hazards.length > 0 && { accessibilityHazard: hazards }),
    ...(summary && { accessibilitySummary: summary }),
  };
}

const feature = (name: string, value: boolean | string) => ({ '@type': 'LocationFeatureSpecification', name, value });

/** The venue's items told, as the place's `amenityFeature`s: true or false, and "delvis" for a partly step-free entrance. */
export function placeAccessJsonLd({ access }: Pick<Venue, 'access'>) {
  if (!access) return {};
  const features = [
    ...(access.stepFree ? [feature(STEP_FREE_LABEL, access.stepFree === 'partly' ? 'delvis' : access.stepFree === 'yes')] : []),
    ...VENUE_ACCESS_FLAGS.flatMap((flag) => (access[flag] === undefined ? [] : [feature(ACCESS_WORDING[flag].label, access[flag])])),
  ];
  return features.length > 0 ? { amenityFeature: features } : {};
}
