/**
 * Filters on a column with an advanced data type (Superset's translate_filter of its
 * internet_address and port types): the typed values (an address, a CIDR network, a port name)
 * are read by the type (core ADVANCED_DATA_TYPES) and compared with the stored integers. An
 * address is one value, a network its inclusive range, a port name its list of ports.
 *
 * Choice (Superset gates this on ENABLE_ADVANCED_DATA_TYPES): the compiler reads the values
 * whenever the column declares a known type. With the flag off the editor sends stored integers,
 * which every type reads as themselves, so the SQL is the same; with it on, `10.0.0.0/8` works.
 */
import { ADVANCED_DATA_TYPES, type AdvancedTypeValue, type QueryFilter } from '@tessera/core';
import { SqlCompileError } from '../errors';
import { type Fragment, frag, join } from '../fragment';
import type { ResolvedExpr, Resolver } from './resolver';
import { bindValue } from './values';

type Scalar = number | string;
/** One value as the type reads it: the numbers it stands for, and its lowest and highest. */
interface Reading {
  readonly kind: 'single' | 'range' | 'list';
  readonly items: readonly Scalar[];
  readonly low: Scalar;
  readonly high: Scalar;
}

const TRANSLATED = new Set(['==', '!=', '>', '>=', '<', '<=', 'IN', 'NOT IN']);

const asNumber = (value: Scalar) => (typeof value === 'number' ? value : Number(value));

function reading(value: AdvancedTypeValue): Reading | null {
  if (Array.isArray(value)) {
    const items = (value as readonly Scalar[]).filter((v) => v !== '');
    if (items.length === 0) return null;
    const sorted = [...items].sort((a, b) => asNumber(a) - asNumber(b));
    return { kind: 'list', items, low: sorted[0] as Scalar, high: sorted[sorted.length - 1] as Scalar };
  }
  if (typeof value === 'object' && value !== null) {
    const { start, end } = value as { start: Scalar; end: Scalar };
    return { kind: 'range', items: [], low: start, high: end };
  }
  return { kind: 'single', items: [value as Scalar], low: value as Scalar, high: value as Scalar };
}

/** Whether this filter is one the column's advanced type translates. */
export function isAdvancedFilter(filter: QueryFilter, advancedType: string | null | undefined): boolean {
  return Boolean(advancedType && ADVANCED_DATA_TYPES.has(advancedType) && TRANSLATED.has(filter.op));
}

/** The predicate of a filter on an advanced-type column; throws the type's message on bad values. */
export function advancedPredicate(
  filter: QueryFilter,
  target: ResolvedExpr,
  advancedType: string,
  resolver: Resolver,
): Fragment {
  const type = ADVANCED_DATA_TYPES.get(advancedType);
  if (!type) throw new SqlCompileError('INVALID_FILTER', `Unknown advanced data type "${advancedType}"`);
  const raw =
    filter.val === undefined || filter.val === null
      ? []
      : Array.isArray(filter.val)
        ? filter.val
        : [filter.val];
  const conversion = type.convert(raw.map(String));
  if (conversion.error_message) throw new SqlCompileError('INVALID_FILTER', conversion.error_message);
  const readings = conversion.values.map(reading).filter((r): r is Reading => r !== null);
  const bind = (value: Scalar) => bindValue(value, target.kind, resolver.dialect);
  const col = target.sql;
  const { booleans } = resolver.dialect;

  const matches = (r: Reading): Fragment => {
    if (r.kind === 'range') return frag(`${col} >= `, bind(r.low), ` AND ${col} <= `, bind(r.high));
    if (r.items.length === 1) return frag(`${col} = `, bind(r.items[0] as Scalar));
    return frag(
      `${col} IN (`,
      join(
        r.items.map((v) => [bind(v)]),
        ', ',
      ),
      ')',
    );
  };
  // Each reading parenthesised, ORed: `(a) OR (b)`, left bare for NOT ( … ) to wrap.
  const alternatives = (list: readonly Reading[]): Fragment =>
    list.length === 1
      ? matches(list[0] as Reading)
      : join(
          list.map((r) => frag('(', matches(r), ')')),
          ' OR ',
        );

  const first = readings[0];
  if (filter.op === 'IN') {
    if (readings.length === 0) return [booleans.false];
    return readings.length === 1 ? alternatives(readings) : frag('(', alternatives(readings), ')');
  }
  if (filter.op === 'NOT IN')
    return readings.length === 0 ? [booleans.true] : frag('NOT (', alternatives(readings), ')');
  if (!first)
    throw new SqlCompileError(
      'INVALID_FILTER',
      `Filter on "${col}" with operator ${filter.op}: a value is required`,
    );
  switch (filter.op) {
    case '==':
      return matches(first);
    case '!=':
      return frag('NOT (', matches(first), ')');
    // Superset: a network compares by its first address for >= and <, by its last for > and <=;
    // a port list by its highest for > and >=, its lowest for < and <=.
    case '>=':
      return frag(`${col} >= `, bind(first.kind === 'list' ? first.high : first.low));
    case '>':
      return frag(`${col} > `, bind(first.high));
    case '<':
      return frag(`${col} < `, bind(first.low));
    default:
      return frag(`${col} <= `, bind(first.kind === 'list' ? first.low : first.high));
  }
}
