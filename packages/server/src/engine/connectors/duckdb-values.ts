import {
  type DuckDBDateValue,
  type DuckDBDecimalValue,
  type DuckDBTimestampValue,
  DuckDBTypeId,
  type DuckDBValue,
} from '@duckdb/node-api';
import { bigintToJson } from '../type-mapping';

/**
 * How one DuckDB result column becomes JSON-safe values, the conversion chosen once per column
 * from its type rather than testing every value (ARCHITECTURE.md, "Pitfalls"): integers that are
 * bigint become numbers (strings beyond 2^53), DATE and TIMESTAMP become epoch milliseconds,
 * DECIMAL becomes a number, anything composite becomes its text form.
 */
export type Convert = (value: DuckDBValue) => unknown;

const MICROS_PER_MILLI = 1000n;
const MS_PER_DAY = 86_400_000;

const identity: Convert = (value) => value;
const fromBigint: Convert = (value) => bigintToJson(value as bigint);
const fromDate: Convert = (value) => (value as DuckDBDateValue).days * MS_PER_DAY;
/** TIMESTAMP's microseconds as epoch milliseconds. */
export const microsToEpochMs = (micros: bigint): number => Number(micros / MICROS_PER_MILLI);
const fromMicros: Convert = (value) => microsToEpochMs((value as DuckDBTimestampValue).micros);
const fromMillis: Convert = (value) => Number((value as unknown as { millis: bigint }).millis);
const fromSeconds: Convert = (value) => Number((value as unknown as { seconds: bigint }).seconds) * 1000;
const fromNanos: Convert = (value) => Number((value as unknown as { nanos: bigint }).nanos / 1_000_000n);
const fromDecimal: Convert = (value) => (value as DuckDBDecimalValue).toDouble();
const asText: Convert = (value) => String(value);

export function converterFor(typeId: DuckDBTypeId): Convert {
  switch (typeId) {
    case DuckDBTypeId.BOOLEAN:
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
    case DuckDBTypeId.VARCHAR:
      return identity;
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return fromBigint;
    case DuckDBTypeId.DATE:
      return fromDate;
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return fromMicros;
    case DuckDBTypeId.TIMESTAMP_MS:
      return fromMillis;
    case DuckDBTypeId.TIMESTAMP_S:
      return fromSeconds;
    case DuckDBTypeId.TIMESTAMP_NS:
      return fromNanos;
    case DuckDBTypeId.DECIMAL:
      return fromDecimal;
    default:
      return asText;
  }
}
