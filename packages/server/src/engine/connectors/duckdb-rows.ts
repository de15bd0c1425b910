/**
 * DuckDB chunks into row objects, a chunk at a time, without node-api's per-value detours: the time
 * and garbage of a 100,000-row answer go into the rows themselves. What makes it cheaper than
 * node-api's own readers (getColumnValues, getRowObjectsJson):
 *
 * - Short VARCHARs (up to 12 bytes, which DuckDB stores inside the vector) are decoded from one
 *   Buffer over the vector, where node-api makes a Uint8Array view per string and caches every
 *   value in an array of its own. Longer strings, and values starting with a byte-order mark
 *   (TextDecoder, which node-api uses, drops it), still go through node-api.
 * - Fixed-width numbers and timestamps are read from the vector's typed array, where node-api's
 *   getItem would wrap each timestamp in an object first.
 * - Rows come from a constructor compiled per result (`{"a": a[i], "b": b[i]}`), so every
 *   row has the same hidden class with its fields in the object, which JSON.stringify walks fast.
 */
import { DuckDBTypeId, type DuckDBValue, DuckDBVarCharVector, type DuckDBVector } from '@duckdb/node-api';
import { bigintToJson } from '../type-mapping';
import { microsToEpochMs } from './duckdb-values';

/** One column of a chunk: the JSON-safe value of a row. */
export type ColumnReader = (row: number) => unknown;

/** Counts the UTF-16 length of the strings read, for the result's memory budget. */
export interface StringTally {
  units: number;
}

/** DuckDB's string_t: 16 bytes, the length first; up to 12 bytes are stored inline after it. */
const STRING_T_BYTES = 16;
const INLINE_STRING_BYTES = 12;

interface VarCharParts {
  readonly dataView?: unknown;
  readonly validity?: { itemValid(index: number): boolean };
}

function startsWithByteOrderMark(bytes: Buffer, at: number, length: number): boolean {
  return length >= 3 && bytes[at] === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf;
}

/**
 * Buffer's own utf8Slice (what toString('utf8', start, end) calls after checking its arguments),
 * else toString: the same text.
 */
function utf8Decoder(bytes: Buffer): (start: number, end: number) => string {
  const slice = (bytes as unknown as { utf8Slice?: (start: number, end: number) => string }).utf8Slice;
  if (typeof slice === 'function') return (start, end) => slice.call(bytes, start, end);
  return (start, end) => bytes.toString('utf8', start, end);
}

function varcharReader(vector: DuckDBVarCharVector, tally: StringTally): ColumnReader {
  const parts = vector as unknown as VarCharParts;
  const view = parts.dataView;
  const validity = parts.validity;
  if (!(view instanceof DataView) || typeof validity?.itemValid !== 'function') {
    // node-api changed its internals: its own reader is always right.
    return (row) => {
      const value = vector.getItem(row);
      if (value !== null) tally.units += value.length;
      return value;
    };
  }
  const bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  const decode = utf8Decoder(bytes);
  return (row) => {
    if (!validity.itemValid(row)) return null;
    const at = row * STRING_T_BYTES;
    const length = bytes.readUInt32LE(at);
    const value =
      length <= INLINE_STRING_BYTES && !startsWithByteOrderMark(bytes, at + 4, length)
        ? decode(at + 4, at + 4 + length)
        : (vector.getItem(row) as string);
    tally.units += value.length;
    return value;
  };
}

/** Number types whose stored value is already the JSON value. */
const PLAIN_NUMBERS: ReadonlySet<DuckDBTypeId> = new Set([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
]);

/** 64-bit types stored as bigint, and how each becomes JSON-safe (as duckdb-values.ts does). */
const BIGINT_VALUES: ReadonlyMap<DuckDBTypeId, (item: bigint) => unknown> = new Map<
  DuckDBTypeId,
  (item: bigint) => unknown
>([
  [DuckDBTypeId.BIGINT, bigintToJson],
  [DuckDBTypeId.UBIGINT, bigintToJson],
  [DuckDBTypeId.TIMESTAMP, microsToEpochMs],
  [DuckDBTypeId.TIMESTAMP_TZ, microsToEpochMs],
]);

interface FlatParts {
  readonly items?: unknown;
  readonly validity?: { itemValid(index: number): boolean };
}

/** The vector's typed array of values and its validity, when node-api keeps them as it does today. */
function flatParts(
  vector: DuckDBVector,
): { items: ArrayLike<unknown>; valid: (row: number) => boolean } | null {
  const { items, validity } = vector as unknown as FlatParts;
  if (!ArrayBuffer.isView(items) || items instanceof DataView || typeof validity?.itemValid !== 'function') {
    return null;
  }
  return { items: items as unknown as ArrayLike<unknown>, valid: (row) => validity.itemValid(row) };
}

function flatReader(vector: DuckDBVector, typeId: DuckDBTypeId, tally: StringTally): ColumnReader | null {
  const parts = PLAIN_NUMBERS.has(typeId) || BIGINT_VALUES.has(typeId) ? flatParts(vector) : null;
  if (!parts) return null;
  const { items, valid } = parts;
  const fromBigint = BIGINT_VALUES.get(typeId);
  if (!fromBigint) return (row) => (valid(row) ? items[row] : null);
  return (row) => {
    if (!valid(row)) return null;
    const value = fromBigint(items[row] as bigint);
    if (typeof value === 'string') tally.units += value.length;
    return value;
  };
}

/** A reader for one column of one chunk; `convert` turns a non-null driver value JSON-safe. */
export function columnReader(
  vector: DuckDBVector,
  typeId: DuckDBTypeId,
  convert: (value: DuckDBValue) => unknown,
  tally: StringTally,
): ColumnReader {
  if (typeId === DuckDBTypeId.VARCHAR && vector instanceof DuckDBVarCharVector) {
    return varcharReader(vector, tally);
  }
  const flat = flatReader(vector, typeId, tally);
  if (flat) return flat;
  return (row) => {
    const value = vector.getItem(row);
    if (value === null || value === undefined) return null;
    const converted = convert(value);
    if (typeof converted === 'string') tally.units += converted.length;
    return converted;
  };
}

/** Row `row` of a chunk from its columns' values. */
export type RowBuilder = (columns: readonly (readonly unknown[])[], row: number) => Record<string, unknown>;

/**
 * Builds the row objects of a result with these column names. Names are written as JSON string
 * literals, so any name is safe in the compiled source; `__proto__` (a literal would set the
 * prototype) takes the plain loop, as do duplicate names (the last one wins either way).
 */
export function rowBuilder(names: readonly string[]): RowBuilder {
  if (names.includes('__proto__') || new Set(names).size !== names.length || names.length > 500) {
    return (columns, row) => {
      const out: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) out[names[c]!] = columns[c]![row];
      return out;
    };
  }
  const fields = names.map((name, c) => `${JSON.stringify(name)}: columns[${c}][row]`).join(', ');
  return new Function('columns', 'row', `"use strict"; return { ${fields} };`) as RowBuilder;
}
