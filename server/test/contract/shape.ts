/**
 * A small checker of JSON answers against shapes written by hand, as a client outside would write
 * them: it knows nothing of our zod schemas, so a change to those cannot move the contract with it
 * (issue 34: a new permission name passed our tests because they checked our own schemas).
 *
 * A record may carry fields the shape does not name (an optional field added later passes); a closed
 * object (the list envelope, an error body) may not. Every problem names its place in the answer, as
 * `records[3].concerts[0].artist.genres[1].name: expected string, got number`.
 */

export type Shape =
  | { kind: 'string'; format?: 'date' | 'url' | 'email' }
  | { kind: 'integer'; min: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'array'; items: Shape; minItems: number }
  | { kind: 'object'; required: Fields; optional: Fields; closed: boolean };

type Fields = Record<string, Shape>;

export const text: Shape = { kind: 'string' };
/** ISO 8601 in UTC (docs/api.md), as `toISOString()` writes it. */
export const date: Shape = { kind: 'string', format: 'date' };
/** http or https (SPEC §5: "Where URLs are checked they must be http or https"). */
export const url: Shape = { kind: 'string', format: 'url' };
export const email: Shape = { kind: 'string', format: 'email' };
export const bool: Shape = { kind: 'boolean' };
/** Ids are positive integers, JSON numbers (docs/api.md). */
export const id: Shape = { kind: 'integer', min: 1 };
export const count: Shape = { kind: 'integer', min: 0 };
export const integer = (min: number, max: number): Shape => ({ kind: 'integer', min, max });
/** A closed set of values: one more is a break as surely as one fewer. */
export const oneOf = (values: readonly string[]): Shape => ({ kind: 'oneOf', values });
export const arrayOf = (items: Shape, { min = 0 } = {}): Shape => ({ kind: 'array', items, minItems: min });
/** A record: these fields, and any others a later version adds. */
export const record = (required: Fields, optional: Fields = {}): Shape => ({ kind: 'object', required, optional, closed: false });
/** Exactly these fields and no others (the list envelope, an error body). */
export const exactly = (required: Fields): Shape => ({ kind: 'object', required, optional: {}, closed: true });

