import type { SchemaObject } from 'openapi3-ts/oas31';

/**
 * What both fuzzers send: values valid against a JSON Schema (draft 2020-12, which the OpenAPI
 * document and zod's `z.toJSONSchema` both write), with this API's meaning where a name says more
 * than its type, and their mutations: wrong types, edge numbers, deep nesting, long and hostile
 * strings, `__proto__` keys, broken JSON, wrong content types. Ids and picture URLs the server hands
 * out are fed back into later values. Seeded, so a failing run can be repeated exactly.
 */

/** mulberry32: a tiny seeded PRNG, good enough to pick inputs and repeatable from its seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FuzzCaller = { name: string; cookie?: string; memberId?: number };

/** Who calls and with what: shared by both fuzzers (participants.ts makes them on a test app). */
export type FuzzParticipants = {
  /** Who calls: anonymous, an administrator, a booker, a member awaiting approval… */
  callers: FuzzCaller[];
  /** A small valid picture for the uploads. */
  picture: Buffer;
  /** A picture the server issued, for records that need one from the first call on. */
  pictureUrl: string;
  /** Accounts that may log in, so the login's success answer is checked too. */
  logins: { email: string; password: string }[];
  /** Members who call nothing: the others a change or deletion of a member can be aimed at. */
  bystanders: number[];
};

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; drop table member; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '\ud800',
  '\u202eolleh',
  'Æblegrød på Ærø 🎸',
  '𝕊𝕡𝕚𝕝𝕝𝕖𝕤𝕥𝕖𝕕',
  'ﬀ\uFEFF\u200B',
  '0000-00-00T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+14:00',
  'http://[::1]:99999/',
  'mailto:',
  '__proto__',
];
const EDGE_NUMBERS = [0, -0, -1, 1, 0.5, -1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324];
const EDGE_NUMBER_TEXTS = ['NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1_000', '١٢', '+1', ' 1', '1.', '.5', '00001'];
const FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<='];
export const BROKEN_JSON = ['{"name":', '{', '[', 'nul', "{'name':'x'}", '{"a":1}}', '\uFEFF{}', '{"a":"\\x"}', '{"a":01}', '\u0000', '"', '{"a":NaN}', '[1,]'];
export const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/jsonx', 'image/png', 'multipart/form-data; boundary=x'];

/** "venueId", "venue" → "venues"; "artistID" → "artists"; "genreIds" → "genres"; "memberTeams" → "teams". */
export const kindOfProperty = (name: string) => {
  const base = name.replace(/I[dD]s?$/, '').replace(/^member(?=[A-Z])/, '').toLowerCase();
  return base.endsWith('s') ? base : `${base}s`;
};
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The fields a list may filter and order by: its records' properties, snake_case. */
export const listFieldsOf = (recordSchema: SchemaObject | undefined) => Object.keys(recordSchema?.properties ?? {}).map(snakeCase);

export class ValueGenerator {
  /** Ids seen per kind of record ("venues", "teams", …), learnt from the answers. */
  readonly ids = new Map<string, Set<number>>();
  /** Records deleted on the way ("members 4"), never aimed at again. */
  readonly deleted = new Set<string>();
  readonly pictureUrls: string[];
  #counter = 0;

  constructor(
    readonly random: () => number,
    /** Follows a `$ref` to the schema it names. */
    readonly resolve: (schema: unknown) => SchemaObject | undefined,
    readonly participants: FuzzParticipants,
  ) {
    this.pictureUrls = [participants.pictureUrl];
  }

  chance = (probability: number) => this.random() < probability;
  pick = <T>(items: readonly T[]): T => items[Math.floor(this.random() * items.length)]!;
  integer = (min: number, max: number) => min + Math.floor(this.random() * (max - min + 1));
  /** An id of that kind of record when one is known, otherwise of any kind, or a small number. */
  knownId = (kind?: string) => {
    const ofKind = kind ? this.ids.get(kind) : undefined;
    const pool = ofKind?.size && this.chance(0.9) ? ofKind : new Set([1, 2, 3, ...[...this.ids.values()].flatMap((ids) => [...ids])]);
    return this.pick([...pool]);
  };
  /** A member id that is none of the callers': changing or deleting them would leave later calls without their session. */
  unlessCaller = (id: unknown) => {
    if (!this.participants.callers.some((caller) => caller.memberId === Number(id))) return id;
    const bystanders = this.participants.bystanders.filter((bystander) => !this.deleted.has(`members ${bystander}`));
    return bystanders.length > 0 && this.chance(0.8) ? this.pick(bystanders) : 9000 + this.integer(0, 99);
  };

