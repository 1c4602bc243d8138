import { DomainError } from '../errors';

type ThrottleOptions = { limit: number; windowMs: number; message: string };

/**
 * Counts events per key in a fixed window and refuses (429) once the limit is reached, until the
 * window passes. Kept in memory: each app instance counts its own, which still bounds abuse.
 */
export class Throttle {
  readonly #counts = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly options: ThrottleOptions) {}

  assertAllowed(key: string, now = Date.now()): void {
    const entry = this.#counts.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.options.limit) {
      throw new DomainError('too-many-requests', this.options.message);
    }
  }

  record(key: string, now = Date.now()): void {
    const entry = this.#counts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#counts.set(key, { count: 1, resetAt: now + this.options.windowMs });
      this.#sweep(now);
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.#counts.delete(key);
  }

  /** Drops expired entries so the map cannot grow without bound. */
  #sweep(now: number): void {
    if (this.#counts.size < 10_000) return;
    for (const [key, entry] of this.#counts) if (entry.resetAt <= now) this.#counts.delete(key);
  }
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** 10 failed logins for one e-mail from one address within 15 minutes; successes do not count. */
export const createLoginThrottle = () =>
  new Throttle({ limit: 10, windowMs: QUARTER_HOUR_MS, message: 'For mange mislykkede loginforsøg. Prøv igen om et kvarter.' });

/** Profile pictures may be sent without a session (registration): 20 per address per 15 minutes. */
export const createPictureThrottle = () =>
  new Throttle({ limit: 20, windowMs: QUARTER_HOUR_MS, message: 'For mange billeder på kort tid. Prøv igen om et kvarter.' });
