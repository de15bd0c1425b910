/**
 * An uploaded file, read into a private in-memory DuckDB: DuckDB parses CSV and Parquet (an
 * Excel sheet arrives as newline-delimited JSON from excel.ts), infers each column's type, and
 * the form's options (columns to read, dates, index, row limit) shape the table `up` that the
 * preview shows and the upload writes.
 *
 * The instance may read the uploaded file and nothing else: `allowed_paths` names it, external
 * access is then switched off and the configuration locked, so no option value can reach
 * another file. Option values are still written as SQL string literals with quotes doubled.
 */
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { engineLimits } from '../engine/connectors';
import type { QueryParameter } from '../engine/types';
import { DEFAULT_NULL_VALUES } from './options';
import { UploadError } from './upload-error';

/** How a column travels to the target database. */
export type ColumnKind = 'integer' | 'float' | 'boolean' | 'date' | 'timestamp' | 'string';

export interface StagedColumn {
  readonly name: string;
  /** DuckDB's type name, shown in the preview. */
  readonly type: string;
  readonly kind: ColumnKind;
}

export interface ReadOptions {
  readonly delimiter?: string | undefined;
  readonly decimalCharacter?: string | undefined;
  /** Row of the column names after `skipRows` (0 = first); null: the file has none. */
  readonly headerRow?: number | null | undefined;
  readonly skipRows?: number | undefined;
  readonly rowsToRead?: number | null | undefined;
  readonly nullValues?: readonly string[] | undefined;
  readonly columnDates?: readonly string[] | undefined;
  readonly columnsRead?: readonly string[] | undefined;
  readonly columnTypes?: Readonly<Record<string, string>> | undefined;
  readonly indexColumn?: string | undefined;
  readonly indexLabel?: string | undefined;
  readonly dataframeIndex?: boolean | undefined;
  readonly dayFirst?: boolean | undefined;
}

/** What feeds the staging table: a CSV or Parquet file, or Excel rows as JSON lines with types. */
export type StagingSource =
  | { readonly kind: 'csv'; readonly path: string }
  | { readonly kind: 'parquet'; readonly path: string }
  | {
      readonly kind: 'json';
      readonly path: string;
      readonly columns: readonly { name: string; type: string }[];
    };

export const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export class StagedUpload {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    readonly columns: readonly StagedColumn[],
    readonly rowCount: number,
  ) {}

  static async open(source: StagingSource, options: ReadOptions): Promise<StagedUpload> {
    const limits = engineLimits();
    const instance = await DuckDBInstance.create(':memory:', {
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      memory_limit: `${limits.memoryBytes}B`,
      threads: String(limits.threads),
    });
    let connection: DuckDBConnection | null = null;
    try {
      connection = await instance.connect();
      await connection.run(`SET allowed_paths = [${literal(source.path)}]`);
      await connection.run('SET enable_external_access = false');
      await connection.run('SET lock_configuration = true');
      await loadSource(connection, source, options);
      await shape(connection, options);
      const columns = await describe(connection);
      const count = await connection.runAndReadAll('SELECT count(*) AS n FROM up');
      const rowCount = Number(count.getRowsJS()[0]?.[0] ?? 0);
      return new StagedUpload(instance, connection, columns, rowCount);
    } catch (error) {
      connection?.closeSync();
      instance.closeSync();
      throw error;
    }
  }

  /** The first `limit` rows, JSON-safe, in column order. */
  async preview(limit: number): Promise<unknown[][]> {
    const result = await this.connection.runAndReadAll(
      `${this.select()} ORDER BY rowid LIMIT ${Math.max(0, Math.floor(limit))}`,
    );
    return result.getRowsJS().map((row) => row.map(jsonValue));
  }

  /** All rows in batches, as bound values for the target database. */
  async *batches(size: number): AsyncGenerator<QueryParameter[][]> {
    for (let offset = 0; offset < this.rowCount; offset += size) {
      const result = await this.connection.runAndReadAll(
        `${this.select()} ORDER BY rowid LIMIT ${size} OFFSET ${offset}`,
      );
      yield result.getRowsJS().map((row) => row.map(boundValue));
    }
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }

  /** Each column as the value the target takes: temporal values as ISO text, others plain. */
  private select(): string {
    const parts = this.columns.map((column) => OUTPUT[column.kind](ident(column.name)));
    return `SELECT ${parts.join(', ') || '1'} FROM up`;
  }
}

