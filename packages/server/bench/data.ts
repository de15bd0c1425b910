/**
 * The benchmark's table, `bench_events`, generated inside DuckDB from `range()` and a seeded
 * `hash()` (no JS loop, so ten million rows take seconds) and kept on disk for the next run.
 *
 * The file name carries the layout version, row count and seed; it is written under a temporary
 * name and renamed when complete, so a file with the final name is always a finished table.
 *
 * Columns, chosen for the six queries:
 *   event_time  TIMESTAMP      two years from 2024-01-01 (730 daily buckets)
 *   region      VARCHAR        8 values                       (low-cardinality group-by)
 *   channel     VARCHAR        5 values
 *   country     VARCHAR        60 values, skewed              (series of the time series, top 10)
 *   customer    VARCHAR        100,000 values                 (high-cardinality group-by)
 *   product     VARCHAR        2,000 values                   (filter values, LIMIT 1000)
 *   user_id     BIGINT         ~1.3M distinct at 10M rows      (COUNT_DISTINCT)
 *   amount      DOUBLE, price DECIMAL(10,2), quantity INTEGER  (measures)
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

export const BENCH_TABLE = 'bench_events';
/** Bump when the generated columns change, so an old file is not reused. */
const LAYOUT_VERSION = 1;

export const REGIONS = 8;
export const COUNTRIES = 60;
export const CUSTOMERS = 100_000;
export const PRODUCTS = 2_000;
const USER_IDS = 2_000_000;

export interface BenchData {
  readonly path: string;
  readonly rows: number;
  /** True when this run generated the file; false when a previous run's file was reused. */
  readonly generated: boolean;
  readonly ms: number;
}

const REGION_NAMES = [
  'North America',
  'South America',
  'Western Europe',
  'Eastern Europe',
  'Middle East',
  'Africa',
  'South Asia',
  'East Asia',
];

function generateSql(rows: number, seed: number): string {
  // u(k): a uniform draw in [0, 1) for the row and stream k: the top 53 bits of a 64-bit hash.
  const u = (k: number) => `((hash(i, ${k}, ${Math.trunc(seed)}::BIGINT) >> 11) / 9007199254740992.0)`;
  const pad = (n: string, width: number) => `lpad(CAST(${n} AS VARCHAR), ${width}, '0')`;
  const regions = `[${REGION_NAMES.map((r) => `'${r}'`).join(', ')}]`;
  return `CREATE TABLE ${BENCH_TABLE} AS
SELECT
  (i + 1)::BIGINT AS event_id,
  TIMESTAMP '2024-01-01' + to_seconds(floor(${u(1)} * ${730 * 86_400})::BIGINT) AS event_time,
  ${regions}[1 + floor(${u(2)} * ${REGIONS})::INTEGER] AS region,
  ['Online', 'Retail', 'Partner', 'Direct', 'Marketplace'][1 + floor(${u(3)} * 5)::INTEGER] AS channel,
  'Country ' || ${pad(`floor(pow(${u(4)}, 2) * ${COUNTRIES})::INTEGER + 1`, 2)} AS country,
  'C' || ${pad(`floor(${u(5)} * ${CUSTOMERS})::INTEGER`, 6)} AS customer,
  'Product ' || ${pad(`floor(${u(6)} * ${PRODUCTS})::INTEGER`, 4)} AS product,
  floor(pow(${u(7)}, 3) * ${USER_IDS})::BIGINT AS user_id,
  round(${u(8)} * 500, 2)::DOUBLE AS amount,
  round(5 + ${u(9)} * 995, 2)::DECIMAL(10, 2) AS price,
  (1 + floor(${u(10)} * 10))::INTEGER AS quantity
FROM range(${Math.trunc(rows)}) r(i)`;
}

/** The bench directory: --home, else $TESSERA_BENCH_HOME, else <tmp>/tessera-bench. */
export function benchFilePath(dir: string, rows: number, seed: number): string {
  return join(dir, `bench-v${LAYOUT_VERSION}-${rows}-${seed}.duckdb`);
}

/** Generates the table unless a finished file for the same rows and seed exists. */
export async function ensureBenchData(
  dir: string,
  rows: number,
  seed: number,
  log: (message: string) => void,
): Promise<BenchData> {
  const path = benchFilePath(dir, rows, seed);
  const started = performance.now();
  if (existsSync(path)) return { path, rows, generated: false, ms: performance.now() - started };
  mkdirSync(dir, { recursive: true });
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  rmSync(`${partial}.wal`, { force: true });
  log(`Generating ${rows.toLocaleString('en-US')} rows into ${path} ...`);
  const instance = await DuckDBInstance.create(partial);
  try {
    const connection = await instance.connect();
    try {
      // Row order carries no meaning here; letting DuckDB write in any order is markedly faster.
      await connection.run('SET preserve_insertion_order = false');
      await connection.run(generateSql(rows, seed));
      await connection.run('CHECKPOINT');
      const count = await connection.runAndReadAll(`SELECT COUNT(*) FROM ${BENCH_TABLE}`);
      const written = Number(count.getRows()[0]?.[0] ?? 0);
      if (written !== rows) throw new Error(`generated ${written} rows instead of ${rows}`);
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
  renameSync(partial, path);
  const ms = performance.now() - started;
  log(`  done in ${(ms / 1000).toFixed(1)} s`);
  return { path, rows, generated: true, ms };
}