  /** A list parameter (page, per_page, limit, order_by, filter) as query text, valid or not. */
  listParameter(name: string, fields: string[], valid: boolean): string {
    const field = fields.length > 0 && valid ? this.pick(fields) : this.string();
    const values: Record<string, () => string> = {
      page: () => (valid ? String(this.integer(1, 3)) : this.oddNumber()),
      per_page: () => (valid ? String(this.integer(0, 20)) : this.oddNumber()),
      limit: () => (valid ? String(this.integer(1, 20)) : this.oddNumber()),
      order_by: () => (valid ? `${field}${this.pick([' ASC', ' desc', ':DESC', ':asc', ''])}` : this.pick([`${field} sideways`, '', ',', field])),
      filter: () =>
        valid
          ? `${field}${this.pick(FILTER_OPERATORS)}${this.pick([String(this.knownId()), 'a', '2026-01-01', 'true', this.oddNumber()])}`
          : this.pick([`${field}==1`, `${field}=`, ',,', `${field}=1,${field}<`, this.string(), `${field}>=${'9'.repeat(320)}`]),
    };
    return (values[name] ?? (() => this.string()))();
  }

  /**
   * A JSON body for the schema: broken JSON, the right JSON under a wrong content type, a valid
   * value or (more often) a mutated one, now and then with prototype pollution keys.
   */
  jsonBody(schema: SchemaObject): { contentType: string; payload: string } {
    const shape = this.random();
    if (shape < 0.08) return { contentType: 'application/json', payload: this.pick(BROKEN_JSON) };
    if (shape < 0.16) return { contentType: this.pick(WRONG_CONTENT_TYPES), payload: JSON.stringify(this.valid(schema)) };
    const valid = this.valid(schema);
    const body = shape < 0.45 ? valid : this.mutate(valid, 0);
    let payload = JSON.stringify(body) ?? 'null';
    // Keys JSON.stringify would never write from an object literal: prototype pollution attempts.
    if (this.chance(0.05) && payload.startsWith('{')) {
      payload = `{"__proto__":{"isAdmin":true,"active":true},"constructor":{"prototype":{"x":1}},${payload.slice(1)}`.replace(/,}$/, '}');
    }
    return { contentType: 'application/json', payload };
  }

  /** A value the schema accepts, with this API's meaning where a name says more than its type. */
  valid(schema: SchemaObject | undefined, name = ''): unknown {
    const resolved = this.resolve(schema) ?? {};
    if (resolved.anyOf || resolved.oneOf) return this.valid(this.pick((resolved.anyOf ?? resolved.oneOf)!) as SchemaObject, name);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum) return this.pick(resolved.enum);
    const type = Array.isArray(resolved.type) ? this.pick(resolved.type.filter((each) => each !== 'null')) : resolved.type;
    switch (type) {
      case 'object': {
        const body: Record<string, unknown> = {};
        const required = new Set(resolved.required ?? []);
        for (const [property, propertySchema] of Object.entries(resolved.properties ?? {})) {
          if (required.has(property) || this.chance(0.6)) body[property] = this.valid(propertySchema as SchemaObject, property);
        }
        if ('password' in body && 'passwordConfirm' in body) body.passwordConfirm = body.password;
        if (typeof body.from === 'string' && typeof body.to === 'string' && body.from > body.to) [body.from, body.to] = [body.to, body.from];
        return body;
      }
      case 'array': {
        const length = this.integer(resolved.minItems ?? 0, Math.min(resolved.maxItems ?? 3, 3));
        return Array.from({ length }, () => this.valid(resolved.items as SchemaObject, name));
      }
      case 'integer':
      case 'number':
        if (/ids?$|teams$/i.test(name)) return this.knownId(kindOfProperty(name));
        return this.integer(Math.max(resolved.minimum ?? 0, 0), Math.min(resolved.maximum ?? 1000, 1000));
      case 'boolean':
        return this.chance(0.5);
      default:
        return this.#validString(resolved, name);
    }
  }

  #validString(schema: SchemaObject, name: string): string {
    this.#counter += 1;
    if (schema.format === 'date-time') {
      // Next year: upcoming whenever the fuzzer runs.
      const year = new Date().getUTCFullYear() + 1;
      return new Date(Date.UTC(year, this.integer(0, 11), this.integer(1, 28), this.integer(0, 23))).toISOString();
    }
    const { logins } = this.participants;
    if (/email/i.test(name)) return this.chance(0.3) ? this.pick(logins).email : `fuzz${this.#counter}@spillested.test`;
    if (/password/i.test(name)) return this.chance(0.3) ? this.pick(logins).password : `kode-${this.#counter}-fuzz`;
    if (/image|picture/i.test(name)) return this.pictureUrls.length ? this.pick(this.pictureUrls) : 'http://spillested.test/images/ukendt.webp';
    if (/preview/i.test(name)) return 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
    if (/url/i.test(name) || schema.format === 'uri') return `https://example.com/${this.#counter}`;
    if (/countryCode/.test(name)) return this.pick(['DK', 'SE', 'DE']);
    if (/description/i.test(name)) return this.pick(['<p>Aften med <strong>musik</strong></p>', 'Bare tekst', '<h2>Program</h2><ul><li>Én</li></ul>']);
    const word = `Fuzz ${this.#counter} ${this.pick(['Ølhallen', 'Århus', 'Malmö', 'Café'])}`;
    return word.slice(0, schema.maxLength ?? 200).padEnd(schema.minLength ?? 0, 'x');
  }

  /** A valid body with one thing wrong with it, sometimes more. */
  mutate(value: unknown, depth: number): unknown {
    if (value && typeof value === 'object' && !Array.isArray(value) && this.chance(0.8)) {
      const body = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(body);
      const key = keys.length && this.chance(0.85) ? this.pick(keys) : this.pick(['id', 'isAdmin', 'active', 'teams', this.string()]);
      if (this.chance(0.15)) delete body[key];
      else body[key] = this.mutate(body[key], depth + 1);
      return body;
    }
    if (Array.isArray(value) && value.length && this.chance(0.6)) {
      const items = [...value];
      items[this.integer(0, items.length - 1)] = this.mutate(items[0], depth + 1);
      return this.chance(0.1) ? Array.from({ length: 200 }, () => items[0]) : items;
    }
    return this.#oddValue(depth);
  }

  #oddValue(depth: number): unknown {
    const kind = this.integer(0, 9);
    if (kind === 0) return this.pick(EDGE_NUMBERS);
    if (kind === 1) return this.pick(EDGE_NUMBER_TEXTS);
    if (kind === 2) return this.string();
    if (kind === 3) return this.pick([null, true, false, [], {}, '']);
    if (kind === 4) return this.#nested(this.integer(2, 40));
    if (kind === 5) return 'x'.repeat(this.pick([255, 256, 1025, 10_000, 100_000]));
    if (kind === 6 && depth < 3) return { $ne: null, $gt: '', id: this.knownId() };
    if (kind === 7) return [this.knownId(), this.oddNumber(), this.string()];
    if (kind === 8) return this.knownId();
    return this.pick(HOSTILE_STRINGS);
  }

  #nested(depth: number): unknown {
    let value: unknown = this.knownId();
    for (let level = 0; level < depth; level += 1) value = this.chance(0.5) ? [value] : { a: value };
    return value;
  }

  string = () => this.pick(HOSTILE_STRINGS);
  oddNumber = () => String(this.chance(0.5) ? this.pick(EDGE_NUMBERS) : this.pick(EDGE_NUMBER_TEXTS));

  /** Feeds ids and picture URLs from a successful answer about records of `kind` back into later values. */
  learn(kind: string, body: unknown) {
    const visit = (value: unknown, depth: number, kind: string) => {
      if (!value || typeof value !== 'object' || depth > 4) return;
      if (Array.isArray(value)) return value.slice(0, 20).forEach((item) => visit(item, depth + 1, kind));
      const record = value as Record<string, unknown>;
      if (Number.isInteger(record.id)) {
        const ids = this.ids.get(kind) ?? new Set();
        if (ids.size < 200) this.ids.set(kind, ids.add(record.id as number));
      }
      if (typeof record.imageUrl === 'string') this.pictureUrls.push(record.imageUrl);
      for (const [key, item] of Object.entries(record)) visit(item, depth + 1, kindOfProperty(key));
    };
    visit(body, 0, kind);
    if (this.pictureUrls.length > 50) this.pictureUrls.splice(0, this.pictureUrls.length - 50);
  }

  /** A deleted record's id would only give 404s from now on. */
  forget(kind: string, id: unknown) {
    if (typeof id !== 'number') return;
    this.ids.get(kind)?.delete(id);
    this.deleted.add(`${kind} ${id}`);
  }
}
