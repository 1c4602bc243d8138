import {
  type EntityManager,
  type EntityMetadata,
  type EntityName,
  type EntityProperty,
  type FilterQuery,
  type FindOptions,
  type MikroORM,
  type QueryOrderMap,
  ReferenceKind,
  raw,
} from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { LRUCache } from 'lru-cache';
import { copenhagenToUtc, utcMs } from '../../shared/copenhagen-time';
import { listDefaults, type ListQuery, listQuerySchema, type PagedList } from '../../shared/schemas/common';
import { invalid } from '../errors';

type FieldType = 'string' | 'number' | 'boolean' | 'date';

/**
 * A field a list may be filtered or ordered by: its snake_case API name maps to an entity property.
 * A filter property may be a dotted path through relations ('venue', 'concerts.artist'). `across`
 * names a collection the path starts with ('concerts', or 'genres' for a genre's id): a condition
 * holds when some item meets it, and `!=` when no item is equal (`artist_id!=4`: no concert by
 * artist 4). `order` may name another property to order by (a Danish sort key for a name, say).
 * `values` lists the only values a string field holds (an event's status): compared with = and != only.
 */
export type ListField = { property: string; type: FieldType; filter?: boolean; order?: boolean | string; across?: string; values?: readonly string[] };

export type ListSpec = {
  fields: Record<string, ListField>;
  /** Applied when no order_by is given; `id` is always appended so pages never overlap. */
  defaultOrder: QueryOrderMap<object>[];
};

/** The list query options of one resource, naming its filter and order_by fields in the API document. */
export function listInputFor(spec: ListSpec) {
  const fields = (use: 'filter' | 'order') => Object.keys(spec.fields).filter((name) => spec.fields[name]![use]);
  const orderBy = listQuerySchema.shape.order_by.unwrap();
  const filter = listQuerySchema.shape.filter.unwrap();
  // The shared examples name a venue's fields; each resource gets its own or none.
  return listQuerySchema.extend({
    order_by: orderBy
      .meta({ description: `${orderBy.meta()?.description}. Felter: ${fields('order').join(', ')}`, examples: [[`${fields('order')[0]} DESC`]] })
      .optional(),
    // Every resource filters by id.
    filter: filter.meta({ description: `${filter.meta()?.description}. Felter: ${fields('filter').join(', ')}`, examples: ['id>3'] }).optional(),
  });
}

const OPERATORS = { '=': '$eq', '!=': '$ne', '>': '$gt', '>=': '$gte', '<': '$lt', '<=': '$lte' } as const;
type Operator = keyof typeof OPERATORS;
const CONDITION = /^\s*([a-z_]+)\s*(!=|>=|<=|=|>|<)\s*(.*?)\s*$/;
const ORDER = /^\s*([a-z_]+)\s*(?:[: ]\s*(asc|desc))?\s*$/i;

/**
 * Each condition on a field across a collection (artist_id, genre_id) is a subquery of its own,
 * and SQLite refuses a statement of more than 200 tables: far more conditions than anyone writes.
 */
const MAX_CONDITIONS = 20;

/** An ISO 8601 date, optionally with a time and an offset: `2026-11-23`, `2026-11-23T20:00`, `…T19:00:00.000Z`. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2})?)?)?$/i;

/**
 * The instant a filter's date names. A date or time without an offset is Copenhagen's
 * (docs/time-and-language.md): `from_date>=2026-11-23` starts at that midnight there, so tonight's concert is
 * upcoming all day, whatever time zone the server runs in. Undefined for no real date.
 */
function parseFilterDate(raw: string): Date | undefined {
  const match = ISO_DATE.exec(raw);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const milliseconds = Math.floor(Number(`0.${match[7] ?? 0}`) * 1000);
  const wall = utcMs(year, month, day, hour, minute, second) + milliseconds;
  const calendar = new Date(wall);
  // 2026-02-30 or 24:00 would roll over into the next month or day.
  const real = calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day && calendar.getUTCHours() === hour && minute < 60 && second < 60;
  if (!real) return undefined;
  const [utc, sign, offsetHours, offsetMinutes] = match.slice(8);
  if (Number(offsetHours ?? 0) > 23 || Number(offsetMinutes ?? 0) > 59) return undefined;
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) * 60_000 : 0;
  const copenhagen = () => copenhagenToUtc(year, month, day, hour, minute).getTime() + second * 1000 + milliseconds;
  const date = new Date(utc || sign ? wall - offsetMs : copenhagen());
  // Year 0 is no year in PostgreSQL, and 10000 no ISO date.
  return date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999 ? date : undefined;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

