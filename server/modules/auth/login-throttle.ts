import { DomainError } from '../../errors';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

/**
 * Slows password guessing: after 10 failed logins for one e-mail from one address within 15
 * minutes, further attempts are refused with 429 until the window passes. Successful logins do not
 * count. Kept in memory: each app instance counts its own attempts, which still bounds guessing.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, { count: number; resetAt: number }>();

  assertAllowed(key: string, now = Date.now()): void {
    const entry = this.#failures.get(key);
    if (entry && entry.resetAt > now && entry.count >= MAX_FAILURES) {
      throw new DomainError('too-many-requests', 'For mange mislykkede loginforsøg. Prøv igen om et kvarter.');
    }
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.#failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#failures.set(key, { count: 1, resetAt: now + WINDOW_MS });
      this.#sweep(now);
    } else {
      entry.count += 1;
    }
  }

  recordSuccess(key: string): void {
    this.#failures.delete(key);
  }

  /** Drops expired entries so the map cannot grow without bound. */
  #sweep(now: number): void {
    if (this.#failures.size < 10_000) return;
    for (const [key, entry] of this.#failures) if (entry.resetAt <= now) this.#failures.delete(key);
  }
}
