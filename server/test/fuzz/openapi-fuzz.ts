import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';

/**
 * A fuzzer built from the OpenAPI document: it sends generated calls to every documented operation
 * (valid-looking ones, and their mutations: wrong types, edge numbers, deep nesting, long and
 * hostile strings, `__proto__` keys, odd ids and query values, broken JSON, wrong content types,
 * broken multipart), as several callers from many addresses, and checks every answer against the
 * contract: never a 5xx, every error `{ message }`, every success valid against its documented
 * schema. Seeded, so a failing run can be repeated exactly. Used by openapi-fuzz.test.ts and
 * `npm run fuzz`.
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

export type FuzzOptions = {
  calls: number;
  seed: number;
  /** Who calls: anonymous, an administrator, a booker, a member awaiting approval… */
  callers: FuzzCaller[];
  /** A small valid picture for the uploads. */
  picture: Buffer;
  /** Accounts that may log in, so the login's success answer is checked too. */
  logins: { email: string; password: string }[];
  /** Called after every answer (a progress line in `npm run fuzz`). */
  onCall?: (index: number) => void;
};

export type FuzzReport = {
  calls: number;
  /** "GET /venues/{id} 404" → count. */
  statuses: Map<string, number>;
  problems: string[];
};

type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented, with {id}. */
  path: string;
  /** /api, or '' for the feeds at the site's root. */
  base: string;
  queryParameters: string[];
  listFields: string[];
  jsonBody?: SchemaObject;
  multipartField?: string;
  responses: Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
};

/** `stray`: sent with a method the path does not document, so only the error contract applies. */
type Call = InjectOptions & { label: string; caller: string; stray: boolean };

const HOSTILE_STRINGS = [
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
const ODD_IDS = ['0', '-1', 'abc', '1.5', '1e3', '2147483647', '2147483648', '9007199254740993', '%00', '%F0%9F%8E%B8', '1%20OR%201%3D1', '..%2F..', '-0', `${'9'.repeat(400)}`];
const FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<='];
const BROKEN_JSON = ['{"name":', '{', '[', 'nul', "{'name':'x'}", '{"a":1}}', '\uFEFF{}', '{"a":"\\x"}', '{"a":01}', '\u0000', '"', '{"a":NaN}', '[1,]'];
const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/jsonx', 'image/png', 'multipart/form-data; boundary=x'];

/** A lone surrogate cannot be percent-encoded: the query carries U+FFFD instead (JSON bodies keep it). */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');
/** "/venues/{id}" → "venues", "/members/{id}/teams" → "teams" (the records it answers). */
const kindOfPath = (path: string) => path.split('/').filter((part) => part && !part.includes('{')).pop()!;
/** "venueId", "venue" → "venues"; "artistID" → "artists"; "genreIds" → "genres"; "memberTeams" → "teams". */
const kindOfProperty = (name: string) => {
  const base = name.replace(/I[dD]s?$/, '').replace(/^member(?=[A-Z])/, '').toLowerCase();
  return base.endsWith('s') ? base : `${base}s`;
};
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The document's operations, with what the generator needs from each. */
function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, { servers, ...methods }]) =>
    Object.entries(methods as Record<string, any>).map(([method, operation]) => {
      const parameters: { name: string; in: string }[] = operation.parameters ?? [];
      const listSchema = resolve(document, operation.responses?.['200']?.content?.['application/json']?.schema);
      const recordSchema = resolve(document, (listSchema?.properties?.records as SchemaObject | undefined)?.items ?? listSchema?.items);
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        // The feeds live at the site's root (their own server entry); everything else under /api.
        base: (servers as { url: string }[] | undefined)?.[0]?.url.replace(/\/$/, '') ?? '/api',
        queryParameters: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        listFields: Object.keys(recordSchema?.properties ?? {}).map(snakeCase),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        multipartField: Object.keys(operation.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {})[0],
        responses: operation.responses,
      };
    }),
  );
}

function resolve(document: OpenAPIObject, schema: any): SchemaObject | undefined {
  if (schema?.$ref) return document.components?.schemas?.[String(schema.$ref).split('/').pop()!] as SchemaObject;
  return schema;
}

