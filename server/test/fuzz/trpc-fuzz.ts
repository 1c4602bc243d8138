import type { AnyRouter } from '@trpc/server';
import { jsonlStreamConsumer } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { z, type ZodType } from 'zod';
import { TRPC_MAX_BATCH_SIZE } from '../../../shared/constants';
import { BROKEN_JSON, type FuzzParticipants, HOSTILE_STRINGS, listFieldsOf, mulberry32, ValueGenerator } from './values';

/**
 * A fuzzer for /trpc built from the router itself: every procedure in `_def.procedures` with its
 * input schemas (as JSON Schema, from zod), so a procedure added to the router is fuzzed without
 * being named here. It sends single calls (queries as GET with `?input=`, mutations as POST),
 * batches up to TRPC_MAX_BATCH_SIZE and over it, streamed batches (`trpc-accept: application/jsonl`)
 * and bad requests (broken JSON, wrong content types and methods, unknown procedures, odd batch
 * parameters), with the values and mutations of values.ts, as several callers from many
 * addresses. It fails on any 5xx (also inside a batch or a stream), any error not in tRPC's shape
 * `{ error: { message, code, data: { code, httpStatus, path? } } }` (a batch: an array of results
 * and such errors), a stack trace, a stream the tRPC client cannot read, and any result its
 * procedure's output schema refuses. Seeded, so a failing run can be repeated exactly. Used by
 * trpc-fuzz.test.ts and `npm run fuzz -- --trpc`.
 */

export type TrpcFuzzOptions = FuzzParticipants & {
  calls: number;
  seed: number;
  /** Called after every answer (a progress line in `npm run fuzz`). */
  onCall?: (index: number) => void;
};

export type TrpcFuzzReport = {
  calls: number;
  /** "venues.byId 404" → count, for each procedure call (within batches too); "[jsonl] 200" → count, for each request's shape. */
  statuses: Map<string, number>;
  problems: string[];
};

type Procedure = {
  path: string;
  type: 'query' | 'mutation';
  /** Its input as JSON Schema, or none when it takes none. */
  input?: SchemaObject;
  /** Whether it may be called without input. */
  inputOptional: boolean;
  output?: ZodType;
  /** The kind of record it is about: its router's name ("venues"). */
  kind: string;
  /** Fields its list may filter and order by (none: not a list). */
  listFields: string[];
};

/** One procedure call within a request. */
type Item = { procedure?: Procedure; path: string; input: string | undefined };
type Request = Omit<InjectOptions, 'url'> & { url: string; shape: string; caller: string; items: Item[]; stream: boolean };

const UNKNOWN_PATHS = ['venues.nope', 'venues', '__proto__', 'constructor', 'toString', 'venues.list.x', '_def', 'venues.__proto__', '', '.', 'a'.repeat(500)];
const ODD_BATCH_INPUTS = ['[]', '[{}]', 'null', '1', '"0"', '{"-1":{}}', '{"1e0":{}}', '{"__proto__":{"0":{}}}', '{"0":'];

const errorShape = z
  .object({
    error: z
      .object({
        message: z.string().min(1),
        code: z.number().int().negative(),
        data: z.looseObject({ code: z.string().min(1), httpStatus: z.number().int().min(400).max(599), path: z.string().optional(), stack: z.never().optional() }),
      })
      .strict(),
  })
  .strict();
const resultShape = z.object({ result: z.object({ data: z.unknown() }).strict() }).strict();

