import type { EntityManager, EntityName, FilterQuery, FindOptions, QueryOrderMap } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
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
 */
export type ListField = { property: string; type: FieldType; filter?: boolean; order?: boolean | string; across?: string };

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
 * The instant a filter's date names. A date or time without an offset is Copenhagen's (DESIGN.md
 * §3 and §7): `from_date>=2026-11-23` starts at that midnight there, so tonight's concert is
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
      return raw;
  }
}

/** `field OP value` conditions joined by commas (DESIGN.md §3), all of which must hold. */
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
    if (field.type === 'boolean' && operator !== '=' && operator !== '!=') {
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
  const where = plan.where as never;
  if (plan.limit === 0) return [[], await em.count(entity, where)];
  const options = { orderBy: plan.orderBy, offset: plan.offset, limit: plan.limit, populate } as FindOptions<Entity>;
  return em.findAndCount(entity, where, options as never);
}

/**
 * The ids of one page, in order, and the size of the whole filtered set, with the same filter and
 * order as findPage; the records are then read without managed entities (server/read-model). The
 * count is a second statement only when the page is full or empty past the first record.
 */
export async function findPageIds<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  plan: ListPlan,
): Promise<[number[], number]> {
  const where = plan.where as never;
  if (plan.limit === 0) return [[], await em.count(entity, where)];
  const { sql, params } = pageIdsStatement(em as SqlEntityManager, entity, plan);
  const rows: { id: number | string }[] = await em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext());
  const ids = rows.map((row) => Number(row.id));
  const fullPage = plan.limit !== undefined && ids.length === plan.limit;
  const total = fullPage || (ids.length === 0 && plan.offset > 0) ? await em.count(entity, where) : plan.offset + ids.length;
  return [ids, total];
}

type Statement = { sql: string; params: readonly unknown[] };

/** Statements by plan, per ORM (each has its own dialect); a few hundred plans cover what clients ask. */
const pageIdsStatements = new WeakMap<object, Map<string, Statement>>();
const MAX_KEPT_STATEMENTS = 500;

/**
 * The statement em.find would run for a page's ids, to be read as plain rows: managed entities for
 * ids alone cost more than the statement. Built once per plan: the query builder's work is a pure
 * function of the plan and costs more than running the statement (about 0.2 ms a list); the
 * statement itself still runs for every request. Both drivers (SQLite, PostgreSQL) are SQL drivers.
 */
function pageIdsStatement<Entity extends object>(em: SqlEntityManager, entity: EntityName<Entity>, plan: ListPlan): Statement {
  const metadata = em.getMetadata();
  const key = planKey(metadata.get(entity).className, plan);
  let kept = pageIdsStatements.get(metadata);
  if (!kept) pageIdsStatements.set(metadata, (kept = new Map()));
  const known = key === undefined ? undefined : kept.get(key);
  if (known) return known;
  const query = em.createQueryBuilder(entity).select('id' as never).where(plan.where as never).orderBy(plan.orderBy as never);
  if (plan.offset > 0) query.offset(plan.offset);
  if (plan.limit !== undefined) query.limit(plan.limit);
  const statement = { sql: query.getQuery(), params: query.getParams() };
  if (key !== undefined) {
    if (kept.size >= MAX_KEPT_STATEMENTS) kept.clear();
    kept.set(key, statement);
  }
  return statement;
}

/** What tells two plans' statements apart; none for a plan holding values JSON would not tell apart (only dates are expected). */
function planKey(entity: string, plan: ListPlan): string | undefined {
  let plain = true;
  const key = JSON.stringify([entity, plan.where, plan.orderBy, plan.offset, plan.limit], function (this: Record<string, unknown>, name, value) {
    const original = this[name];
    if (original instanceof Date) return { '\u0000date': original.getTime() };
    if (typeof original === 'object' && original !== null && !Array.isArray(original) && Object.getPrototypeOf(original) !== Object.prototype) plain = false;
    return value;
  });
  return plain ? key : undefined;
}
