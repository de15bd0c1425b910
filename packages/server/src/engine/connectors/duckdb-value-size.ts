/**
 * Bounds the values a DuckDB query can build from a small input. DuckDB's memory_limit covers its
 * buffer manager, not the vectors scalar functions fill while a query runs: `range(1, 100000000)`
 * evaluated for a 2,048-row vector asks for 1.6 TB, outside the limit and without a point where
 * the query can be interrupted. So the functions whose result size is an argument (list ranges,
 * repeat, resize, padding, format widths, bars) must be given literal sizes under a bound that
 * keeps one vector of such values within TESSERA_QUERY_MEMORY. Table functions (`FROM range(n)`)
 * stream rows in vectors and stay allowed.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { ConnectorError } from './errors';
import { formatBytes } from './format-bytes';

/** Rows DuckDB evaluates a scalar function for at once (STANDARD_VECTOR_SIZE). */
const VECTOR_SIZE = 2048;

/** The bytes one value may take: a vector of them within a quarter of the memory limit. */
function maxValueBytes(memoryBytes: number): number {
  return Math.max(1024, Math.floor(memoryBytes / 4 / VECTOR_SIZE));
}

type Node = Record<string, unknown>;

/** For each size-taking function: the bytes its result takes, or null when that is not known. */
const SIZED: Readonly<Record<string, (args: readonly Node[]) => number | null>> = {
  range: listRange,
  generate_series: listRange,
  repeat: (args) => times(literal(args[1]), 8),
  list_resize: (args) => times(literal(args[1]), 8),
  array_resize: (args) => times(literal(args[1]), 8),
  lpad: (args) => times(literal(args[1]), 4),
  rpad: (args) => times(literal(args[1]), 4),
  bar: (args) => (args.length < 4 ? 80 : times(literal(args[3]), 4)),
  printf: formatWidth,
  format: formatWidth,
};

/** Any of the names, anywhere: a cheap test before DuckDB's parser is asked. */
const SIZED_NAME = new RegExp([...Object.keys(SIZED), 'replace'].join('|'), 'i');

const SIZED_CALL = new RegExp(`(?:\\b|")(?:${Object.keys(SIZED).join('|')})"?\\s*\\(`, 'i');

/** SQL texts already checked under a bound, so a repeated chart query is parsed once. */
const checked = new Map<string, number>();
const MAX_CHECKED = 2000;

/**
 * Throws OUT_OF_MEMORY when `sql` calls a size-taking function with a size that is not a literal
 * under the bound (see the module comment). Uses DuckDB's own parser (json_serialize_sql), which
 * reads SELECTs only; other statements that name such a function are refused on databases
 * without DML, and run on those an admin opened for writing (allowDml).
 */
export async function assertBoundedValues(
  connection: DuckDBConnection,
  sql: string,
  memoryBytes: number,
  allowDml: boolean,
): Promise<void> {
  // Without one of the names anywhere in the text (comments included) there is nothing to size,
  // and the chart queries of the compiler skip DuckDB's parse.
  if (!SIZED_NAME.test(sql)) return;
  const limitBytes = maxValueBytes(memoryBytes);
  const key = `${allowDml ? 1 : 0}${sql}`;
  if (checked.get(key) === limitBytes) return;
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS tree', [sql]);
  const tree = JSON.parse(String(reader.getRows()[0]?.[0] ?? '{"error":true}')) as Node;
  const unbounded =
    tree.error === true ? (!allowDml && SIZED_CALL.test(sql) ? '' : null) : findUnbounded(tree, limitBytes);
  if (unbounded !== null) {
    const name = unbounded ? `${unbounded}()` : 'a function that builds large values';
    throw new ConnectorError(
      'OUT_OF_MEMORY',
      `The query needs more memory than this server allows (TESSERA_QUERY_MEMORY = ${formatBytes(memoryBytes)}): ${name} must be given a constant size of at most ${limitBytes} bytes per value.`,
    );
  }
  if (checked.size >= MAX_CHECKED) checked.delete(checked.keys().next().value as string);
  checked.set(key, limitBytes);
}