const OUTPUT: Readonly<Record<ColumnKind, (name: string) => string>> = {
  integer: (name) => `CAST(${name} AS BIGINT)`,
  float: (name) => `CAST(${name} AS DOUBLE)`,
  boolean: (name) => name,
  date: (name) => `strftime(CAST(${name} AS DATE), '%Y-%m-%d')`,
  timestamp: (name) => `CAST(CAST(${name} AS TIMESTAMP) AS VARCHAR)`,
  string: (name) => `CAST(${name} AS VARCHAR)`,
};

async function loadSource(connection: DuckDBConnection, source: StagingSource, options: ReadOptions) {
  if (source.kind === 'parquet') {
    await connection.run(`CREATE TABLE src AS SELECT * FROM read_parquet(${literal(source.path)})`);
    return;
  }
  if (source.kind === 'json') {
    const columns = source.columns.map((c, index) => `${literal(`c${index}`)}: ${literal(c.type)}`);
    const renamed = source.columns.map((c, index) => `${ident(`c${index}`)} AS ${ident(c.name)}`);
    await connection.run(
      `CREATE TABLE src AS SELECT ${renamed.join(', ') || '*'} FROM read_json(${literal(source.path)}, format='newline_delimited', columns={${columns.join(', ')}})`,
    );
    return;
  }
  const args = csvArguments(options);
  try {
    await connection.run(`CREATE TABLE src AS SELECT * FROM read_csv(${literal(source.path)}, ${args})`);
  } catch (error) {
    // Superset retries other encodings; DuckDB reads UTF-8, UTF-16 and Latin-1.
    if (!/unicode|utf-?8|encoding/i.test(messageOf(error))) throw error;
    await connection.run(
      `CREATE TABLE src AS SELECT * FROM read_csv(${literal(source.path)}, ${args}, encoding='latin-1')`,
    );
  }
}

function csvArguments(options: ReadOptions): string {
  const header = options.headerRow === undefined ? 0 : options.headerRow;
  const skip = (options.skipRows ?? 0) + (header ?? 0);
  const nulls = [...new Set([...DEFAULT_NULL_VALUES, ...(options.nullValues ?? [])])];
  const args = [
    `header=${header === null ? 'false' : 'true'}`,
    `skip=${skip}`,
    `nullstr=[${nulls.map(literal).join(', ')}]`,
    'sample_size=-1',
  ];
  if (options.delimiter)
    args.push(`delim=${literal(options.delimiter === '\\t' ? '\t' : options.delimiter)}`);
  if (options.decimalCharacter && options.decimalCharacter !== '.') {
    args.push(`decimal_separator=${literal(options.decimalCharacter)}`);
  }
  const types = Object.entries(options.columnTypes ?? {});
  if (types.length > 0)
    args.push(`types={${types.map(([n, t]) => `${literal(n)}: ${literal(t)}`).join(', ')}}`);
  return args.join(', ');
}

