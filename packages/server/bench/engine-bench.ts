/**
 * `npm run bench:engine [-- options]`: the query engine's benchmark (issue 3 item 11). A benchmark,
 * not a test: it prints figures beside the targets and exits 0 whether they are met or not.
 *
 * Method
 *  1. Data: `bench_events`, N rows (default 10,000,000) generated inside DuckDB (data.ts), kept in
 *     <dir>/bench-v<layout>-<rows>-<seed>.duckdb and reused by later runs with the same rows/seed.
 *     <dir> is --home, else $TESSERA_BENCH_HOME, else <os tmpdir>/tessera-bench.
 *  2. Server: the real server as its own process (`cli.ts start` under tsx, child-server.ts) on a
 *     throw-away TESSERA_HOME, default settings (in-process LRU cache, synchronous queries, log
 *     level warn), listening on 127.0.0.1; this process is only its HTTP client. The DuckDB file is registered as a database and the table as a dataset through
 *     the REST API as admin.
 *  3. Uncached: for each query (queries.ts), its SQL is taken from the API's `result_type: query`
 *     answer. Then, after --warmup runs, --reps repetitions alternate (order flipped each time):
 *       ours = POST /api/v1/chart/data with force: true, wall time from sending the request on a
 *              keep-alive node:http connection to the last byte of the body (JSON not parsed);
 *       raw  = the same SQL on one connection of a READ_ONLY instance of the same file opened in
 *              this process with the server's settings (@duckdb/node-api runAndReadAll) plus
 *              materialising the rows with getRowObjectsJson().
 *     Medians of each; ratio = ours / raw, diff = ours - raw, target: diff <= max(15% of raw, 2 ms). "raw db" is the runAndReadAll part of raw alone, and the
 *     srv columns are the medians of the server's own `timing` phases.
 *  4. Cached: one cached chart-data request (group-by on the low-cardinality column), from a child
 *     process: one connection back to back for the single-user latency, then autocannon with
 *     --connections (50) for --duration (10) seconds for the throughput. With 50 connections
 *     saturating the server, latency ≈ 50 / throughput (Little's law), so the p50 target is read
 *     on the single connection.
 *  5. Targets of the issue beside the figures, PASS/MISS.
 *
 * Options: --rows N, --seed N, --home DIR, --reps N (7), --warmup N (2), --only name[,name],
 * --connections N (50), --duration S (10), --no-cached, --raw getRowObjectsJson|getRowObjects. Profile the server:
 *   BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir /tmp/prof" npm run bench:engine -- --only raw_10k
 */
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type CachedFigures, measureCached } from './cached';
import { ensureBenchData } from './data';
import {
  type FloorFigures,
  measureFloor,
  measureQuery,
  type QueryFigures,
  type RawMaterialise,
  RawRunner,
} from './measure';
import { BENCH_QUERIES } from './queries';
import { cachedTable, uncachedTable } from './report';
import { startBenchServer } from './server';

interface Options {
  rows: number;
  seed: number;
  home: string;
  reps: number;
  warmup: number;
  only: string[] | null;
  connections: number;
  duration: number;
  cached: boolean;
  raw: RawMaterialise;
}

function positive(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name} must be a whole number of at least ${min}; got "${raw}"`);
  }
  return value;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string' },
      seed: { type: 'string' },
      home: { type: 'string' },
      reps: { type: 'string' },
      warmup: { type: 'string' },
      only: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      'no-cached': { type: 'boolean' },
      raw: { type: 'string' },
    },
  });
  const only = values.only ? values.only.split(',').map((s) => s.trim()) : null;
  const known = new Set(BENCH_QUERIES.map((q) => q.name));
  const unknown = (only ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`--only: unknown query ${unknown.join(', ')}; known: ${[...known].join(', ')}`);
  }
  const raw = values.raw ?? 'getRowObjectsJson';
  if (raw !== 'getRowObjectsJson' && raw !== 'getRowObjects') {
    throw new Error(`--raw must be getRowObjectsJson or getRowObjects; got "${raw}"`);
  }
  return {
    raw,
    rows: positive('rows', values.rows, 10_000_000, 1000),
    seed: positive('seed', values.seed, 42, 0),
    home: resolve(values.home ?? process.env.TESSERA_BENCH_HOME ?? join(tmpdir(), 'tessera-bench')),
    reps: positive('reps', values.reps, 7),
    warmup: positive('warmup', values.warmup, 2, 0),
    only,
    connections: positive('connections', values.connections, 50),
    duration: positive('duration', values.duration, 10),
    cached: !values['no-cached'],
  };
}

const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const data = await ensureBenchData(options.home, options.rows, options.seed, log);
  const server = await startBenchServer(data.path);
  const raw = await RawRunner.open(data.path, options.raw);
  const figures: QueryFigures[] = [];
  let cached: CachedFigures | null = null;
  let floor: FloorFigures | null = null;
  const loadBefore = load();
  try {
    floor = await measureFloor(server, Math.max(20, options.reps * 4));
    log(`Uncached: ${options.warmup} warm-up + ${options.reps} runs per side per query`);
    for (const query of BENCH_QUERIES) {
      if (options.only && !options.only.includes(query.name)) continue;
      figures.push(await measureQuery(server, raw, query, { ...options, repetitions: options.reps, log }));
    }
    if (options.cached) {
      cached = await measureCached(server, BENCH_QUERIES[0]!, { ...options, seconds: options.duration, log });
    }
  } finally {
    raw.close();
    await server.close();
  }
  const out = [
    '',
    `Tessera engine benchmark: ${options.rows.toLocaleString('en-US')} rows (${data.generated ? `generated in ${(data.ms / 1000).toFixed(1)} s` : 'reused'}: ${data.path})`,
    `node ${process.version}, ${options.reps} runs after ${options.warmup} warm-up, medians; load average before ${loadBefore}, after ${load()}`,
    '',
    uncachedTable(figures),
    '',
    'ours = POST /api/v1/chart/data (force: true) until the last body byte; raw = the same SQL on @duckdb/node-api,',
    `runAndReadAll + ${options.raw}() in the bench process; raw db = runAndReadAll alone; srv = the server timing phases.`,
    'The server runs as its own process (cli.ts start); target: ours - raw <= max(15% of raw, 2 ms).',
    'cpu ours / cpu raw: CPU time (medians, all threads) of the server process per request / of the raw run in this',
    "process: what each side costs, whatever the machine's load (wall times wait for a core on a loaded machine).",
    `HTTP floor on this connection (medians): GET /health ${floor.health.toFixed(2)} ms, GET /api/v1/me/ (authenticated) ${floor.me.toFixed(2)} ms.`,
  ];
  for (const f of figures) if (f.mismatch) out.push(`WARNING ${f.query.name}: ${f.mismatch}`);
  if (cached) out.push('', cachedTable(cached));
  out.push('');
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
