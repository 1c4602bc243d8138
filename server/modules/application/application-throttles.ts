import { clientAddressKey } from '../throttle/client-address';
import { Throttle } from '../throttle/throttle.service';

const HOUR_MS = 60 * 60 * 1000;

/** Applications: 5 per client address (its /64) per hour; a rehearsal room sends a few, a script many. */
export const applicationAddressThrottle = new Throttle({
  name: 'application-address',
  limit: 5,
  windowMs: HOUR_MS,
  message: 'For mange ansøgninger fra din adresse. Prøv igen om en time.',
  keyOf: clientAddressKey,
});

/** Confirmations: 3 per e-mail address per hour, so nobody floods someone's inbox through the form. */
export const applicationEmailThrottle = new Throttle({
  name: 'application-email',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'Der er allerede sendt flere ansøgninger fra den e-mail. Prøv igen om en time.',
  keyOf: (email: string) => email.toLowerCase(),
});