/** `src` → `up`: the columns read, dates parsed, the index, the row limit. */
async function shape(connection: DuckDBConnection, options: ReadOptions): Promise<void> {
  const source = (await describeTable(connection, 'src')).map((c) => c.name);
  const known = new Set(source);
  const unknown = (names: readonly string[]) => names.filter((name) => !known.has(name));
  const check = (names: readonly string[], what: string) => {
    const missing = unknown(names);
    if (missing.length > 0) {
      throw new UploadError(
        `${what} not found in the file: ${missing.join(', ')}. The file's columns are: ${source.join(', ')}.`,
      );
    }
  };
  check(options.columnsRead ?? [], 'Columns to read');
  check(options.columnDates ?? [], 'Columns to parse as dates');
  if (options.indexColumn) check([options.indexColumn], 'Index column');

  const read = options.columnsRead?.length ? new Set(options.columnsRead) : null;
  const dates = new Set(options.columnDates ?? []);
  for (const column of dates) await assertDates(connection, column, options.dayFirst === true);

  const parts: string[] = [];
  const index = options.indexColumn || null;
  if (options.dataframeIndex) {
    const label = options.indexLabel || index || 'index';
    parts.push(index ? `${ident(index)} AS ${ident(label)}` : `CAST(rowid AS BIGINT) AS ${ident(label)}`);
  }
  for (const name of source) {
    if (name === index) continue; // written as the index, or dropped (pandas' to_sql(index=False))
    if (read && !read.has(name)) continue;
    parts.push(
      dates.has(name) ? `${dateExpression(name, options.dayFirst === true)} AS ${ident(name)}` : ident(name),
    );
  }
  if (parts.length === 0) throw new UploadError('The file has no columns to upload.');
  const limit = options.rowsToRead ? ` LIMIT ${options.rowsToRead}` : '';
  await connection.run(`CREATE TABLE up AS SELECT ${parts.join(', ')} FROM src ORDER BY rowid${limit}`);
}

const DAY_FIRST_FORMATS = [
  '%d/%m/%Y %H:%M:%S',
  '%d/%m/%Y %H:%M',
  '%d/%m/%Y',
  '%d-%m-%Y',
  '%d.%m.%Y',
  '%d.%m.%Y %H:%M:%S',
];

function dateExpression(column: string, dayFirst: boolean): string {
  const name = ident(column);
  const text = `CAST(${name} AS VARCHAR)`;
  const parsed = dayFirst
    ? `COALESCE(${DAY_FIRST_FORMATS.map((f) => `try_strptime(${text}, ${literal(f)})`).join(', ')}, TRY_CAST(${text} AS TIMESTAMP))`
    : `TRY_CAST(${text} AS TIMESTAMP)`;
  return `CASE WHEN ${name} IS NULL THEN NULL ELSE ${parsed} END`;
}

/** Every non-empty value of a date column must parse; otherwise say which rows do not. */
async function assertDates(connection: DuckDBConnection, column: string, dayFirst: boolean): Promise<void> {
  const result = await connection.runAndReadAll(
    `SELECT rowid + 1 AS row, CAST(${ident(column)} AS VARCHAR) AS value, count(*) OVER () AS total FROM src WHERE ${ident(column)} IS NOT NULL AND (${dateExpression(column, dayFirst)}) IS NULL ORDER BY rowid LIMIT 3`,
  );
  const rows = result.getRowsJS();
  if (rows.length === 0) return;
  const total = Number(rows[0]?.[2] ?? rows.length);
  const examples = rows.map((row) => `row ${String(row[0])}: '${String(row[1])}'`).join('; ');
  throw new UploadError(
    `Cannot convert column '${column}' to a date. Found ${total} error(s): ${examples}${total > rows.length ? `; and ${total - rows.length} more` : ''}.`,
  );
}

async function describeTable(connection: DuckDBConnection, table: string) {
  const result = await connection.runAndReadAll(`DESCRIBE ${table}`);
  return result
    .getRowObjectsJS()
    .map((row) => ({ name: String(row.column_name), type: String(row.column_type) }));
}

async function describe(connection: DuckDBConnection): Promise<StagedColumn[]> {
  return (await describeTable(connection, 'up')).map((c) => ({ ...c, kind: kindOf(c.type) }));
}

export function kindOf(type: string): ColumnKind {
  const t = type.toUpperCase();
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|UTINYINT|USMALLINT|UINTEGER)$/.test(t)) return 'integer';
  if (/^(FLOAT|DOUBLE|REAL|DECIMAL|HUGEINT|UBIGINT|UHUGEINT)/.test(t)) return 'float';
  if (t === 'BOOLEAN') return 'boolean';
  if (t === 'DATE') return 'date';
  if (t.startsWith('TIMESTAMP')) return 'timestamp';
  return 'string';
}

function boundValue(value: unknown): QueryParameter {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

function jsonValue(value: unknown): unknown {
  const bound = boundValue(value);
  return typeof bound === 'bigint' ? bound.toString() : bound;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
