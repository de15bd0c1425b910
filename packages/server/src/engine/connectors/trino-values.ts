import { genericTypeOf } from '../type-mapping';
import type { GenericDataType, QueryParameter } from '../types';
import { wallTimeToEpochMs } from './clickhouse-values';

/**
 * Trino's client protocol has no bound parameters of its own, and trino-client none either. The
 * connector therefore sends
 *
 *   EXECUTE IMMEDIATE '<sql with its quotes doubled>' USING <literal>, <literal>, …
 *
 * (Trino 418+, https://trino.io/docs/current/sql/execute-immediate.html): the server parses the
 * statement with its `?` placeholders first and binds the USING values to them afterwards, so a
 * value can never become SQL. Each value is written as one self-contained literal, chosen by its
 * JavaScript type: strings as '…' with every quote doubled (Trino string literals know no other
 * escape, backslashes included), numbers as digits or typed literals built from the number's own
 * decimal text, booleans as TRUE/FALSE, null as NULL.
 */

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function quoteTrinoString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function renderTrinoLiteral(value: QueryParameter): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return quoteTrinoString(value);
  if (typeof value === 'bigint') {
    return value >= INT64_MIN && value <= INT64_MAX ? `BIGINT '${value}'` : `DECIMAL '${value}'`;
  }
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan()';
    if (value === Number.POSITIVE_INFINITY) return 'infinity()';
    if (value === Number.NEGATIVE_INFINITY) return '-infinity()';
    if (Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX) return `INTEGER '${value}'`;
    if (Number.isSafeInteger(value)) return `BIGINT '${value}'`;
    return `DOUBLE '${String(value)}'`;
  }
  throw new TypeError(`Cannot bind a ${typeof value} value as a Trino parameter`);
}

/** The statement Trino runs for `sql` with `?` placeholders and their values. */
export function trinoStatement(sql: string, parameters: readonly QueryParameter[]): string {
  const text = sql.replace(/[\s;]+$/, '');
  if (parameters.length === 0) return text;
  return `EXECUTE IMMEDIATE ${quoteTrinoString(text)} USING ${parameters.map(renderTrinoLiteral).join(', ')}`;
}

export function trinoGenericType(type: string): GenericDataType {
  return genericTypeOf(type);
}

type Convert = (value: unknown) => unknown;

/** `2024-02-29 13:45:06.123456 UTC`, `… +05:30` or `… Europe/Berlin` → epoch ms. */
export function trinoZonedTimestampToEpochMs(text: string): number | string {
  const space = text.lastIndexOf(' ');
  if (space < 0) return text;
  const wall = text.slice(0, space);
  const zone = text.slice(space + 1);
  const offset = /^([+-])(\d{2}):(\d{2})$/.exec(zone);
  if (!offset) return wallTimeToEpochMs(wall, zone);
  const asUtc = wallTimeToEpochMs(wall, 'UTC');
  if (typeof asUtc !== 'number') return text;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return asUtc - (offset[1] === '+' ? 1 : -1) * minutes * 60_000;
}

const fromDecimal: Convert = (value) => (typeof value === 'string' ? Number(value) : value);
const fromFloat: Convert = (value) => (typeof value === 'string' ? Number(value) : value);
const fromNaive: Convert = (value) => (typeof value === 'string' ? wallTimeToEpochMs(value, 'UTC') : value);
const fromZoned: Convert = (value) =>
  typeof value === 'string' ? trinoZonedTimestampToEpochMs(value) : value;
const toJson: Convert = (value) => JSON.stringify(value);

/**
 * The conversion for a column of Trino's JSON protocol, or null when values pass as they are.
 * Note: bigint arrives as a JSON number and is parsed by the HTTP client before we see it, so
 * values beyond 2^53 lose their last digits there; cast them to varchar in SQL to keep them exact.
 */
export function trinoConverter(type: string): Convert | null {
  const name = type.toLowerCase();
  if (name.startsWith('decimal')) return fromDecimal;
  if (name === 'double' || name === 'real') return fromFloat;
  if (name === 'date') return fromNaive;
  if (/^timestamp(\(\d+\))? with time zone$/.test(name)) return fromZoned;
  if (/^timestamp(\(\d+\))?$/.test(name)) return fromNaive;
  if (/^(array|map|row)\b/.test(name)) return toJson;
  return null;
}
