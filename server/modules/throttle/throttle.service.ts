import type { EntityManager } from '@mikro-orm/core';
import { ThrottledError } from '../../errors';
import { clientAddressKey } from './client-address';

type ThrottleOptions<Subject> = {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** What the attempts of a subject are counted under (an address by its /64, for one). */
  keyOf: (subject: Subject) => string;
};

/**
 * Counts attempts per key in a fixed window, in the database: one atomic upsert per attempt, so
 * parallel requests, batches and several app instances all count against the same limit, and an
 * attempt over the limit is refused (429) before any work is done for it.
 */
export class Throttle<Subject = string> {
  constructor(readonly options: ThrottleOptions<Subject>) {}

  /**
   * Counts one attempt for `subject`, or refuses it when the window's limit is used up. Inside a
   * transaction it counts in it (on SQLite a second connection would wait for the first's lock):
   * an attempt whose transaction is rolled back was not made.
   */
  async take(em: EntityManager, subject: Subject, now = Date.now()): Promise<void> {
    const [row] = (await em.getConnection().execute(
      `insert into throttle (key, count, reset_at) values (?, 1, ?)
       on conflict (key) do update set
         count = case when throttle.reset_at <= ? then 1 else throttle.count + 1 end,
         reset_at = case when throttle.reset_at <= ? then excluded.reset_at else throttle.reset_at end
       returning count, reset_at`,
      [this.#key(subject), now + this.options.windowMs, now, now],
      'all',
      em.getTransactionContext(),
    )) as { count: number | string; reset_at: number | string }[];
    if (Number(row!.count) > this.options.limit) {
      throw new ThrottledError(this.options.message, Math.max(1, Math.ceil((Number(row!.reset_at) - now) / 1000)));
    }
  }

  /** Gives an attempt back: it turned out to be one that does not count (a successful login). */
  async refund(em: EntityManager, subject: Subject): Promise<void> {
    await em.getConnection().execute('update throttle set count = count - 1 where key = ? and count > 0', [this.#key(subject)]);
  }

  /** Forgets every attempt for `subject`. */
  async reset(em: EntityManager, subject: Subject): Promise<void> {
    await em.getConnection().execute('delete from throttle where key = ?', [this.#key(subject)]);
  }

  #key(subject: Subject): string {
    return `${this.options.name}:${this.options.keyOf(subject)}`.slice(0, 320);
  }
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const AGAIN_IN_A_QUARTER = 'Prøv igen om et kvarter.';
const LOGIN_REFUSED = `For mange mislykkede loginforsøg. ${AGAIN_IN_A_QUARTER}`;

/** An account (e-mail) as the throttles count it. */
const accountKey = (email: string) => email.toLowerCase();

type LoginAttempt = { account: string; address: string };

/** One account from one address (or /64): 10 failed logins per 15 minutes. */
const accountAddressLoginThrottle = new Throttle<LoginAttempt>({
  name: 'login-account-address',
  limit: 10,
  windowMs: QUARTER_HOUR_MS,
  message: LOGIN_REFUSED,
  keyOf: ({ account, address }) => `${accountKey(account)} ${clientAddressKey(address)}`,
});

/** One address trying many accounts (one password sprayed over many e-mails): 30 failures per 15 minutes. */
export const addressLoginThrottle = new Throttle({
  name: 'login-address',
  limit: 30,
  windowMs: QUARTER_HOUR_MS,
  message: `For mange mislykkede loginforsøg fra din adresse. ${AGAIN_IN_A_QUARTER}`,
  keyOf: clientAddressKey,
});

/**
 * One account from everywhere together: 100 failures per 15 minutes, a ceiling for guessing spread
 * over many addresses. It takes at least 10 addresses to reach, so nobody locks out an account
 * from the few addresses one person has.
 */
const accountLoginThrottle = new Throttle({
  name: 'login-account',
  limit: 100,
  windowMs: QUARTER_HOUR_MS,
  message: LOGIN_REFUSED,
  keyOf: accountKey,
});

/**
 * Failed logins (and wrong current passwords), counted before the password is checked so parallel
 * or batched guesses cannot get ahead of the count. The narrowest count comes first and a refusal
 * stops there, so attempts refused for one account and address (or for the address) never count
 * towards the account's ceiling: a stranger's guesses use up only the stranger's allowance.
 */
export const loginThrottles = {
  async take(em: EntityManager, attempt: LoginAttempt): Promise<void> {
    await accountAddressLoginThrottle.take(em, attempt);
    await addressLoginThrottle.take(em, attempt.address);
    await accountLoginThrottle.take(em, attempt.account);
  },

  /** The password was right: the attempt was no failure, and this address may start afresh for the account. */
  async succeeded(em: EntityManager, attempt: LoginAttempt): Promise<void> {
    await accountAddressLoginThrottle.reset(em, attempt);
    await addressLoginThrottle.refund(em, attempt.address);
    await accountLoginThrottle.refund(em, attempt.account);
  },

  /** A new password from a reset link: whoever was locked out of the account gets in with it at once. */
  async reset(em: EntityManager, attempt: LoginAttempt): Promise<void> {
    await accountAddressLoginThrottle.reset(em, attempt);
    await accountLoginThrottle.reset(em, attempt.account);
  },
};

/** Registrations: 10 per address per hour (a family or a club evening, not a script). */
export const registrationThrottle = new Throttle({
  name: 'register-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'For mange nye medlemskaber fra din adresse. Prøv igen om en time.',
  keyOf: clientAddressKey,
});

/** Reset links: 3 per e-mail address per hour, so nobody floods a member's inbox. */
export const resetLinkThrottle = new Throttle({
  name: 'reset-account',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'Der er allerede sendt flere links til den adresse. Prøv igen om en time.',
  keyOf: accountKey,
});

/** Reset requests: 10 per client address per hour (one person's forgetfulness, not a scan of addresses). */
export const resetAddressThrottle = new Throttle({
  name: 'reset-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'For mange anmodninger om nye adgangskoder fra din adresse. Prøv igen om en time.',
  keyOf: clientAddressKey,
});

/** Profile pictures may be sent without a session (registration): 20 per address per 15 minutes. */
export const pictureThrottle = new Throttle({
  name: 'picture-address',
  limit: 20,
  windowMs: QUARTER_HOUR_MS,
  message: `For mange billeder på kort tid. ${AGAIN_IN_A_QUARTER}`,
  keyOf: clientAddressKey,
});

/** Follow requests: 10 per client address per hour, as registrations (docs/mail.md). */
export const subscribeAddressThrottle = new Throttle({
  name: 'subscribe-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'For mange tilmeldinger fra din adresse. Prøv igen om en time.',
  keyOf: clientAddressKey,
});

/** Confirmation mails: 3 per e-mail address per hour, so nobody floods someone's inbox. */
export const subscribeEmailThrottle = new Throttle({
  name: 'subscribe-email',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'Der er allerede sendt flere bekræftelser til den adresse. Prøv igen om en time.',
  keyOf: accountKey,
});

/** Reservations: 10 per client address per hour, as follow requests (docs/door.md#reservations). */
export const reserveAddressThrottle = new Throttle({
  name: 'reserve-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'For mange reservationer fra din adresse. Prøv igen om en time.',
  keyOf: clientAddressKey,
});

/** Reservation links: 3 per e-mail address per hour, so nobody floods someone's inbox or books a night full in their name. */
export const reserveEmailThrottle = new Throttle({
  name: 'reserve-email',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'Der er allerede sendt flere reservationer til den adresse. Prøv igen om en time.',
  keyOf: accountKey,
});

/** Links to verify an address (registration's resend, a new e-mail): 3 per address per hour, so no account floods someone's inbox. */
export const verificationEmailThrottle = new Throttle({
  name: 'verify-email',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'Der er allerede sendt flere links til den adresse. Prøv igen om en time.',
  keyOf: accountKey,
});
