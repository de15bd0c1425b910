/**
 * Uncached timings: each query through the API (`force: true`) and its SQL straight on DuckDB,
 * interleaved (the order flips every repetition so neither side always runs on a warmer cache),
 * after warm-up runs; medians per side.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { type DuckDBLease, duckdbFile } from '../src/engine/connectors/duckdb-files';
import { cpuMsOf } from './child-server';
import { type BenchQuery, contextFor } from './queries';
import type { BenchServer } from './server';

export interface Sample {
  /** Wall time, ms. */
  readonly ms: number;
  readonly rows: number;
  /** CPU time of the process doing the work (server, or the raw side), all threads, ms. */
  readonly cpuMs: number;
}

export interface QueryFigures {
  readonly query: BenchQuery;
  readonly sql: string;
  readonly rows: number;
  /** Medians, ms. */
  readonly ours: number;
  readonly raw: number;
  /** DuckDB's own part of the raw run: runAndReadAll, before the rows become JS objects. */
  readonly rawQuery: number;
  /** Medians of the CPU time each side spent (the server process; the raw side in this one), ms. */
  readonly oursCpu: number;
  readonly rawCpu: number;
  /** The server's own `timing` phases (medians), ms. */
  readonly serverPhases: Readonly<Record<string, number>>;
  /** Set when the two sides disagree on the number of rows. */
  readonly mismatch: string | null;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface ChartAnswer {
  result: {
    rowcount?: number;
    sql_rowcount?: number;
    query?: string;
    timing?: Record<string, number>;
    error?: unknown;
  }[];
}

/**
 * The raw side, in this process: one long-lived connection on a READ_ONLY instance of the same file
 * (a `read` lease, opened with the settings the server's data source gets: sandbox, memory and
 * thread limits; DuckDB lets several processes hold a file READ_ONLY), and the rows materialised
 * as JSON-ready objects with `getRowObjectsJson()`, what a client sending rows on needs (or, with
 * `--raw getRowObjects`, the driver's own value objects: cheaper, not JSON-ready).
 */
export type RawMaterialise = 'getRowObjectsJson' | 'getRowObjects';

export class RawRunner {
  private constructor(
    private readonly connection: DuckDBConnection,
    private readonly lease: DuckDBLease,
    readonly materialise: RawMaterialise,
  ) {}

  static async open(path: string, materialise: RawMaterialise = 'getRowObjectsJson'): Promise<RawRunner> {
    const lease = await duckdbFile(path).lease('read', {});
    return new RawRunner(await lease.instance.connect(), lease, materialise);
  }

  async run(sql: string): Promise<Sample & { queryMs: number }> {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const reader = await this.connection.runAndReadAll(sql);
    const queryMs = performance.now() - started;
    const rows = this.materialise === 'getRowObjects' ? reader.getRowObjects() : reader.getRowObjectsJson();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { ms, queryMs, rows: rows.length, cpuMs: (used.user + used.system) / 1000 };
  }

  close(): void {
    this.connection.closeSync();
    this.lease.release();
  }
}

async function chartData(server: BenchServer, body: unknown): Promise<Sample & { answer: ChartAnswer }> {
  const pid = server.process.child.pid;
  const cpuBefore = pid ? cpuMsOf(pid) : 0;
  const answer = await server.post('/api/v1/chart/data', body);
  const cpuMs = pid ? cpuMsOf(pid) - cpuBefore : Number.NaN;
  const text = answer.body.toString('utf8');
  if (answer.status !== 200) throw new Error(`chart data answered ${answer.status}: ${text.slice(0, 500)}`);
  const parsed = JSON.parse(text) as ChartAnswer;
  const first = parsed.result[0];
  if (!first || first.error) throw new Error(`chart data failed: ${text.slice(0, 500)}`);
  // Rows as the database returned them (post-processing may reshape the answer).
  return { ms: answer.ms, cpuMs, rows: first.sql_rowcount ?? first.rowcount ?? 0, answer: parsed };
}

/** The SQL the API runs for this query, from its `result_type: query` answer. */
export async function sqlOf(server: BenchServer, query: BenchQuery): Promise<string> {
  const { answer } = await chartData(
    server,
    contextFor(server.datasetId, query.query, { force: true, resultType: 'query' }),
  );
  const sql = answer.result[0]?.query;
  if (typeof sql !== 'string') throw new Error(`no SQL in the query answer of ${query.name}`);
  return sql;
}

export interface MeasureOptions {
  readonly warmup: number;
  readonly repetitions: number;
  readonly log: (message: string) => void;
}

export async function measureQuery(
  server: BenchServer,
  raw: RawRunner,
  query: BenchQuery,
  options: MeasureOptions,
): Promise<QueryFigures> {
  const sql = await sqlOf(server, query);
  const body = contextFor(server.datasetId, query.query, { force: true });
  const ours: Sample[] = [];
  const rawRuns: (Sample & { queryMs: number })[] = [];
  const phases: Record<string, number[]> = {};
  for (let i = 0; i < options.warmup + options.repetitions; i++) {
    const keep = i >= options.warmup;
    const runOurs = async () => {
      const sample = await chartData(server, body);
      if (!keep) return;
      ours.push(sample);
      for (const [phase, ms] of Object.entries(sample.answer.result[0]?.timing ?? {})) {
        const list = phases[phase] ?? [];
        list.push(ms);
        phases[phase] = list;
      }
    };
    const runRaw = async () => {
      const sample = await raw.run(sql);
      if (keep) rawRuns.push(sample);
    };
    if (i % 2 === 0) {
      await runOurs();
      await runRaw();
    } else {
      await runRaw();
      await runOurs();
    }
  }
  const rows = ours[0]?.rows ?? 0;
  const rawRows = rawRuns[0]?.rows ?? 0;
  const figures: QueryFigures = {
    query,
    sql,
    rows,
    ours: median(ours.map((s) => s.ms)),
    raw: median(rawRuns.map((s) => s.ms)),
    rawQuery: median(rawRuns.map((s) => s.queryMs)),
    oursCpu: median(ours.map((s) => s.cpuMs)),
    rawCpu: median(rawRuns.map((s) => s.cpuMs)),
    serverPhases: Object.fromEntries(Object.entries(phases).map(([phase, ms]) => [phase, median(ms)])),
    mismatch: rows === rawRows ? null : `API returned ${rows} rows, DuckDB ${rawRows}`,
  };
  options.log(
    `  ${query.name}: ours ${figures.ours.toFixed(1)} ms, raw ${figures.raw.toFixed(1)} ms, ${rows} rows`,
  );
  return figures;
}

/** The round trip of requests that do (almost) nothing, on the same connection: the HTTP floor. */
export interface FloorFigures {
  /** GET /health: HTTP alone, ms (median). */
  readonly health: number;
  /** GET /api/v1/me/: HTTP, authentication and a small JSON answer, ms (median). */
  readonly me: number;
}

export async function measureFloor(server: BenchServer, repetitions: number): Promise<FloorFigures> {
  const health: number[] = [];
  const me: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    health.push((await server.get('/health')).ms);
    me.push((await server.get('/api/v1/me/')).ms);
  }
  return { health: median(health), me: median(me) };
}
