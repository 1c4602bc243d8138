/**
 * Control characters (C0, DEL, C1), whitespace of every kind, invisible format characters and lone
 * surrogates. URL parsers drop or reinterpret some of them (WHATWG removes tabs and newlines, so
 * `/\t/evil.example` resolves as `//evil.example`, another site), and an HTTP header may carry none of
 * them (a Location with U+2028, a newline or NUL made the form login answer 500).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\s]/u;

const SITE = 'http://spillested.invalid';

/**
 * The ?redirect= of /auth/login, accepted only as a path on this site: a link such as
 * /auth/login?redirect=https://evil.example must not send a fresh login elsewhere. Anything holding
 * an UNSAFE character is refused before it is resolved; what is left must resolve on this site, and
 * is answered with characters beyond ASCII percent-encoded, so it fits in a Location header.
 */
export function redirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || UNSAFE.test(value) || !/^\/(?![/\\])/.test(value)) return undefined;
  if (new URL(value, SITE).origin !== SITE) return undefined;
  return value.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}