/** The router's procedures, with JSON Schemas of their inputs and the fields of their lists. */
function proceduresOf(router: AnyRouter): { procedures: Procedure[]; definitions: Record<string, SchemaObject> } {
  const definitions: Record<string, SchemaObject> = {};
  const jsonSchema = (schema: ZodType, io: 'input' | 'output') => {
    const { $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as SchemaObject & { $defs?: Record<string, SchemaObject> };
    Object.assign(definitions, $defs);
    return rest;
  };
  const procedures = Object.entries(router._def.procedures as Record<string, { _def: any }>).map(([path, { _def: definition }]) => {
    const inputs = (definition.inputs as ZodType[]).map((input) => jsonSchema(input, 'input'));
    const output = definition.output as ZodType | undefined;
    const records = output && (jsonSchema(output, 'output').properties?.records as SchemaObject | undefined)?.items;
    return {
      path,
      type: definition.type,
      // Chained .input() calls: tRPC merges their objects.
      input: inputs.length > 1 ? { type: 'object', properties: Object.assign({}, ...inputs.map((each) => each.properties)), required: inputs.flatMap((each) => each.required ?? []) } : inputs[0],
      inputOptional: (definition.inputs as ZodType[]).every((input) => input.safeParse(undefined).success),
      output,
      kind: path.split('.')[0]!,
      listFields: listFieldsOf(records as SchemaObject | undefined),
    } as Procedure;
  });
  return { procedures, definitions };
}

/** A lone surrogate cannot be percent-encoded: the query carries U+FFFD instead (bodies keep it). */
const queryText = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'));

class RequestGenerator extends ValueGenerator {
  constructor(
    random: () => number,
    definitions: Record<string, SchemaObject>,
    participants: FuzzParticipants,
    readonly procedures: Procedure[],
  ) {
    super(random, (schema: any) => (schema?.$ref ? definitions[String(schema.$ref).split('/').pop()!] : schema), participants);
  }

  request(): Request {
    const shape = this.random();
    if (shape < 0.5) return this.#batch(this.#procedures(1), { batch: false });
    if (shape < 0.7) return this.#batch(this.#procedures(this.integer(2, TRPC_MAX_BATCH_SIZE)), { batch: true });
    if (shape < 0.75) return this.#batch(this.#procedures(TRPC_MAX_BATCH_SIZE + this.integer(1, 5)), { batch: true });
    if (shape < 0.88) return this.#batch(this.#procedures(this.integer(1, TRPC_MAX_BATCH_SIZE)), { batch: true, stream: true });
    return this.#bad();
  }

  /** `count` procedures of one type (a batch is all queries or all mutations). */
  #procedures(count: number): Procedure[] {
    const type = this.pick(this.procedures).type;
    const ofType = this.procedures.filter((procedure) => procedure.type === type);
    return Array.from({ length: count }, () => this.pick(ofType));
  }

  /**
   * A call's input as JSON text. Within a batch it is never broken, as that would fail every call
   * of the batch alike, and valid half the time, as batches are what our client sends.
   */
  #item(procedure: Procedure, inBatch: boolean): Item {
    if (!procedure.input || (procedure.inputOptional && this.chance(0.6))) {
      return { procedure, path: procedure.path, input: this.chance(0.8) ? undefined : this.pick(['{}', 'null', '"x"', '[1]']) };
    }
    // The content type jsonBody picks is the request's (#request picks its own).
    let input = this.jsonBody(procedure.input).payload;
    if (inBatch && (BROKEN_JSON.includes(input) || this.chance(0.5))) input = JSON.stringify(this.valid(procedure.input));
    if (input.startsWith('{') && !BROKEN_JSON.includes(input)) {
      const value = JSON.parse(input);
      // Ids of the procedure's own kind of record, and never a caller's own member record.
      if ('id' in value && this.chance(0.7)) value.id = this.knownId(procedure.kind);
      if (procedure.kind === 'members' && procedure.type === 'mutation') value.id = this.unlessCaller(value.id);
      for (const name of ['filter', 'order_by']) {
        if (name in value && procedure.listFields.length) {
          const text = this.listParameter(name, procedure.listFields, this.chance(0.7));
          value[name] = name === 'order_by' ? [text] : text;
        }
      }
      input = JSON.stringify(value);
    }
    return { procedure, path: procedure.path, input };
  }

  #batch(procedures: Procedure[], { batch, stream = false }: { batch: boolean; stream?: boolean }): Request {
    const items = procedures.map((procedure) => this.#item(procedure, batch));
    const type = procedures[0]!.type;
    const shape = `${stream ? '[jsonl]' : batch ? (items.length > TRPC_MAX_BATCH_SIZE ? '[batch over the limit]' : '[batch]') : '[single]'}`;
    return this.#request(type === 'query' ? 'GET' : 'POST', items, { batch, stream, shape });
  }

  #request(method: InjectOptions['method'], items: Item[], { batch, stream, shape }: { batch: boolean; stream: boolean; shape: string }): Request {
    const caller = this.pick(this.participants.callers);
    const headers: Record<string, string> = {};
    let cookie = caller.cookie;
    // Logging in, registering and logging out end the session they are sent with: the caller's
    // would be gone for every later call, so these go with a spent one or none.
    if (items.some((item) => item.path.startsWith('auth.') && item.procedure?.type === 'mutation')) cookie = this.chance(0.5) ? 'spillested_session=udlobet' : undefined;
    if (cookie) headers.cookie = cookie;
    if (stream) headers['trpc-accept'] = 'application/jsonl';
    const input = batch ? `{${items.flatMap((item, index) => (item.input === undefined ? [] : [`"${index}":${item.input}`])).join(',')}}` : items[0]!.input;
    const request: Request = {
      method,
      // A hostile path may hold half a surrogate pair, which no URL can carry (encodeURIComponent throws).
      url: `/trpc/${items.map((item) => encodeURIComponent(item.path.replace(/\p{Cs}/gu, '\uFFFD'))).join(',')}`,
      headers,
      remoteAddress: `10.${this.integer(0, 255)}.${this.integer(0, 255)}.${this.integer(1, 254)}`,
      shape,
      caller: caller.name,
      items,
      stream,
    };
    const query = [batch ? 'batch=1' : '', method === 'GET' && input !== undefined ? `input=${queryText(input)}` : ''].filter(Boolean).join('&');
    if (query) request.url += `?${query}`;
    if (method !== 'GET' && method !== 'HEAD') {
      // Over the 1 MB body limit now and then: refused before anything reads it.
      request.payload = this.chance(0.01) ? `{"0":"${'x'.repeat(1_200_000)}"}` : (input ?? '');
      if (request.payload || this.chance(0.5)) headers['content-type'] = this.chance(0.9) ? 'application/json' : this.pick(['text/plain', 'application/jsonl', 'application/x-www-form-urlencoded']);
    }
    return request;
  }

  /** Requests no client of ours sends: wrong methods and paths, odd batch parameters, half a stream. */
  #bad(): Request {
    const procedure = this.pick(this.procedures);
    const item = this.#item(procedure, false);
    const kind = this.integer(0, 7);
    const wrongMethod = procedure.type === 'query' ? this.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const) : this.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const);
    if (kind === 0) return this.#request(wrongMethod, [item], { batch: false, stream: false, shape: '[wrong method]' });
    if (kind === 1) {
      const unknown = { path: this.pick([...UNKNOWN_PATHS, this.pick(HOSTILE_STRINGS)]), input: item.input };
      return this.#request(this.pick(['GET', 'POST'] as const), [unknown], { batch: this.chance(0.3), stream: false, shape: '[unknown procedure]' });
    }
    if (kind === 2) return this.#request(procedure.type === 'query' ? 'GET' : 'POST', [item], { batch: false, stream: true, shape: '[jsonl, not batched]' });
    if (kind === 3) {
      // Nested as deep as the body limit allows: whatever reads it must not run out of stack.
      const depth = this.pick([1000, 100_000, 500_000]);
      const deep = { ...item, input: `${'['.repeat(depth)}${']'.repeat(depth)}` };
      return this.#request(procedure.type === 'query' ? 'GET' : 'POST', [deep], { batch: false, stream: false, shape: '[deep JSON]' });
    }
    const request = this.#batch(this.#procedures(this.integer(1, 3)), { batch: true, stream: this.chance(0.3) });
    request.shape = '[odd batch]';
    const odd = this.pick(ODD_BATCH_INPUTS);
    if (kind === 4) request.url = request.url.replace('batch=1', this.pick(['batch=0', 'batch=2', 'batch=', 'batch=true', 'batch=1&batch=1']));
    else if (kind === 5 && request.method === 'GET') request.url = `${request.url.split('?')[0]}?batch=1&input=${queryText(odd)}`;
    else if (kind === 5) request.payload = odd;
    else if (kind === 6) {
      // Empty and repeated paths in the list of calls.
      const extra = this.pick([[''], ['', ''], [request.items[0]!.path, '']]);
      request.url = request.url.replace('/trpc/', `/trpc/${extra.map((path) => `${path},`).join('')}`);
      request.items.unshift(...extra.map((path) => ({ path, input: undefined })));
    }
    else request.url = request.url.replace('?', `?input=${queryText(this.pick(BROKEN_JSON))}&`);
    return request;
  }

  /** Feeds ids and picture URLs from a successful call back into later calls. */
  learnFrom(procedure: Procedure, data: unknown) {
    if (procedure.path.endsWith('.delete')) return this.forget(procedure.kind, (data as { id?: number } | undefined)?.id);
    this.learn(procedure.kind, data);
  }
}