function parseValue(raw: string, field: ListField, name: string): string | number | boolean | Date {
  switch (field.type) {
    case 'number': {
      // Number fields are 32-bit integer columns: a longer number is no id (and 309 digits would be Infinity).
      if (!/^-?\d+$/.test(raw)) throw invalid(`Filteret ${name} skal være et heltal`);
      const value = Number(raw);
      if (value < INT32_MIN || value > INT32_MAX) throw invalid(`Filteret ${name} skal være mellem ${INT32_MIN} og ${INT32_MAX}`);
      return value;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalid(`Filteret ${name} skal være true eller false`);
      return raw === 'true';
    case 'date': {
      const date = parseFilterDate(raw);
      if (!date) throw invalid(`Filteret ${name} skal være en ISO 8601-dato`);
      return date;
    }
    case 'string':
      if (field.values && !field.values.includes(raw)) throw invalid(`Filteret ${name} skal være en af: ${field.values.join(', ')}`);
      return raw;
  }
}

/** `field OP value` conditions joined by commas (docs/api.md), all of which must hold. */
export function parseFilter(filter: string | undefined, spec: ListSpec): FilterQuery<object>[] {
  if (!filter?.trim()) return [];
  // PostgreSQL refuses NUL in text; no real value contains control characters.
  if (/\p{Cc}/u.test(filter)) throw invalid('Filteret indeholder ugyldige tegn');
  const conditions = filter.split(',');
  if (conditions.length > MAX_CONDITIONS) throw invalid(`Filteret kan højst have ${MAX_CONDITIONS} betingelser`);
  return conditions.map((condition) => {
    const match = CONDITION.exec(condition);
    if (!match) throw invalid(`Ugyldigt filter: "${condition.trim()}"`);
    const [, name, operator, raw] = match as unknown as [string, string, Operator, string];
    const field = spec.fields[name];
    if (!field?.filter) throw invalid(`Der kan ikke filtreres på ${name}`);
    if ((field.type === 'boolean' || field.values) && operator !== '=' && operator !== '!=') {
      throw invalid(`Filteret ${name} tillader kun = og !=`);
    }
    const value = parseValue(raw, field, name);
    if (field.across) {
      // The path within an item of the collection; the item itself is matched by its id.
      const within = field.property === field.across ? ['id'] : field.property.slice(field.across.length + 1).split('.');
      return operator === '!='
        ? { [field.across]: { $none: nested(within, { $eq: value }) } }
        : { [field.across]: { $some: nested(within, { [OPERATORS[operator]]: value }) } };
    }
    return nested(field.property.split('.'), { [OPERATORS[operator]]: value });
  });
}

/** `{ a: { b: comparison } }` for the path a.b. */
const nested = (path: string[], comparison: object): FilterQuery<object> =>
  path.reduceRight<FilterQuery<object>>((inner, key) => ({ [key]: inner }), comparison);

/**
 * The conditions as MikroORM runs them, with each `$some`/`$none` over a one-to-many collection
 * (an event's concerts) as `id [NOT] IN (select <owner column> from <item> where …)`: "listed".
 * MikroORM's own subquery joins the owner's table again, which SQLite reads once per item: an
 * artist's 25,000 events took 86 ms to list at 100,000 events, and 4 ms without that join.
 * `probed`, each `$some` is instead `exists (select 1 from <item> where … and <owner column> =
 * <the owner's id>)`, checked row by row as the statement walks its order's index (see
 * probesAcross). Plans stay plain objects (planKey) and are rewritten only here, as each
 * statement is built; a probe refers to the owner as OWNER.
 */
function statementWhere<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  where: FilterQuery<object>,
  probed = false,
): FilterQuery<object> {
  const meta = em.getMetadata().get(entity);
  const quote = (name: string) => em.getPlatform().quoteIdentifier(name);
  const rewrite = (condition: unknown): unknown => {
    if (Array.isArray(condition)) return condition.map(rewrite);
    if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return condition;
    return Object.fromEntries(
      Object.entries(condition).map(([key, value]) => {
        const property = meta.properties[key as never] as EntityProperty | undefined;
        const across = property?.kind === ReferenceKind.ONE_TO_MANY && (value as Record<string, unknown>);
        if (!across || !('$some' in across || '$none' in across)) return [key, rewrite(value)];
        const items = (em as SqlEntityManager).createQueryBuilder(property.targetMeta!.class, 'item');
        if (probed && across.$some) {
          const ownerColumn = property.targetMeta!.properties[property.mappedBy]!.fieldNames[0]!;
          const owner = raw(`${quote('item')}.${quote(ownerColumn)} = ${quote(OWNER)}.${quote(meta.getPrimaryProps()[0]!.fieldNames[0]!)}`);
          items.select(raw('1')).where({ $and: [across.$some, { [owner]: [] }] } as never);
          return [raw(`exists (${items.getQuery()})`, items.getParams()), []];
        }
        items.select(property.mappedBy as never).where((across.$some ?? across.$none) as never);
        return ['id', { [across.$some ? '$in' : '$nin']: items }];
      }),
    );
  };
  return rewrite(where) as FilterQuery<object>;
}

