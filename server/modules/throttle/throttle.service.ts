import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../errors';

type ThrottleOptions = { name: string; limit: number; windowMs: number; message: string };

/** A refusal that says when to come back (the Retry-After header). */
export class ThrottledError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too-many-requests', message);
  }
}

/**
 * Counts attempts per key in a fixed window, in the database: one atomic upsert per attempt, so
 * parallel requests, batches and several app instances all count against the same limit, and an
 * attempt over the limit is refused (429) before any work is done for it.
 */
export class Throttle {
  constructor(readonly options: ThrottleOptions) {}

  /** Counts one attempt for `key`, or refuses it when the window's limit is used up. */
  async take(em: EntityManager, key: string, now = Date.now()): Promise<void> {
    const [row] = (await em.getConnection().execute(
      `insert into throttle (key, count, reset_at) values (?, 1, ?)
       on conflict (key) do update set
         count = case when throttle.reset_at <= ? then 1 else throttle.count + 1 end,
         reset_at = case when throttle.reset_at <= ? then excluded.reset_at else throttle.reset_at end
       returning count, reset_at`,
      [this.#key(key), now + this.options.windowMs, now, now],
    )) as { count: number | string; reset_at: number | string }[];
    if (Number(row!.count) > this.options.limit) {
      throw new ThrottledError(this.options.message, Math.max(1, Math.ceil((Number(row!.reset_at) - now) / 1000)));
    }
  }

  /** Gives an attempt back: it turned out to be one that does not count (a successful login). */
  async refund(em: EntityManager, key: string): Promise<void> {
    await em.getConnection().execute('update throttle set count = count - 1 where key = ? and count > 0', [this.#key(key)]);
  }

  /** Forgets every attempt for `key`. */
  async reset(em: EntityManager, key: string): Promise<void> {
    await em.getConnection().execute('delete from throttle where key = ?', [this.#key(key)]);
  }

  #key(key: string): string {
    return `${this.options.name}:${key}`.slice(0, 320);
  }
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const AGAIN_IN_A_QUARTER = 'Prøv igen om et kvarter.';

/** 10 failed logins per account (e-mail) per 15 minutes, however the requests arrive. */
export const accountLoginThrottle = new Throttle({
  name: 'login-account',
  limit: 10,
  windowMs: QUARTER_HOUR_MS,
  message: `For mange mislykkede loginforsøg. ${AGAIN_IN_A_QUARTER}`,
});

/** One address trying many accounts (one password sprayed over many e-mails): 30 failures per 15 minutes. */
export const addressLoginThrottle = new Throttle({
  name: 'login-address',
  limit: 30,
  windowMs: QUARTER_HOUR_MS,
  message: `For mange mislykkede loginforsøg fra din adresse. ${AGAIN_IN_A_QUARTER}`,
});

/** Registrations: 10 per address per hour (a family or a club evening, not a script). */
export const registrationThrottle = new Throttle({
  name: 'register-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'For mange nye medlemskaber fra din adresse. Prøv igen om en time.',
});

/** Reset links: 3 per e-mail address per hour, so nobody floods a member's inbox. */
export const resetLinkThrottle = new Throttle({
  name: 'reset-account',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'Der er allerede sendt flere links til den adresse. Prøv igen om en time.',
});

/** Reset requests: 10 per client address per hour (one person's forgetfulness, not a scan of addresses). */
export const resetAddressThrottle = new Throttle({
  name: 'reset-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'For mange anmodninger om nye adgangskoder fra din adresse. Prøv igen om en time.',
});

/** Profile pictures may be sent without a session (registration): 20 per address per 15 minutes. */
export const pictureThrottle = new Throttle({
  name: 'picture-address',
  limit: 20,
  windowMs: QUARTER_HOUR_MS,
  message: `For mange billeder på kort tid. ${AGAIN_IN_A_QUARTER}`,
});