/** Builds the calls; ids and picture URLs the server hands out are fed back into later calls. */
class CallGenerator {
  /** Ids seen per kind of record ("venues", "teams", …), learnt from the answers. */
  readonly ids = new Map<string, Set<number>>();
  readonly pictureUrls: string[] = [];
  #counter = 0;

  constructor(
    readonly document: OpenAPIObject,
    readonly random: () => number,
    readonly options: FuzzOptions,
  ) {}

  chance = (probability: number) => this.random() < probability;
  pick = <T>(items: readonly T[]): T => items[Math.floor(this.random() * items.length)]!;
  integer = (min: number, max: number) => min + Math.floor(this.random() * (max - min + 1));
  /** An id of that kind of record when one is known, otherwise of any kind, or a small number. */
  knownId = (kind?: string) => {
    const ofKind = kind ? this.ids.get(kind) : undefined;
    const pool = ofKind?.size && this.chance(0.9) ? ofKind : new Set([1, 2, 3, ...[...this.ids.values()].flatMap((ids) => [...ids])]);
    return this.pick([...pool]);
  };

  call(operation: Operation): Call {
    const caller = this.pick(this.options.callers);
    const method = this.chance(0.04) ? this.pick(['PATCH', 'OPTIONS', 'HEAD', 'DELETE', 'PUT', 'POST'] as const) : operation.method;
    const stray = method !== operation.method;
    const label = `${method} ${operation.path}${stray ? ' (udokumenteret metode)' : ''}`;
    const headers: Record<string, string> = {};
    let cookie = caller.cookie;
    // Logging in, registering and logging out end the session they are sent with: the caller's
    // would be gone for every later call, so these go with a spent one or none.
    if (operation.path.startsWith('/auth/') && operation.method === 'POST') cookie = this.chance(0.5) ? 'spillested_session=udlobet' : undefined;
    if (cookie) headers.cookie = cookie;
    const call: Call = {
      method,
      url: `${operation.base}${this.#path(operation)}${this.#query(operation)}`,
      headers,
      remoteAddress: `10.${this.integer(0, 255)}.${this.integer(0, 255)}.${this.integer(1, 254)}`,
      label,
      caller: caller.name,
      stray,
    };
    // Over the 1 MB body limit: refused with 413 before anything reads it.
    if (operation.method !== 'GET' && this.chance(0.01)) Object.assign(call, { headers: { 'content-type': 'application/json' }, payload: `{"name":"${'x'.repeat(1_200_000)}"}` });
    else if (operation.multipartField) Object.assign(call, this.#multipart(operation.multipartField));
    else if (operation.jsonBody) Object.assign(call, this.#jsonBody(operation.jsonBody));
    else if (operation.method !== 'GET' && this.chance(0.3)) Object.assign(call, this.#jsonBody({ type: 'object' }));
    call.headers = { ...headers, ...call.headers };
    return call;
  }

  #path(operation: Operation): string {
    if (!operation.path.includes('{id}')) return operation.path;
    let id = this.chance(0.6) ? String(this.knownId(kindOfPath(operation.path))) : this.pick(ODD_IDS);
    // Changing or deleting the callers themselves would leave later calls without their session.
    const protectedIds = this.options.callers.map((each) => each.memberId);
    if (operation.path.startsWith('/members/{id}') && operation.method !== 'GET' && protectedIds.includes(Number(id))) {
      id = String(9000 + this.integer(0, 99));
    }
    return operation.path.replace('{id}', id);
  }

  #query(operation: Operation): string {
    if (operation.queryParameters.length === 0 || this.chance(0.3)) return '';
    const pairs: [string, string][] = [];
    for (const name of operation.queryParameters) {
      if (this.chance(0.5)) continue;
      const valid = this.chance(0.5);
      const field = operation.listFields.length > 0 && valid ? this.pick(operation.listFields) : this.#string();
      const values: Record<string, () => string> = {
        page: () => (valid ? String(this.integer(1, 3)) : this.#oddNumber()),
        per_page: () => (valid ? String(this.integer(0, 20)) : this.#oddNumber()),
        limit: () => (valid ? String(this.integer(1, 20)) : this.#oddNumber()),
        order_by: () => (valid ? `${field}${this.pick([' ASC', ' desc', ':DESC', ':asc', ''])}` : this.pick([`${field} sideways`, '', ',', field])),
        filter: () =>
          valid
            ? `${field}${this.pick(FILTER_OPERATORS)}${this.pick([String(this.knownId()), 'a', '2026-01-01', 'true', this.#oddNumber()])}`
            : this.pick([`${field}==1`, `${field}=`, ',,', `${field}=1,${field}<`, this.#string(), `${field}>=${'9'.repeat(320)}`]),
      };
      const value = (values[name] ?? (() => this.#string()))();
      pairs.push([name, value]);
      // Repeated and bracketed parameters: qs would make arrays and objects of them.
      if (this.chance(0.1)) pairs.push([this.pick([name, `${name}[]`, `${name}[$gt]`]), value]);
    }
    return pairs.length ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(wellFormed(value))}`).join('&')}` : '';
  }

  #jsonBody(schema: SchemaObject): Partial<Call> {
    const shape = this.random();
    if (shape < 0.08) return { headers: { 'content-type': 'application/json' }, payload: this.pick(BROKEN_JSON) };
    if (shape < 0.16) return { headers: { 'content-type': this.pick(WRONG_CONTENT_TYPES) }, payload: JSON.stringify(this.valid(schema)) };
    const valid = this.valid(schema);
    const body = shape < 0.45 ? valid : this.mutate(valid, 0);
    let payload = JSON.stringify(body) ?? 'null';
    // Keys JSON.stringify would never write from an object literal: prototype pollution attempts.
    if (this.chance(0.05) && payload.startsWith('{')) {
      payload = `{"__proto__":{"isAdmin":true,"active":true},"constructor":{"prototype":{"x":1}},${payload.slice(1)}`.replace(/,}$/, '}');
    }
    return { headers: { 'content-type': 'application/json' }, payload };
  }

  #multipart(field: string): Partial<Call> {
    const boundary = `fuzz${this.integer(0, 1e6)}`;
    const part = (name: string, content: Buffer | string, filename = 'billede.png', type = 'image/png') =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const picture = this.options.picture;
    const variants: [string, Buffer | string][] = [
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture.subarray(0, picture.length >> 1)), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, ''), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, this.#string()), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part('andet', picture), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture), part(field, picture), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture, `${'x'.repeat(2000)}.png`, this.#string()), end])],
      [`multipart/form-data; boundary=${boundary}`, part(field, picture)],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nabc`],
      [`multipart/form-data; boundary=${boundary}`, ''],
      ['multipart/form-data', Buffer.concat([part(field, picture), end])],
      ['multipart/form-data; boundary=', '--\r\n'],
      [this.pick(WRONG_CONTENT_TYPES.filter((type) => !type.startsWith('multipart'))), picture],
    ];
    // A valid picture a quarter of the time: the uploads must succeed too, and their URLs feed records.
    const [contentType, payload] = this.chance(0.25) ? variants[0]! : this.pick(variants);
    return { headers: { 'content-type': contentType }, payload };
  }

  /** A value the schema accepts, with this API's meaning where a name says more than its type. */
  valid(schema: SchemaObject | undefined, name = ''): unknown {
    const resolved = resolve(this.document, schema) ?? {};
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
    if (/email/i.test(name)) return this.chance(0.3) ? this.pick(this.options.logins).email : `fuzz${this.#counter}@spillested.test`;
    if (/password/i.test(name)) return this.chance(0.3) ? this.pick(this.options.logins).password : `kode-${this.#counter}-fuzz`;
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
      const key = keys.length && this.chance(0.85) ? this.pick(keys) : this.pick(['id', 'isAdmin', 'active', 'teams', this.#string()]);
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
    if (kind === 2) return this.#string();
    if (kind === 3) return this.pick([null, true, false, [], {}, '']);
    if (kind === 4) return this.#nested(this.integer(2, 40));
    if (kind === 5) return 'x'.repeat(this.pick([255, 256, 1025, 10_000, 100_000]));
    if (kind === 6 && depth < 3) return { $ne: null, $gt: '', id: this.knownId() };
    if (kind === 7) return [this.knownId(), this.#oddNumber(), this.#string()];
    if (kind === 8) return this.knownId();
    return this.pick(HOSTILE_STRINGS);
  }

  #nested(depth: number): unknown {
    let value: unknown = this.knownId();
    for (let level = 0; level < depth; level += 1) value = this.chance(0.5) ? [value] : { a: value };
    return value;
  }

  #string = () => this.pick(HOSTILE_STRINGS);
  #oddNumber = () => String(this.chance(0.5) ? this.pick(EDGE_NUMBERS) : this.pick(EDGE_NUMBER_TEXTS));

  /** Feeds ids and picture URLs from successful answers back into later calls. */
  learn({ method, path }: Operation, body: unknown, text: string, contentType: string) {
    // A deleted record's id would only give 404s from now on.
    if (method === 'DELETE') {
      this.ids.get(kindOfPath(path))?.delete((body as { id?: number } | undefined)?.id ?? -1);
      return;
    }
    if (contentType.startsWith('text/plain') && /\/images\/[0-9a-f]{64}\.webp$/.test(text)) this.pictureUrls.push(text);
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
    visit(body, 0, kindOfPath(path));
    if (this.pictureUrls.length > 50) this.pictureUrls.splice(0, this.pictureUrls.length - 50);
  }
}

/** Compiles the documented answer schemas once (draft 2020-12, formats checked). */
function answerValidators(document: OpenAPIObject) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  return (schema: unknown): ValidateFunction => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
    let validate = compiled.get(text);
    if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text))));
    return validate;
  };
}