/** The listed entity's alias in the statements of a page and its seek, which a probe refers to. */
const OWNER = 'owner';

/**
 * What a list with a condition across a collection (an artist's events) costs either way, in rows:
 * listed, the owners of every matching item, however few the page needs (25,000 for one of 12
 * artists over 100,000 events, 22 ms on SQLite); probed, the rows of the list without that
 * condition walked in its order until the page is full, checking each through the collection's
 * index on (owner, …) (0.3 ms for that artist, 43 ms for an artist with no events). Counted once
 * per content version like every count; unknown (scripts, transactions) means listed.
 */
type AcrossCounts = { walked: number; matching: number; listed: number };

async function acrossCountsOf<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  { where, orderBy }: ListPlan,
  memo: Memo | undefined,
): Promise<AcrossCounts | undefined> {
  const conditions = (where as { $and?: FilterQuery<object>[] }).$and;
  const meta = em.getMetadata().get(entity);
  if (!memo || !conditions || !walksAnIndex(meta, orderBy)) return undefined;
  const properties: Record<string, EntityProperty | undefined> = meta.properties;
  const probeable = (condition: object) =>
    Object.entries(condition).some(([key, value]) => properties[key]?.kind === ReferenceKind.ONE_TO_MANY && '$some' in (value as object));
  const across = conditions.filter(probeable);
  if (across.length === 0) return undefined;
  const rest = conditions.filter((condition) => !probeable(condition));
  const walked = await countOf(em, entity, rest.length ? { $and: rest } : {}, memo);
  const matching = await countOf(em, entity, where, memo);
  let listed = 0;
  for (const condition of across) listed += await countOf(em, entity, { $and: [condition] }, memo);
  return { walked, matching, listed };
}

/**
 * Whether an index (or the primary key) begins with the order's first column, so that a walk in
 * that order stops when the page is full. Without one every row is probed and then sorted.
 */
function walksAnIndex(meta: EntityMetadata, orderBy: QueryOrderMap<object>[]): boolean {
  const [first] = Object.keys(orderBy[0] ?? {});
  const property = first === undefined ? undefined : (meta.properties[first as never] as EntityProperty | undefined);
  return !!property && (property.primary || !!property.index || meta.indexes.some((index) => [index.properties].flat()[0] === first));
}

/**
 * Whether the rows up to offset + limit are found sooner by probing than by listing: a walk meets
 * matching rows at the rate they have in the whole list. Rows that match together (one title's
 * events all by one artist), or other conditions the walked index does not hold (a status), can
 * make a walk longer than that; at worst it reads the whole index once (43 ms at 100,000 events
 * on SQLite, against 22 ms for listing a frequent artist's events).
 */
function probesAcross(counts: AcrossCounts | undefined, offset: number, limit: number): boolean {
  return counts !== undefined && ((offset + limit) * counts.walked) / Math.max(counts.matching, 1) < counts.listed;
}

/** Repeatable `field ASC`, `field:ASC` or bare `field`; direction case-insensitive. */
export function parseOrder(orderBy: string[] | undefined, spec: ListSpec): QueryOrderMap<object>[] {
  const order: QueryOrderMap<object>[] = (orderBy ?? []).filter((entry) => entry.trim()).map((entry) => {
    const match = ORDER.exec(entry);
    if (!match) throw invalid(`Ugyldig sortering: "${entry}"`);
    const [, name, direction] = match as unknown as [string, string, string | undefined];
    const field = spec.fields[name];
    if (!field?.order) throw invalid(`Der kan ikke sorteres efter ${name}`);
    const property = typeof field.order === 'string' ? field.order : field.property;
    return { [property]: (direction ?? 'ASC').toUpperCase() as 'ASC' | 'DESC' };
  });
  return [...(order.length ? order : spec.defaultOrder), { id: 'ASC' }];
}

