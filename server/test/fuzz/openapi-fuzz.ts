import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import { type FuzzParticipants, listFieldsOf, mulberry32, ValueGenerator, WRONG_CONTENT_TYPES } from './values';

/**
 * A fuzzer built from the OpenAPI document: it sends generated calls to every documented operation
 * (valid-looking ones, and their mutations from values.ts: wrong types, edge numbers, deep nesting,
 * long and hostile strings, `__proto__` keys, broken JSON, wrong content types; here also odd ids
 * and query values and broken multipart), as several callers from many addresses, and checks every answer against the
 * contract: never a 5xx, every error `{ message }`, every success valid against its documented
 * schema. Seeded, so a failing run can be repeated exactly. Used by openapi-fuzz.test.ts and
 * `npm run fuzz`.
 */

export type FuzzOptions = FuzzParticipants & {
  calls: number;
  seed: number;
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
  /** The documented examples of each path parameter other than {id} (a server's host). */
  pathExamples: Record<string, string[]>;
  listFields: string[];
  jsonBody?: SchemaObject;
  multipartField?: string;
  responses: Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
};

/** `stray`: sent with a method the path does not document, so only the error contract applies. */
type Call = InjectOptions & { label: string; caller: string; stray: boolean };

const ODD_IDS = ['0', '-1', 'abc', '1.5', '1e3', '2147483647', '2147483648', '9007199254740993', '%00', '%F0%9F%8E%B8', '1%20OR%201%3D1', '..%2F..', '-0', `${'9'.repeat(400)}`];
/** A lone surrogate cannot be percent-encoded: the query carries U+FFFD instead (JSON bodies keep it). */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');
/** "/venues/{id}" → "venues", "/members/{id}/teams" → "teams" (the records it answers). */
const kindOfPath = (path: string) => path.split('/').filter((part) => part && !part.includes('{')).pop()!;

/** The document's operations, with what the generator needs from each. */
function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, { servers, ...methods }]) =>
    Object.entries(methods as Record<string, any>).map(([method, operation]) => {
      const parameters: { name: string; in: string; schema?: { examples?: string[] } }[] = operation.parameters ?? [];
      const listSchema = resolve(document, operation.responses?.['200']?.content?.['application/json']?.schema);
      const recordSchema = resolve(document, (listSchema?.properties?.records as SchemaObject | undefined)?.items ?? listSchema?.items);
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        // The feeds live at the site's root (their own server entry); everything else under /api.
        base: (servers as { url: string }[] | undefined)?.[0]?.url.replace(/\/$/, '') ?? '/api',
        queryParameters: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        pathExamples: Object.fromEntries(
          parameters.filter((parameter) => parameter.in === 'path' && parameter.name !== 'id').map((parameter) => [parameter.name, parameter.schema?.examples ?? []]),
        ),
        listFields: listFieldsOf(recordSchema),
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
class CallGenerator extends ValueGenerator {
  call(operation: Operation): Call {
    const caller = this.pick(this.participants.callers);
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
    else if (operation.jsonBody) Object.assign(call, this.#json(operation.jsonBody));
    else if (operation.method !== 'GET' && this.chance(0.3)) Object.assign(call, this.#json({ type: 'object' }));
    call.headers = { ...headers, ...call.headers };
    return call;
  }

  #path(operation: Operation): string {
    let path = operation.path;
    for (const [name, examples] of Object.entries(operation.pathExamples)) {
      path = path.replace(`{${name}}`, examples.length > 0 && this.chance(0.6) ? encodeURIComponent(this.pick(examples)) : this.pick(ODD_IDS));
    }
    if (!path.includes('{id}')) return path;
    let id = this.chance(0.6) ? String(this.knownId(kindOfPath(path))) : this.pick(ODD_IDS);
    if (path.startsWith('/members/{id}') && operation.method !== 'GET') id = String(this.unlessCaller(id));
    return path.replace('{id}', id);
  }

  #query(operation: Operation): string {
    if (operation.queryParameters.length === 0 || this.chance(0.3)) return '';
    const pairs: [string, string][] = [];
    for (const name of operation.queryParameters) {
      if (this.chance(0.5)) continue;
      const value = this.listParameter(name, operation.listFields, this.chance(0.5));
      pairs.push([name, value]);
      // Repeated and bracketed parameters: qs would make arrays and objects of them.
      if (this.chance(0.1)) pairs.push([this.pick([name, `${name}[]`, `${name}[$gt]`]), value]);
    }
    return pairs.length ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(wellFormed(value))}`).join('&')}` : '';
  }

  #json(schema: SchemaObject): Partial<Call> {
    const { contentType, payload } = this.jsonBody(schema);
    return { headers: { 'content-type': contentType }, payload };
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
    const picture = this.participants.picture;
    const variants: [string, Buffer | string][] = [
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture.subarray(0, picture.length >> 1)), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, ''), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, this.string()), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part('andet', picture), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture), part(field, picture), end])],
      [`multipart/form-data; boundary=${boundary}`, Buffer.concat([part(field, picture, `${'x'.repeat(2000)}.png`, this.string()), end])],
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

  /** Feeds ids and picture URLs from successful answers back into later calls. */
  learnFrom({ method, path }: Operation, body: unknown, text: string, contentType: string) {
    if (method === 'DELETE') return this.forget(kindOfPath(path), (body as { id?: number } | undefined)?.id);
    if (contentType.startsWith('text/plain') && /\/images\/[0-9a-f]{64}\.webp$/.test(text)) this.pictureUrls.push(text);
    this.learn(kindOfPath(path), body);
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
  const generator = new CallGenerator(random, (schema) => resolve(document, schema), options);
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
    generator.learnFrom(operation, body, response.body, contentType);
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
