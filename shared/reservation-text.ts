import { countText } from './count-text';

/**
 * "12 pladser tilbage", "1 plads tilbage" or "Fuldt", beside a button that offers the wait list: what a
 * reservation night's page and its form say of its places. Zod-free, for the public first visit.
 */
export const placesLeftText = (placesLeft: number) => (placesLeft > 0 ? `${countText(placesLeft, 'plads', 'pladser')} tilbage` : 'Fuldt');

/** The most places one reservation asks for; here rather than in the schema, so the public form needs no zod. */
export const RESERVATION_PLACES_MAX = 6;

/** A reservation's door code as people read and type it: "K7Q2 9XDM 4PZA". The code is the 12 characters; the spaces only help the eye. */
export const doorCodeForReading = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A door code as a person typed it, read as the code: spaces and dashes left out, any case, and the
 * letters Crockford's base32 never uses read as the digits they look like (O as 0, I and L as 1).
 */
export const doorCodeAsTyped = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