export type ListPlan = {
  where: FilterQuery<object>;
  orderBy: QueryOrderMap<object>[];
  offset: number;
  limit: number | undefined;
  page: number;
  perPage: number;
};

export function planList(query: ListQuery, spec: ListSpec, extra: FilterQuery<object>[] = []): ListPlan {
  const page = query.page ?? listDefaults.page;
  const perPage = query.per_page ?? listDefaults.perPage;
  const conditions = [...extra, ...parseFilter(query.filter, spec)];
  const pageSize = perPage === 0 ? undefined : perPage;
  const limit = pageSize === undefined ? query.limit : Math.min(pageSize, query.limit ?? pageSize);
  const offset = pageSize === undefined ? 0 : (page - 1) * pageSize;
  // per_page=0 means all records on page 1 and nothing after it; no table reaches an unsafe offset.
  const beyondEnd = (pageSize === undefined && page > 1) || !Number.isSafeInteger(offset);
  return {
    where: conditions.length ? { $and: conditions } : {},
    orderBy: parseOrder(query.order_by, spec),
    offset: beyondEnd ? 0 : offset,
    limit: beyondEnd ? 0 : limit,
    page,
    perPage,
  };
}

export function pagedList<T>(plan: ListPlan, records: T[], totalCount: number): PagedList<T> {
  const perPage = plan.perPage === 0 ? Math.max(totalCount, 1) : plan.perPage;
  return { page: plan.page, perPage, pageCount: Math.ceil(totalCount / perPage), totalCount, records };
}

/** One page of an entity and the size of the whole filtered set. */
export async function findPage<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  plan: ListPlan,
  populate: readonly string[] = [],
): Promise<[Entity[], number]> {
  // The plan is checked against the spec's whitelist, not the entity type: widen once, here.
  const where = statementWhere(em, entity, plan.where) as never;
  if (plan.limit === 0) return [[], await em.count(entity, where)];
  const options = { orderBy: plan.orderBy, offset: plan.offset, limit: plan.limit, populate } as FindOptions<Entity>;
  return em.findAndCount(entity, where, options as never);
}

/** What each of the memos below may hold (docs/operations.md: per-key memory outside the public cache). */
const MEMO_BYTES = 4 * 1024 * 1024;

/** Bytes a kept entry costs, counting every character as two (V8's wider string form) and a little for the entry. */
const keptBytes = (...texts: string[]) => texts.reduce((bytes, text) => bytes + 2 * text.length, 64);

/**
 * What lists found at one content version: the size of each filtered set, and the sort key of every
 * SEEK_STRIDE-th row of each filtered and ordered set. Every write bumps the version
 * (server/db/content-version.ts), so both hold until the next write; a list reads the version after
 * it began, so it never gets a count older than a write that returned before it. A newer version
 * drops everything; a request still at an older one neither reads nor fills it.
 */
