/**
 * SQL conditions for list filters. The base table is always aliased `t`; values are bound
 * parameters. Text matching lowercases both sides so SQLite and PostgreSQL agree (FAB uses ILIKE).
 */
import { ListQueryError } from '@tessera/core';
import { type RawBuilder, sql } from 'kysely';

export interface ListContext {
  readonly userId: number | null;
  readonly isAdmin: boolean;
  /** `"<permission>|<view menu>"` keys of the user's roles */
  readonly permissions: ReadonlySet<string>;
  /** An embedded dashboard's guest (guest token): the only dashboards it may see. */
  readonly guestDashboardIds?: readonly number[];
}

export type Condition = RawBuilder<unknown>;
export type FilterFn = (value: unknown, ctx: ListContext) => Condition;
export type OperatorTable = Readonly<Record<string, FilterFn>>;

export const col = (name: string) => sql.ref(`t.${name}`);

/** A column of the user a foreign key of the base table names, e.g. the editor's first name. */
export const userColumn = (fk: string, column: 'first_name' | 'username' = 'first_name'): Condition =>
  sql`(select u.${sql.raw(column)} from ab_user u where u.id = t.${sql.raw(fk)})`;

/** The name of the database a foreign key of the base table names. */
export const databaseName = (fk: string): Condition =>
  sql`(select d.database_name from dbs d where d.id = t.${sql.raw(fk)})`;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ListQueryError(`Filter value must be text, got ${JSON.stringify(value)}`);
}

export function asId(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) {
    throw new ListQueryError(`Filter value must be an id, got ${JSON.stringify(value)}`);
  }
  return id;
}

export function asBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ListQueryError(`Filter value must be a boolean (!t or !f), got ${JSON.stringify(value)}`);
}

function like(expr: Condition, pattern: string, negate = false): Condition {
  const op = sql.raw(negate ? 'not like' : 'like');
  return sql`lower(${expr}) ${op} ${pattern.toLowerCase()}`;
}

export function textOperators(expr: Condition): OperatorTable {
  return {
    sw: (v) => like(expr, `${asText(v)}%`),
    nsw: (v) => sql`(${expr} is null or ${like(expr, `${asText(v)}%`, true)})`,
    ew: (v) => like(expr, `%${asText(v)}`),
    new: (v) => sql`(${expr} is null or ${like(expr, `%${asText(v)}`, true)})`,
    ct: (v) => like(expr, `%${asText(v)}%`),
    nct: (v) => sql`(${expr} is null or ${like(expr, `%${asText(v)}%`, true)})`,
    eq: (v) => (v === null ? sql`${expr} is null` : sql`${expr} = ${asText(v)}`),
    neq: (v) => (v === null ? sql`${expr} is not null` : sql`(${expr} is null or ${expr} <> ${asText(v)})`),
  };
}

function asNumber(value: unknown): number {
  if (typeof value !== 'number')
    throw new ListQueryError(`Filter value must be a number, got ${JSON.stringify(value)}`);
  return value;
}

export function numberOperators(expr: Condition): OperatorTable {
  return {
    eq: (v) => (v === null ? sql`${expr} is null` : sql`${expr} = ${asNumber(v)}`),
    neq: (v) => (v === null ? sql`${expr} is not null` : sql`(${expr} is null or ${expr} <> ${asNumber(v)})`),
    gt: (v) => sql`${expr} > ${asNumber(v)}`,
    lt: (v) => sql`${expr} < ${asNumber(v)}`,
  };
}

/** Timestamps are ISO text (schema rule), so comparisons on text order correctly. */
export function dateOperators(expr: Condition): OperatorTable {
  return {
    eq: (v) => sql`${expr} = ${asText(v)}`,
    neq: (v) => sql`${expr} <> ${asText(v)}`,
    gt: (v) => sql`${expr} > ${asText(v)}`,
    lt: (v) => sql`${expr} < ${asText(v)}`,
  };
}

export function boolOperators(expr: Condition): OperatorTable {
  return {
    eq: (v) => sql`${expr} = ${asBool(v) ? 1 : 0}`,
    neq: (v) => sql`${expr} <> ${asBool(v) ? 1 : 0}`,
  };
}

/** Many-to-one relation held in a foreign key of the base table (created_by, database, ...). */
export function relationOperators(fk: string): OperatorTable {
  return {
    rel_o_m: (v) => sql`${col(fk)} = ${asId(v)}`,
    nrel_o_m: (v) => sql`(${col(fk)} is null or ${col(fk)} <> ${asId(v)})`,
  };
}

/** Many-to-many relation through a link table (owners, dashboards). A list value matches any id. */
export function manyRelationOperators(junction: string, ownFk: string, otherFk: string): OperatorTable {
  return {
    rel_m_m: (v) => {
      const ids = (Array.isArray(v) ? v : [v]).map(asId);
      if (ids.length === 0) return sql`1 = 0`;
      return sql`t.id in (select ${sql.ref(ownFk)} from ${sql.table(junction)} where ${sql.ref(otherFk)} in (${sql.join(ids)}))`;
    },
  };
}

/** `<resource>_is_favorite`: `!t` keeps the current user's favourites, `!f` the rest. */
export function favoriteOperator(className: string): FilterFn {
  return (v, ctx) => {
    const inFavorites = sql`t.id in (select obj_id from favstar where class_name = ${className} and user_id = ${ctx.userId ?? -1})`;
    return asBool(v) ? inFavorites : sql`not (${inFavorites})`;
  };
}

/** `*_created_by_me`: rows the current user created. */
export function createdByMeOperator(): FilterFn {
  return (_v, ctx) => sql`t.created_by_fk = ${ctx.userId ?? -1}`;
}

export function anyOf(conditions: Condition[]): Condition {
  return sql`(${sql.join(conditions, sql` or `)})`;
}
