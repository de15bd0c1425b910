/**
 * Rows as columns, for handing a big chart answer from the parsing worker to the page: a column
 * of numbers travels as a Float64Array (transferred, not copied), the rest as plain arrays. The
 * page then rebuilds the row objects a slice at a time (`materializeRows`), so no single task
 * holds the main thread the way parsing 100,000 rows at once does.
 */
export type ColumnVector =
  | { readonly kind: 'number'; readonly values: Float64Array; readonly nulls: Uint8Array | null }
  | { readonly kind: 'any'; readonly values: readonly unknown[] };

export interface ColumnarRows {
  readonly length: number;
  readonly names: readonly string[];
  readonly columns: readonly ColumnVector[];
}

function numberColumn(rows: readonly Record<string, unknown>[], name: string): ColumnVector | null {
  const values = new Float64Array(rows.length);
  let nulls: Uint8Array | null = null;
  for (let i = 0; i < rows.length; i += 1) {
    const value = (rows[i] as Record<string, unknown>)[name];
    if (typeof value === 'number') values[i] = value;
    else if (value === null) {
      nulls ??= new Uint8Array(rows.length);
      nulls[i] = 1;
    } else return null;
  }
  return { kind: 'number', values, nulls };
}

/**
 * The rows as columns, or null when they are not all shaped alike (same keys in the same order),
 * which a chart answer always is: then the rows travel as they are.
 */
export function toColumnar(rows: readonly Record<string, unknown>[]): ColumnarRows | null {
  const first = rows[0];
  if (!first) return null;
  const names = Object.keys(first);
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== names.length || keys.some((key, index) => key !== names[index])) return null;
  }
  const columns = names.map(
    (name) =>
      numberColumn(rows, name) ?? {
        kind: 'any' as const,
        values: rows.map((row) => row[name]),
      },
  );
  return { length: rows.length, names, columns };
}

/** The buffers a columnar answer can hand over without copying them. */
export function transferables(columnar: ColumnarRows): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const column of columnar.columns) {
    if (column.kind !== 'number') continue;
    buffers.push(column.values.buffer as ArrayBuffer);
    if (column.nulls) buffers.push(column.nulls.buffer as ArrayBuffer);
  }
  return buffers;
}

/** Appends rows `start` to `end` (exclusive) of the columns to `out`, as the original row objects. */
export function materializeRows(
  columnar: ColumnarRows,
  start: number,
  end: number,
  out: Record<string, unknown>[],
): void {
  const { names, columns } = columnar;
  for (let i = start; i < Math.min(end, columnar.length); i += 1) {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c += 1) {
      const column = columns[c] as ColumnVector;
      row[names[c] as string] =
        column.kind === 'number' ? (column.nulls?.[i] ? null : column.values[i]) : column.values[i];
    }
    out.push(row);
  }
}