class ListMemo {
  #version = -1;
  // Bounded by entries and by bytes: a key holds the filter's values, which a visitor chooses (up to
  // the 16 kB of a request's head), and a plan's boundaries hold one sort key per 500 rows.
  readonly #counts = new LRUCache<string, number>({ max: 2000, maxSize: MEMO_BYTES, sizeCalculation: (_count, key) => keptBytes(key) });
  readonly #boundaries = new LRUCache<string, Record<string, unknown>[]>({
    max: 200,
    maxSize: MEMO_BYTES,
    sizeCalculation: (boundaries, key) => keptBytes(key, JSON.stringify(boundaries)),
  });

  constructor(readonly version: () => Promise<number>) {}

  #current(version: number): boolean {
    if (version > this.#version) {
      this.#version = version;
      this.#counts.clear();
      this.#boundaries.clear();
    }
    return version === this.#version;
  }

  count(version: number, key: string): number | undefined {
    return this.#current(version) ? this.#counts.get(key) : undefined;
  }

  keepCount(version: number, key: string, count: number): void {
    if (this.#current(version)) this.#counts.set(key, count);
  }

  boundaries(version: number, key: string): Record<string, unknown>[] {
    return (this.#current(version) && this.#boundaries.get(key)) || [];
  }

  keepBoundaries(version: number, key: string, boundaries: Record<string, unknown>[]): void {
    if (this.#current(version)) this.#boundaries.set(key, boundaries);
  }
}

/** Per ORM (each is one database): the memo and the version its lists read. */
const memos = new WeakMap<object, ListMemo>();

/**
 * Lists on this ORM's database count each filtered set once per content version and seek deep
 * pages from remembered sort keys; `version` reads the current number. Without it (scripts) every
 * list counts and walks its OFFSET.
 */
export function rememberListsPerContentVersion(orm: MikroORM, version: () => Promise<number>): void {
  memos.set(orm.getMetadata(), new ListMemo(version));
}

type Memo = { memo: ListMemo; version: number };

/**
 * None inside a transaction: it may see its own writes, which no other request may, and on SQLite's
 * one connection the version's read would wait for the very transaction it is in.
 */
async function memoOf(em: EntityManager): Promise<Memo | undefined> {
  const memo = em.isInTransaction() ? undefined : memos.get(em.getMetadata());
  return memo && { memo, version: await memo.version() };
}

/**
 * The ids of one page, in order, and the size of the whole filtered set, with the same filter and
 * order as findPage; the records are then read without managed entities (server/read-model). The
 * count is needed only when the page is full or empty past the first record, and then read once
 * per content version and filter (the filter holds the viewer's rights: a member's count is not a
 * visitor's).
 */
export async function findPageIds<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  plan: ListPlan,
): Promise<[number[], number]> {
  // The version is read only for a list that counts or seeks: most pages of small lists do neither.
  let memo: Promise<Memo | undefined> | undefined;
  const memoNow = () => (memo ??= memoOf(em));
  const count = async () => countOf(em, entity, plan.where, await memoNow());
  if (plan.limit === 0) return [[], await count()];
  const across = plan.limit === undefined ? undefined : await acrossCountsOf(em, entity, plan, await memoNow());
  const deep = plan.offset >= SEEK_STRIDE && plan.limit !== undefined;
  const seek = deep ? await seekPlan(em as SqlEntityManager, entity, plan, await memoNow(), across) : plan;
  if (seek === PAST_END) return [[], await count()];
  const probed = seek.limit !== undefined && probesAcross(across, seek.offset, seek.limit);
  const { sql, params } = pageIdsStatement(em as SqlEntityManager, entity, seek, probed);
  const rows: { id: number | string }[] = await em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext());
  const ids = rows.map((row) => Number(row.id));
  const fullPage = plan.limit !== undefined && ids.length === plan.limit;
  const total = fullPage || (ids.length === 0 && plan.offset > 0) ? await count() : plan.offset + ids.length;
  return [ids, total];
}

/**
 * The size of a filtered set, counted once per content version like a list's: the sitemap's index
 * asks at every request (its CPU grew from 2.4 to 7.0 ms per request from 100 to 100,000 events on SQLite).
 */
export async function countPerContentVersion<Entity extends object>(em: EntityManager, entity: EntityName<Entity>, where: FilterQuery<Entity>): Promise<number> {
  return countOf(em, entity, where as FilterQuery<object>, await memoOf(em));
}

async function countOf<Entity extends object>(em: EntityManager, entity: EntityName<Entity>, where: FilterQuery<object>, memo: Memo | undefined) {
  const key = planKey([em.getMetadata().get(entity).className, where]);
  const kept = memo && key !== undefined ? { ...memo, key } : undefined;
  const known = kept && kept.memo.count(kept.version, kept.key);
  if (known !== undefined) return known;
  const count = await em.count(entity, statementWhere(em, entity, where) as never);
  kept?.memo.keepCount(kept.version, kept.key, count);
  return count;
}

/** Rows between two remembered sort keys: a page walks at most this many rows before its own. */
const SEEK_STRIDE = 500;

/** A page that starts past the last row: no statement needs to find that out again by walking. */
const PAST_END = Symbol('past the end');

/**
 * A page at or past SEEK_STRIDE rows as a seek from the sort key of the row at the last multiple
 * of SEEK_STRIDE before it: OFFSET reads and drops every row before the page (the last page of
 * 60,000 upcoming events read 60,000 index entries). The keys are found once per content version
 * and plan, SEEK_STRIDE rows at a time from the nearest one known. The order ends with the unique
 * id, and "at or after a key" makes the comparisons ORDER BY makes, so the rows are OFFSET's.
 * An order by a column that may be NULL keeps OFFSET: SQLite and PostgreSQL sort NULL apart.
 */