const LISTED_VALUES = 9;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function expected(shape: Shape): string {
  switch (shape.kind) {
    case 'string':
      return { date: 'an ISO 8601 date in UTC', url: 'an http(s) URL', email: 'an e-mail address', none: 'string' }[shape.format ?? 'none'];
    case 'integer':
      if (shape.max !== undefined) return `an integer from ${shape.min} to ${shape.max}`;
      return shape.min === 1 ? 'a positive integer' : `an integer from ${shape.min}`;
    case 'oneOf':
      // Twenty-one permission names would drown the one that broke.
      return shape.values.length > LISTED_VALUES
        ? `one of the ${shape.values.length} known values`
        : `one of ${shape.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'array':
      return shape.minItems ? `an array of at least ${shape.minItems}` : 'array';
    default:
      return shape.kind;
  }
}

/** The JSON type of a value, as a client's validator would name it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value) : String(value));

/** Where a field sits: `records[3].name`; the answer itself is `body`. */
const child = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Every way `value` differs from `shape`, each with its path; none when it fits. */
export function check(value: unknown, shape: Shape, path = ''): string[] {
  const at = path || 'body';
  const wrongType = (type: string) => (jsonType(value) === type ? [] : [`${at}: expected ${expected(shape)}, got ${jsonType(value)}`]);
  switch (shape.kind) {
    case 'string': {
      const problems = wrongType('string');
      if (problems.length || !shape.format) return problems;
      const fits = { date: ISO_UTC.test(value as string), email: EMAIL.test(value as string), url: isHttpUrl(value as string) }[shape.format];
      return fits ? [] : [`${at}: expected ${expected(shape)}, got ${shown(value)}`];
    }
    case 'integer': {
      const problems = wrongType('number');
      if (problems.length) return problems;
      const fits = Number.isInteger(value) && (value as number) >= shape.min && (shape.max === undefined || (value as number) <= shape.max);
      return fits ? [] : [`${at}: expected ${expected(shape)}, got ${shown(value)}`];
    }
    case 'boolean':
      return wrongType('boolean');
    case 'oneOf': {
      const problems = wrongType('string');
      if (problems.length) return problems;
      return shape.values.includes(value as string) ? [] : [`${at}: expected ${expected(shape)}, got ${shown(value)}`];
    }
    case 'array': {
      if (!Array.isArray(value)) return [`${at}: expected ${expected(shape)}, got ${jsonType(value)}`];
      const tooShort = value.length < shape.minItems ? [`${at}: expected ${expected(shape)}, got ${value.length}`] : [];
      return [...tooShort, ...value.flatMap((item, index) => check(item, shape.items, child(path, index)))];
    }
    case 'object': {
      if (jsonType(value) !== 'object') return [`${at}: expected object, got ${jsonType(value)}`];
      const fields = value as Record<string, unknown>;
      const problems: string[] = [];
      for (const [key, field] of Object.entries(shape.required)) {
        problems.push(...(key in fields ? check(fields[key], field, child(path, key)) : [`${child(path, key)}: missing (expected ${expected(field)})`]));
      }
      // Optional means left out, never null: a client's `optional()` refuses null as surely as a wrong type.
      for (const [key, field] of Object.entries(shape.optional)) if (key in fields) problems.push(...check(fields[key], field, child(path, key)));
      if (shape.closed) {
        const allowed = Object.keys(shape.required);
        for (const key of Object.keys(fields)) {
          if (!allowed.includes(key)) problems.push(`${child(path, key)}: unexpected field (${at} has exactly ${allowed.join(', ')})`);
        }
      }
      return problems;
    }
  }
}

function isHttpUrl(value: string): boolean {
  const parsed = URL.parse(value);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/** An answer as the contract tests see it: the call that made it and what came back. */
export type Answer = { call: string; status: number; body: unknown; text: string; headers: Record<string, unknown> };

/** The most problems one failure lists: a break in a list of 100 records would otherwise list 100. */
const SHOWN_PROBLEMS = 10;

function fail(call: string, problems: string[]): never {
  const more = problems.length > SHOWN_PROBLEMS ? [`… and ${problems.length - SHOWN_PROBLEMS} more`] : [];
  throw new Error([...problems.slice(0, SHOWN_PROBLEMS).map((problem) => `${call}: ${problem}`), ...more].join('\n'));
}

/** Fails, naming the call and every field path, unless the answer has this status and this shape. */
export function expectAnswer(answer: Answer, status: number, shape: Shape): void {
  if (answer.status !== status) fail(answer.call, [`status ${answer.status}, expected ${status} (${answer.text.slice(0, 200)})`]);
  const problems = check(answer.body, shape);
  if (problems.length) fail(answer.call, problems);
}

/** An error answer: this status and a body of exactly `{ message: string }` (docs/api.md). */
export function expectError(answer: Answer, status: number): void {
  expectAnswer(answer, status, exactly({ message: text }));
}

/** An upload's answer: the picture's URL as text, not JSON (SPEC §7, docs/api.md). */
export function expectUrlText(answer: Answer): string {
  const type = String(answer.headers['content-type'] ?? '');
  const problems = [
    ...(answer.status === 200 ? [] : [`status ${answer.status}, expected 200 (${answer.text.slice(0, 200)})`]),
    ...(type.startsWith('text/plain') ? [] : [`content-type: expected text/plain, got ${JSON.stringify(type)}`]),
    ...(isHttpUrl(answer.text) && !/\s/.test(answer.text) ? [] : [`body: expected an http(s) URL as text, got ${shown(answer.text)}`]),
  ];
  if (problems.length) fail(answer.call, problems);
  return answer.text;
}