/** The name of the first size-taking function over the limit, or null. */
function findUnbounded(node: unknown, limitBytes: number, inTableFunction = false): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findUnbounded(item, limitBytes);
      if (found !== null) return found;
    }
    return null;
  }
  if (!node || typeof node !== 'object') return null;
  const record = node as Node;
  if (record.class === 'FUNCTION' && !inTableFunction) {
    const name = String(record.function_name ?? '').toLowerCase();
    const size = SIZED[name];
    if (size) {
      const bytes = size((record.children as Node[] | undefined) ?? []);
      if (bytes === null || bytes > limitBytes) return name;
    }
    if (GROWING.has(name) && growthOf(record) > MAX_GROWTH) return name;
  }
  for (const [key, value] of Object.entries(record)) {
    // `FROM range(n)`: the table function's own call streams; its arguments are still checked.
    const tableFunction = record.type === 'TABLE_FUNCTION' && key === 'function';
    const found = tableFunction
      ? findUnbounded((value as Node | null)?.children, limitBytes)
      : findUnbounded(value, limitBytes);
    if (found !== null) return found;
  }
  return null;
}

/** A numeric or string literal's value (through casts of literals), else null. */
function literal(node: Node | undefined): number | string | null {
  if (!node) return null;
  if (node.class === 'CAST') return literal(node.child as Node | undefined);
  if (node.class !== 'CONSTANT') return null;
  const value = (node.value as { is_null?: boolean; value?: unknown } | undefined) ?? {};
  if (value.is_null) return 0;
  if (typeof value.value === 'number' || typeof value.value === 'string') return value.value;
  return null;
}

function times(value: number | string | null, bytes: number): number | null {
  const count = typeof value === 'string' ? Number(value) : value;
  return count === null || !Number.isFinite(count) ? null : Math.max(0, count) * bytes;
}

/** range(stop), range(start, stop), range(start, stop, step), all numeric literals. */
function listRange(args: readonly Node[]): number | null {
  const values = args.map((arg) => literal(arg));
  if (values.length === 0 || values.some((value) => typeof value !== 'number')) return null;
  const [a, b, step = 1] = values as number[];
  const [start, stop] = b === undefined ? [0, a!] : [a!, b];
  if (step === 0) return 0;
  return Math.max(0, Math.ceil((stop - start) / step)) * 8;
}

/** printf/format: the format must be a literal; its widths and precisions count as sizes. */
function formatWidth(args: readonly Node[]): number | null {
  const format = literal(args[0]);
  if (typeof format !== 'string' || format.includes('*')) return null; // `%*d` takes its width from an argument
  const widths = format.match(/\d+/g)?.map(Number) ?? [];
  return Math.max(format.length, ...widths);
}

/**
 * String replacement multiplies a value's length by up to |replacement| / |pattern| per call, and
 * calls nest: eight nested `replace(…, 'a', 'aaaaaaaaaa')` turn two characters into 200 MB, for
 * every row of a vector, outside DuckDB's memory limit. So the product of the factors along a
 * chain of replacements is bounded; a replacement that is not a literal counts as a large factor,
 * which one call alone may use and nesting may not.
 */
const GROWING = new Set(['replace', 'regexp_replace']);
const MAX_GROWTH = 64;
/** The factor of a replacement whose text is only known when the query runs (a column). */
const UNKNOWN_FACTOR = MAX_GROWTH;

/** How many times longer than its input the value of `node` can be, through nested replacements. */
function growthOf(node: Node): number {
  const name = String(node.function_name ?? '').toLowerCase();
  const args = (node.children as Node[] | undefined) ?? [];
  const input = args[0] && args[0].class === 'FUNCTION' ? growthOf(args[0]) : 1;
  if (!GROWING.has(name)) return input;
  const pattern = literal(args[1]);
  const replacement = literal(args[2]);
  let factor = UNKNOWN_FACTOR;
  if (typeof replacement === 'string' && typeof pattern === 'string') {
    // A regular expression can match one character, or none (then the text goes between them).
    const matched = name === 'replace' ? Math.max(1, pattern.length) : 1;
    factor = Math.max(1, (replacement.length + (name === 'replace' ? 0 : 1)) / matched);
  }
  return input * factor;
}
