/**
 * Reads a DuckDB result into JSON-safe rows within a memory budget. DuckDB's memory_limit bounds
 * what the engine holds, not what converting its answer costs here: one `range(1, 10000000)`
 * list is 80 MB in DuckDB and about 3 GB as JavaScript values. So each chunk is sized before it
 * is converted (nested values counted from the vectors, without reading them) and strings as
 * they are read; a result over budget ends in OUT_OF_MEMORY instead of taking the process down.
 */
import {
  DuckDBArrayVector,
  DuckDBListVector,
  DuckDBMapVector,
  type DuckDBMaterializedResult,
  DuckDBStructVector,
  DuckDBUnionVector,
  type DuckDBVector,
} from '@duckdb/node-api';
import { genericTypeOf } from '../type-mapping';
import type { ResultSet } from '../types';
import { columnReader, rowBuilder, type StringTally } from './duckdb-rows';
import { converterFor } from './duckdb-values';

/** What one nested value (a list item, a struct field) costs once converted, roughly. */
const BYTES_PER_NESTED_VALUE = 256;

/** Thrown when a result would exceed the budget; duckdb.ts says it in our words. */
export class ResultTooLargeError extends Error {
  override readonly name = 'ResultTooLargeError';
}

/**
 * The children node-api keeps private on nested vectors: read only to count how many values a
 * chunk holds before converting any of them (their public API converts whole values).
 */
interface NestedParts {
  readonly childData?: DuckDBVector;
  readonly listVector?: DuckDBVector;
  readonly entryVectors?: readonly DuckDBVector[];
  readonly structVector?: DuckDBVector;
}

/** How many values sit inside the nested values of `vector` (0 for a flat vector). */
export function nestedValueCount(vector: DuckDBVector): number {
  if (vector instanceof DuckDBListVector) {
    // Rows may share one child list (a constant list): count what each row will convert.
    let items = 0;
    for (let row = 0; row < vector.itemCount; row++) {
      const length = vector.getEntryLength(row);
      // A NULL row's entry is not meaningful; getItemVector says which rows are NULL.
      if (length > 0 && vector.getItemVector(row) !== null) items += length;
    }
    const child = vector.childVector;
    const perChildItem = child.itemCount > 0 ? nestedValueCount(child) / child.itemCount : 0;
    return items + items * perChildItem;
  }
  const parts = vector as unknown as NestedParts;
  if (vector instanceof DuckDBArrayVector && parts.childData) {
    return parts.childData.itemCount + nestedValueCount(parts.childData);
  }
  if (vector instanceof DuckDBMapVector && parts.listVector) return nestedValueCount(parts.listVector);
  if (vector instanceof DuckDBStructVector && parts.entryVectors) {
    return parts.entryVectors.reduce((sum, entry) => sum + entry.itemCount + nestedValueCount(entry), 0);
  }
  if (vector instanceof DuckDBUnionVector && parts.structVector) return nestedValueCount(parts.structVector);
  return 0;
}

export function readResult(result: DuckDBMaterializedResult, budgetBytes: number): ResultSet {
  const names = result.columnNames();
  const types = result.columnTypes();
  const columns = names.map((name, i) => {
    const type = types[i]!.toString();
    return { name, type, genericType: genericTypeOf(type) };
  });
  const converters = types.map((type) => converterFor(type.typeId));
  const buildRow = rowBuilder(names);
  const rows: Record<string, unknown>[] = [];
  const strings: StringTally = { units: 0 };
  let sized = 0;
  for (let index = 0; index < result.chunkCount; index++) {
    const chunk = result.getChunk(index);
    // A native call per read: read once.
    const rowCount = chunk.rowCount;
    sized += rowCount * names.length * 8;
    for (let c = 0; c < names.length; c++) {
      sized += BYTES_PER_NESTED_VALUE * nestedValueCount(chunk.getColumnVector(c));
    }
    if (sized + strings.units > budgetBytes) throw new ResultTooLargeError();
    // Column by column (each vector read straight through), then the rows from those values.
    const values = names.map((_, c) => {
      const read = columnReader(chunk.getColumnVector(c), types[c]!.typeId, converters[c]!, strings);
      const column = new Array<unknown>(rowCount);
      for (let row = 0; row < rowCount; row++) column[row] = read(row);
      return column;
    });
    for (let row = 0; row < rowCount; row++) rows.push(buildRow(values, row));
    if (sized + strings.units > budgetBytes) throw new ResultTooLargeError();
  }
  return { columns, rows };
}