async function seekPlan<Entity extends object>(
  em: SqlEntityManager,
  entity: EntityName<Entity>,
  plan: ListPlan,
  memoAt: Memo | undefined,
  across: AcrossCounts | undefined,
): Promise<ListPlan | typeof PAST_END> {
  if (!memoAt) return plan;
  const { memo, version } = memoAt;
  const strides = Math.floor(plan.offset / SEEK_STRIDE);
  const meta = em.getMetadata().get(entity);
  const order = plan.orderBy.flatMap((entry) => Object.entries(entry)) as [string, string][];
  const properties: Record<string, EntityProperty | undefined> = meta.properties;
  const seekable = order.every(([name]) => properties[name]?.kind === ReferenceKind.SCALAR && !properties[name]?.nullable);
  const key = seekable ? planKey([meta.className, plan.where, plan.orderBy]) : undefined;
  if (key === undefined) return plan;
  const names = order.map(([name]) => name);
  let boundaries = memo.boundaries(version, key);
  if (boundaries.length < strides) {
    boundaries = [...boundaries];
    const probed = probesAcross(across, SEEK_STRIDE, 1);
    while (boundaries.length < strides) {
      const from = boundaries.length === 0 ? plan.where : atOrAfter(plan.where, order, boundaries.at(-1)!);
      const query = em
        .createQueryBuilder(entity, OWNER)
        .select(names as never)
        .where(statementWhere(em, entity, from, probed) as never)
        .orderBy(plan.orderBy as never);
      const row = await query.offset(SEEK_STRIDE).limit(1).execute<Record<string, unknown> | undefined>('get');
      if (!row) break;
      boundaries.push(Object.fromEntries(names.map((name) => [name, row[name]])));
    }
    // Kept also when the list ends first, so the next page far past its end walks 500 rows at most.
    memo.keepBoundaries(version, key, boundaries);
    // No row where the page would begin or before it: the page is past the last row.
    if (boundaries.length < strides) return PAST_END;
  }
  return { ...plan, where: atOrAfter(plan.where, order, boundaries[strides - 1]!), offset: plan.offset - strides * SEEK_STRIDE };
}

/**
 * The rows of `where` at or after the row whose sort key is `key`, in `order`: later in the first
 * column, or equal in it and later in the next, and so on; equal in all is the row itself. The
 * first column's bound is repeated on its own, so the database starts the index range there.
 */
function atOrAfter(where: FilterQuery<object>, order: [string, string][], key: Record<string, unknown>): FilterQuery<object> {
  const ascending = (direction: string) => direction.toUpperCase() === 'ASC';
  const later = order.map(([name, direction], index) => ({
    ...Object.fromEntries(order.slice(0, index).map(([earlier]) => [earlier, key[earlier]])),
    [name]: { [index === order.length - 1 ? (ascending(direction) ? '$gte' : '$lte') : ascending(direction) ? '$gt' : '$lt']: key[name] },
  }));
  const [first, direction] = order[0]!;
  return { $and: [where, { [first]: { [ascending(direction) ? '$gte' : '$lte']: key[first] } }, { $or: later }] };
}

type Statement = { sql: string; params: readonly unknown[] };

/**
 * A statement made once for every plan of one shape: its filter's strings and numbers are
 * parameters, taken by their place among the plan's values. A filter of a value nobody asked for
 * before (`name=<anything>`, the next page's sort key) then builds nothing: building took about
 * 75 kB of garbage a list, the most of any part of an uncached request.
 */
type Template = { sql: string; params: readonly ({ value: number } | { constant: unknown })[] };

/**
 * Templates by shape, per ORM (each has its own dialect); a few hundred shapes cover what clients
 * ask. A shape whose values the query builder does not pass through as they are (none is known)
 * is kept with its values, as its own shape.
 */
const pageIdsStatements = new WeakMap<object, LRUCache<string, Template>>();
const keptStatements = () =>
  new LRUCache<string, Template>({
    max: 500,
    maxSize: MEMO_BYTES,
    sizeCalculation: (template, key) => keptBytes(key, template.sql, JSON.stringify(template.params)),
  });

