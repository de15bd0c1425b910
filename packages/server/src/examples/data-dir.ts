/**
 * `tessera load-examples --data-dir DIR`: loads Superset's public example files into the examples
 * DuckDB database with DuckDB's own CSV and JSON readers (gzip included), each under the table
 * name Superset uses, and registers a dataset per table.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DuckDBConnector } from '../engine/connectors/duckdb';
import { DEFAULT_NULL_VALUES } from '../uploads/options';
import { EXAMPLE_FILES, type ExampleFile, encodePolyline, type Reader } from './data-files';
import { adminUserId, ensureExamplesDatabase, registerDataset, stableUuid } from './register';
import { sqlString } from './tessera-data';

export interface LoadExamplesOptions {
  /** A folder laid out like Superset's examples-data repository. */
  readonly dataDir: string;
  /** Load only these tables (Superset's names); default every table whose file is present. */
  readonly tables?: readonly string[];
  readonly log?: (message: string) => void;
}

export interface LoadedTable {
  readonly table: string;
  readonly file: string;
  readonly rows: number;
  readonly datasetId: number;
}

export interface LoadExamplesResult {
  readonly loaded: LoadedTable[];
  /** Tables whose files were not in the data dir. */
  readonly skipped: { table: string; reason: string }[];
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

// pandas' default missing-value markers, as Superset's loaders and uploads read CSV.
const NULLSTR = `[${DEFAULT_NULL_VALUES.map(sqlString).join(', ')}]`;

export function readerFor(dataDir: string): Reader {
  return (relativePath: string, options = ''): string => {
    const path = sqlString(join(dataDir, relativePath));
    const extra = options ? `, ${options}` : '';
    // The readers pick gzip from the `.gz` extension; sample the whole file so a column whose
    // first rows are empty still gets its real type; pandas' missing markers are NULL, so a
    // numeric column holding `NA` (FCC's last_yr_income) stays numeric as in Superset.
    return /\.json(\.gz)?$/.test(relativePath)
      ? `read_json_auto(${path}${extra})`
      : `read_csv_auto(${path}, header = true, sample_size = -1, nullstr = ${NULLSTR}${extra})`;
  };
}

async function fillPolylines(connector: DuckDBConnector, table: string): Promise<void> {
  const rows = await connector.execute(`SELECT name, path_json FROM ${table}`);
  for (const row of rows.rows) {
    const path = JSON.parse(String(row.path_json)) as number[][];
    await connector.execute(`UPDATE ${table} SET polyline = ? WHERE name = ?`, [
      encodePolyline(path),
      String(row.name),
    ]);
  }
}

/** How one table is made from one file of the data dir. */
export interface TableSource {
  /** The quoted (optionally schema-qualified) table to create or replace. */
  readonly table: string;
  /** Relative to the data dir. */
  readonly file: string;
  readonly select: ExampleFile['select'];
  readonly after?: ExampleFile['after'];
}

/** Creates (or replaces) the table from its file; answers its row count. */
export async function loadTable(
  connector: DuckDBConnector,
  dataDir: string,
  source: TableSource,
): Promise<number> {
  const { table, file } = source;
  await connector.execute(`CREATE OR REPLACE TABLE ${table} AS ${source.select(readerFor(dataDir), file)}`);
  if (source.after === 'bart_polyline') await fillPolylines(connector, table);
  const count = await connector.execute(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(count.rows[0]?.n ?? 0);
}

async function loadOne(
  connector: DuckDBConnector,
  dataDir: string,
  entry: ExampleFile,
): Promise<{ file: string; rows: number } | { missing: string }> {
  const file = entry.files.find((candidate) => existsSync(join(dataDir, candidate)));
  if (!file) return { missing: entry.files.join(' or ') };
  const need = entry.needs?.find((candidate) => !existsSync(join(dataDir, candidate)));
  if (need) return { missing: need };
  const table = quoteIdent(entry.def.tableName);
  const rows = await loadTable(connector, dataDir, { ...entry, table, file });
  return { file, rows };
}

export async function loadExamples(
  app: FastifyInstance,
  options: LoadExamplesOptions,
): Promise<LoadExamplesResult> {
  const dataDir = resolve(options.dataDir);
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    throw new Error(`The examples data directory ${dataDir} does not exist or is not a directory.`);
  }
  const log = options.log ?? ((message: string) => app.log.info(message));
  const wanted = options.tables ? new Set(options.tables) : null;
  if (wanted) {
    const known = new Set(EXAMPLE_FILES.map((entry) => entry.def.tableName));
    const unknown = [...wanted].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `Unknown example tables: ${unknown.join(', ')}. Known: ${[...known].sort().join(', ')}.`,
      );
    }
  }
  const path = app.config.examplesDuckdbPath;
  // Exclusive: queries of the running server wait while tables are loaded.
  const connector = new DuckDBConnector({ path, exclusive: true });
  try {
    return await loadAll(app, connector, dataDir, wanted, log);
  } finally {
    await connector.close();
  }
}

async function loadAll(
  app: FastifyInstance,
  connector: DuckDBConnector,
  dataDir: string,
  wanted: Set<string> | null,
  log: (message: string) => void,
): Promise<LoadExamplesResult> {
  const path = app.config.examplesDuckdbPath;
  const ownerId = await adminUserId(app.store);
  const databaseId = await ensureExamplesDatabase(app.store, path, ownerId);
  const result: LoadExamplesResult = { loaded: [], skipped: [] };
  for (const entry of EXAMPLE_FILES) {
    const table = entry.def.tableName;
    if (wanted && !wanted.has(table)) continue;
    const started = Date.now();
    const outcome = await loadOne(connector, dataDir, entry);
    if ('missing' in outcome) {
      result.skipped.push({ table, reason: `${outcome.missing} not found in ${dataDir}` });
      log(`Skipped ${table}: ${outcome.missing} not found`);
      continue;
    }
    const columns = await connector.getColumns('main', table);
    const def = { ...entry.def, uuid: entry.def.uuid || stableUuid(`dataset/${table}`) };
    const datasetId = await registerDataset(app.store, def, columns, {
      databaseId,
      ownerId,
      refreshColumns: true,
    });
    result.loaded.push({ table, file: outcome.file, rows: outcome.rows, datasetId });
    log(`Loaded ${table} from ${outcome.file}: ${outcome.rows} rows in ${Date.now() - started} ms`);
  }
  return result;
}
