/**
 * DuckDB chunks straight into row objects, one pass per chunk, without the per-column arrays
 * node-api's getColumnValues builds (and ours copied): the time and garbage of a 100,000-row
 * answer go into the rows themselves. Two things make it cheaper than node-api's own readers:
 *
 * - Short VARCHARs (up to 12 bytes, which DuckDB stores inside the vector) are decoded from one
 *   Buffer over the vector, where node-api makes a Uint8Array view per string and caches every
 *   value in an array of its own. Longer strings, and values starting with a byte-order mark
 *   (TextDecoder, which node-api uses, drops it), still go through node-api.
 * - Rows come from a constructor compiled per result (`{"a": read0(i), "b": read1(i)}`), so every
 *   row has the same hidden class with its fields in the object, which JSON.stringify walks fast.
 */
import { DuckDBTypeId, type DuckDBValue, DuckDBVarCharVector, type DuckDBVector } from '@duckdb/node-api';

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
  return (row) => {
    const value = vector.getItem(row);
    if (value === null || value === undefined) return null;
    const converted = convert(value);
    if (typeof converted === 'string') tally.units += converted.length;
    return converted;
  };
}

export type RowBuilder = (readers: readonly ColumnReader[], row: number) => Record<string, unknown>;

/**
 * Builds the row objects of a result with these column names. Names are written as JSON string
 * literals, so any name is safe in the compiled source; `__proto__` (a literal would set the
 * prototype) takes the plain loop, as do duplicate names (the last one wins either way).
 */
export function rowBuilder(names: readonly string[]): RowBuilder {
  if (names.includes('__proto__') || new Set(names).size !== names.length || names.length > 500) {
    return (readers, row) => {
      const out: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) out[names[c]!] = readers[c]!(row);
      return out;
    };
  }
  const fields = names.map((name, c) => `${JSON.stringify(name)}: readers[${c}](row)`).join(', ');
  return new Function('readers', 'row', `"use strict"; return { ${fields} };`) as RowBuilder;
}