/** Sends `options.calls` generated calls into `app` and reports every answer that breaks the contract. */
export async function runFuzz(app: FastifyInstance, document: OpenAPIObject, options: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(document);
  const random = mulberry32(options.seed);
  const generator = new CallGenerator(document, random, options);
  const validatorFor = answerValidators(document);
  const errorSchema = validatorFor({ $ref: '#/components/schemas/Error' });
  const report: FuzzReport = { calls: 0, statuses: new Map(), problems: [] };

  for (let index = 0; index < options.calls; index += 1) {
    const operation = generator.pick(operations);
    const call = generator.call(operation);
    const { label, caller, stray, ...inject } = call;
    const response = await app.inject(inject);
    report.calls += 1;
    const key = `${label} ${response.statusCode}`;
    report.statuses.set(key, (report.statuses.get(key) ?? 0) + 1);
    options.onCall?.(index);

    const contentType = String(response.headers['content-type'] ?? '');
    const problem = (what: string) =>
      report.problems.push(`#${index} ${call.method} ${call.url} as ${caller} (${String(call.headers?.['content-type'] ?? '-')}): ${response.statusCode} ${what}: ${response.body.slice(0, 200)}`);
    if (response.statusCode >= 500) {
      problem('server error');
      continue;
    }
    // A HEAD answer has no body to check.
    if (call.method === 'HEAD') continue;
    let body: unknown;
    try {
      body = contentType.startsWith('application/json') ? response.json() : undefined;
    } catch {
      problem('JSON answer that does not parse');
      continue;
    }
    if (response.statusCode >= 400) {
      if (!errorSchema(body)) problem('error that is not exactly { message: string }');
      continue;
    }
    if (stray) continue;
    if (response.statusCode < 200 || response.statusCode >= 300) continue;
    generator.learn(operation, body, response.body, contentType);
    const documented = operation.responses[String(response.statusCode)]?.content;
    const media = Object.entries(documented ?? {}).find(([type]) => contentType.startsWith(type));
    if (!media) {
      problem(`undocumented success (${contentType})`);
      continue;
    }
    const validate = validatorFor(media[1].schema ?? {});
    if (!validate(media[0] === 'application/json' ? body : response.body)) {
      problem(`answer not valid against its schema: ${JSON.stringify(validate.errors?.[0])}`);
    }
  }
  return report;
}
