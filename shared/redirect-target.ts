/**
 * The ?redirect= of /auth/login, accepted only as a path on this site: a link such as
 * /auth/login?redirect=https://evil.example must not send a fresh login elsewhere.
 */
export function redirectTarget(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}
