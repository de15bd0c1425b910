// The default dialect: ANSI-ish behaviour most engines share. Dialect files override only what differs.
import type { Param } from '../fragment';
import type { Dialect } from './types';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS[.mmm]` from the UTC fields: the time-range resolver yields naive wall
 * times carried in UTC, the way Superset compares naive datetimes. */
export function formatNaiveTimestamp(value: Date): string {
  const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  const ms = value.getUTCMilliseconds();
  return `${date} ${time}${ms ? `.${pad(ms, 3)}` : ''}`;
}

export const baseDialect = {
  quote: { open: '"', close: '"' },
  maxAliasBytes: null,
  aliasesShadowColumns: false,
  booleans: { true: 'TRUE', false: 'FALSE' },
  nativeIlike: false,
  types: { timestamp: 'TIMESTAMP' },
  placeholder: (): string => '?',
  temporalPlaceholder(this: Dialect, placeholder: string): string {
    return `CAST(${placeholder} AS ${this.types.timestamp})`;
  },
  formatTemporal: formatNaiveTimestamp,
  bindValue: (p: Param): unknown => p.value,
  limitClause(limit: number | null, offset: number): string {
    const parts: string[] = [];
    if (limit !== null) parts.push(`LIMIT ${limit}`);
    if (offset > 0) parts.push(`OFFSET ${offset}`);
    return parts.join(' ');
  },
  isTrue: (expr: string): string => `${expr} IS TRUE`,
  isFalse: (expr: string): string => `${expr} IS FALSE`,
  regexMatch: (expr: string, pattern: string): string => `REGEXP_MATCHES(${expr}, ${pattern})`,
} satisfies Omit<Dialect, 'id' | 'name' | 'aliasIds' | 'timeGrains'>;

/** `LIMIT n OFFSET m`, where an OFFSET without a limit needs a LIMIT of `unbounded`. */
export const limitOffset =
  (unbounded: string) =>
  (limit: number | null, offset: number): string =>
    [
      limit !== null ? `LIMIT ${limit}` : offset > 0 ? `LIMIT ${unbounded}` : '',
      offset > 0 ? `OFFSET ${offset}` : '',
    ]
      .filter(Boolean)
      .join(' ');

/** Time-grain templates built from `DATE_TRUNC('<unit>', {col})`. */
export const dateTruncGrains = (wrap = '{col}') => ({
  PT1S: `DATE_TRUNC('second', ${wrap})`,
  PT1M: `DATE_TRUNC('minute', ${wrap})`,
  PT1H: `DATE_TRUNC('hour', ${wrap})`,
  P1D: `DATE_TRUNC('day', ${wrap})`,
  P1W: `DATE_TRUNC('week', ${wrap})`,
  P1M: `DATE_TRUNC('month', ${wrap})`,
  P3M: `DATE_TRUNC('quarter', ${wrap})`,
  P1Y: `DATE_TRUNC('year', ${wrap})`,
});