/**
 * The statement em.find would run for a page's ids, to be read as plain rows: managed entities for
 * ids alone cost more than the statement. Built once per shape of plan: the query builder's work
 * costs more than running the statement (about 0.2 ms a list); the statement itself still runs for
 * every request. Both drivers (SQLite, PostgreSQL) are SQL drivers.
 */
function pageIdsStatement<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, plan: ListPlan, probed: boolean): Statement {
  const metadata = em.getMetadata();
  let kept = pageIdsStatements.get(metadata);
  if (!kept) pageIdsStatements.set(metadata, (kept = keptStatements()));
  const head = [metadata.get(entity).className, plan.orderBy, plan.offset, plan.limit, probed];
  const shape = shapeOf(plan.where);
  const key = shape && planKey([...head, shape.where]);
  const template = key === undefined ? undefined : kept.get(key);
  if (template) return filledIn(template, shape!.values);
  const build = (where: FilterQuery<object>) => {
    const query = em
      .createQueryBuilder(entity, OWNER)
      .select('id' as never)
      .where(statementWhere(em, entity, where, probed) as never)
      .orderBy(plan.orderBy as never);
    if (plan.offset > 0) query.offset(plan.offset);
    if (plan.limit !== undefined) query.limit(plan.limit);
    return { sql: query.getQuery(), params: query.getParams() };
  };
  if (key === undefined) return build(plan.where);
  const made = templateOf(build(marked(plan.where, shape!.values.length)), shape!.values.length);
  if (made) {
    kept.set(key, made);
    return filledIn(made, shape!.values);
  }
  // Kept with its values: a key of its own, which no template shares.
  const valuesKey = planKey([...head, plan.where, '\u0000values']);
  const statement = build(plan.where);
  if (valuesKey !== undefined) kept.set(valuesKey, { sql: statement.sql, params: statement.params.map((constant) => ({ constant })) });
  return statement;
}

/** A plan's filter with each string and number in it as its place among them, and those values in order. */
function shapeOf(where: FilterQuery<object>): { where: unknown; values: (string | number)[] } | undefined {
  const values: (string | number)[] = [];
  let plain = true;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' || typeof value === 'number') return { '\u0000value': values.push(value) - 1 };
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    if (Object.getPrototypeOf(value) !== Object.prototype) plain = false;
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner)]));
  };
  const shaped = walk(where);
  return plain ? { where: shaped, values } : undefined;
}

/** Marks no client can send (a filter refuses control characters), one per value of the shape. */
const mark = (index: number) => `\u0000${index}\u0000`;

/** The filter with its values as marks, in the order shapeOf found them. */
function marked(where: FilterQuery<object>, count: number): FilterQuery<object> {
  let index = 0;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' || typeof value === 'number') return mark(index++);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner)]));
  };
  const result = walk(where) as FilterQuery<object>;
  if (index !== count) throw new Error('shapeOf and marked disagree on a filter\'s values');
  return result;
}

/** The template of a statement built from marks: undefined unless every mark came out as a parameter of its own. */
function templateOf(statement: Statement, count: number): Template | undefined {
  if (statement.sql.includes('\u0000')) return undefined;
  const seen = new Set<number>();
  const params = statement.params.map((param) => {
    const index = typeof param === 'string' ? /^\u0000(\d+)\u0000$/.exec(param)?.[1] : undefined;
    if (index === undefined) {
      if (typeof param === 'string' && param.includes('\u0000')) seen.add(-1);
      return { constant: param };
    }
    seen.add(Number(index));
    return { value: Number(index) };
  });
  return !seen.has(-1) && seen.size === count ? { sql: statement.sql, params } : undefined;
}

const filledIn = (template: Template, values: readonly unknown[]): Statement => ({
  sql: template.sql,
  params: template.params.map((param) => ('value' in param ? values[param.value] : param.constant)),
});

/** What tells two plans apart; none for a plan holding values JSON would not tell apart (only dates are expected). */
function planKey(parts: unknown[]): string | undefined {
  let plain = true;
  const key = JSON.stringify(parts, function (this: Record<string, unknown>, name, value) {
    const original = this[name];
    if (original instanceof Date) return { '\u0000date': original.getTime() };
    if (typeof original === 'object' && original !== null && !Array.isArray(original) && Object.getPrototypeOf(original) !== Object.prototype) plain = false;
    return value;
  });
  return plain ? key : undefined;
}
