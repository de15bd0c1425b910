import { GenericDataType, type TableColumn } from './types';

/**
 * Maps an engine's type name to Superset's GenericDataType. The patterns follow the type names of
 * the engines we connect to (DuckDB, SQLite, PostgreSQL, MySQL, ClickHouse, Trino); anything else,
 * including arrays, maps, structs and JSON, is reported as STRING, as Superset does.
 */
const TEMPORAL =
  /^(nullable\()?(date|date32|datetime|datetime64|timestamp|timestamptz|timestamp_s|timestamp_ms|timestamp_ns)\b/i;
const BOOLEAN = /^(bool|boolean)\b/i;
const NUMERIC =
  /^(nullable\()?(u?int\d*|tinyint|smallint|mediumint|integer|int|bigint|hugeint|uhugeint|ubigint|uinteger|usmallint|utinyint|decimal|numeric|number|real|float\d*|double|double precision|money|serial|bigserial|smallserial|dec|fixed|bignum|varint)\b/i;

export function genericTypeOf(typeName: string | null | undefined): GenericDataType {
  const name = (typeName ?? '').trim();
  if (name === '') return GenericDataType.STRING;
  if (BOOLEAN.test(name)) return GenericDataType.BOOLEAN;
  if (TEMPORAL.test(name)) return GenericDataType.TEMPORAL;
  if (NUMERIC.test(name)) return GenericDataType.NUMERIC;
  return GenericDataType.STRING;
}

export function isTemporalType(typeName: string | null | undefined): boolean {
  return genericTypeOf(typeName) === GenericDataType.TEMPORAL;
}

/** Largest integer JSON numbers carry exactly; larger ones travel as strings (Superset does the same). */
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function bigintToJson(value: bigint): number | string {
  return value > MAX_SAFE || value < -MAX_SAFE ? value.toString() : Number(value);
}

/**
 * Reads a temporal value that a driver returned as text (SQLite keeps dates as text) as epoch
 * milliseconds, taking a value without a zone as UTC. Returns the input when it is not a date.
 */
export function temporalTextToEpochMs(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return value;
  const [, date, time = '00:00:00', zone = 'Z'] = match;
  const ms = Date.parse(`${date}T${time}${zone}`);
  return Number.isNaN(ms) ? value : ms;
}

/** One introspected column: its engine type name, generic type and whether it holds dates. */
export function tableColumn(name: string, type: string, genericType = genericTypeOf(type)): TableColumn {
  return { name, type, genericType, isDttm: genericType === GenericDataType.TEMPORAL };
}
