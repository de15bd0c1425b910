// Filter values become bound parameters typed by the column they are compared with, the way
// Superset's filter_values_handler casts them (a number on a string column is compared as text,
// an epoch-ms number on a temporal column is a timestamp).
import type { FilterScalar } from '@tessera/core';
import type { Dialect } from '../dialects/types';
import { type Param, param, valueParam } from '../fragment';
import type { ValueKind } from './resolver';

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(?:Z|[+-]00:?00)?$/;

/** A naive date-time string → Date carried in UTC; null when it is not one. */
export function parseNaiveTimestamp(text: string): Date | null {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac] = m;
  const ms = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
  const date = new Date(
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), ms),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

export const temporalParam = (value: Date, dialect: Dialect): Param =>
  param(dialect.formatTemporal(value), 'timestamp');

/** Bind one non-null filter value compared with an expression of `kind`. */
export function bindValue(value: Exclude<FilterScalar, null>, kind: ValueKind, dialect: Dialect): Param {
  switch (kind) {
    case 'temporal': {
      const date =
        typeof value === 'number'
          ? new Date(value)
          : typeof value === 'string'
            ? parseNaiveTimestamp(value)
            : null;
      return date && !Number.isNaN(date.getTime()) ? temporalParam(date, dialect) : valueParam(value);
    }
    case 'numeric':
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
        return valueParam(Number(value));
      }
      return valueParam(value);
    case 'string':
      return param(String(value), 'string');
    case 'boolean':
      if (value === 'true' || value === 'false') return param(value === 'true', 'boolean');
      if (value === 1 || value === 0) return param(value === 1, 'boolean');
      return valueParam(value);
    default:
      return valueParam(value);
  }
}