/** The items of a streamed answer, read as tRPC's own client reads them (httpBatchStreamLink). */
async function readStream(body: string, count: number): Promise<unknown[]> {
  const abortController = new AbortController();
  const [head] = await jsonlStreamConsumer<Record<string, unknown>>({
    from: new Response(body).body!,
    formatError: ({ error }) => Object.assign(new Error('error chunk'), { error }),
    abortController,
  });
  const items = Array.from({ length: count }, async (_, index) => {
    const json = (await head[index]) as any;
    if (!json || !('result' in json)) return json;
    const result = await json.result;
    return { result: { data: await result?.data } };
  });
  // A chunk that never comes would leave its promise pending: the whole body is here, so a second is plenty.
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('stream ended before every call was answered')), 1000).unref());
  return Promise.race([Promise.all(items), timeout]);
}

/** Sends `options.calls` generated requests into `app` and reports every answer that breaks tRPC's contract. */
export async function runTrpcFuzz(app: FastifyInstance, router: AnyRouter, options: TrpcFuzzOptions): Promise<TrpcFuzzReport> {
  const { procedures, definitions } = proceduresOf(router);
  const generator = new RequestGenerator(mulberry32(options.seed), definitions, options, procedures);
  const report: TrpcFuzzReport = { calls: 0, statuses: new Map(), problems: [] };
  const count = (key: string) => report.statuses.set(key, (report.statuses.get(key) ?? 0) + 1);

  for (let index = 0; index < options.calls; index += 1) {
    const { shape, caller, items, stream, ...inject } = generator.request();
    const response = await app.inject(inject);
    report.calls += 1;
    count(`${shape} ${response.statusCode}`);
    options.onCall?.(index);

    const problem = (what: string) =>
      report.problems.push(
        `#${index} ${inject.method} ${inject.url.slice(0, 300)} as ${caller}${stream ? ' (jsonl)' : ''} (${String(inject.headers?.['content-type'] ?? '-')}` +
          `${inject.payload ? ` ${String(inject.payload).slice(0, 300)}` : ''}): ${response.statusCode} ${what}: ${response.body.slice(0, 200)}`,
      );
    if (response.statusCode >= 500) {
      problem('server error');
      continue;
    }
    // A HEAD answer has no body to check.
    if (inject.method === 'HEAD') continue;
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) {
      problem(`answer that is not JSON (${contentType})`);
      continue;
    }
    let answers: unknown[];
    try {
      const body = stream && response.statusCode === 200 ? await readStream(response.body, items.length) : response.json();
      // One error for a whole request (a batch over the limit, a body refused before it was read) answers every call in it.
      if (!Array.isArray(body) && items.length > 1 && !errorShape.safeParse(body).success) {
        problem("answer to a batch in neither tRPC's error shape nor an array");
        continue;
      }
      answers = Array.isArray(body) ? body : items.map(() => body);
    } catch (error) {
      problem(`answer that does not parse (${(error as Error).message})`);
      continue;
    }
    if (answers.length !== items.length) {
      problem(`${answers.length} answers to ${items.length} calls`);
      continue;
    }
    answers.forEach((answer, position) => {
      const item = items[position]!;
      const error = errorShape.safeParse(answer);
      const result = resultShape.safeParse(answer);
      if (!error.success && !result.success) return problem(`answer to ${item.path} in neither tRPC's result nor error shape: ${JSON.stringify(answer)?.slice(0, 200)}`);
      const status = error.success ? error.data.error.data.httpStatus : 200;
      count(`${item.path || '(tom)'} ${status}`);
      if (status >= 500) return problem(`server error answering ${item.path}: ${error.data?.error.message}`);
      if (items.length === 1 && !stream && status !== response.statusCode) problem(`httpStatus ${status} in the body`);
      if (!result.success || !item.procedure) return;
      const checked = item.procedure.output?.safeParse(result.data.result.data);
      if (checked && !checked.success) return problem(`result of ${item.path} refused by its output schema: ${checked.error.issues[0]?.message}`);
      generator.learnFrom(item.procedure, result.data.result.data);
    });
  }
  return report;
}
