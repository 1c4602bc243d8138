import { EVENT_ACCESS_KEYS, type EventAccess, VENUE_ACCESS_KEYS, type VenueAccess } from '../../shared/access';
import { accessProperties } from '../lib/access-columns';

/**
 * The demo's access information (issue 47, item 4), made up as the programme is: most venues tell
 * some of it, in every degree; Godset tells nothing, and its pages say nothing of access.
 */
const VENUE_ACCESS: Readonly<Record<string, VenueAccess>> = {
  Pumpehuset: { stepFree: 'partly', accessibleToilet: true, hearingLoop: false, companionCard: true, note: 'Elevator til salen fra gårdens indgang; spørg i døren.' },
  Studenterhuset: { stepFree: 'no', seating: true, companionCard: true },
  Voxhall: { stepFree: 'yes', accessibleToilet: true, hearingLoop: true, seating: true, quietRoom: true, disabledParking: true, companionCard: true },
  Posten: { stepFree: 'yes', accessibleToilet: true, disabledParking: true, note: 'Handicapparkering lige ved hovedindgangen.' },
  'Studenterhuset Aalborg': { stepFree: 'partly', accessibleToilet: false, quietRoom: false },
  Tobakken: { stepFree: 'yes', accessibleToilet: true, hearingLoop: true, companionCard: true },
  Inkonst: { stepFree: 'yes', accessibleToilet: true, seating: true },
};

/** A few nights tell their own: a sign-language interpreted night, a relaxed one, one of strobe light and loud music. */
const EVENT_ACCESS: Readonly<Record<string, EventAccess>> = {
  Indienat: { signLanguage: true, strobeLight: false, note: 'Tegnsprogstolken står ved scenens venstre side.' },
  'Elektronisk aften': { strobeLight: true, loudMusic: true },
  'Juletræsfest med Kælderkoret': { relaxedPerformance: true, loudMusic: false, strobeLight: false },
  Sangskriveraften: { signLanguage: true, relaxedPerformance: true },
};

export const demoVenueAccess = (name: string) => accessProperties(VENUE_ACCESS_KEYS, VENUE_ACCESS[name]);
export const demoEventAccess = (title: string) => accessProperties(EVENT_ACCESS_KEYS, EVENT_ACCESS[title]);
