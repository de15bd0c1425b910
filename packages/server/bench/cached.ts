/**
 * The cached path: one chart-data request whose result is in the cache, hammered from a child
 * process (load.mjs) so the load generator never runs on the server's event loop.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchQuery, contextFor } from './queries';
import type { BenchServer } from './server';

export interface LoadFigures {
  readonly requests: number;
  readonly errors: number;
  /** Requests per second. */
  readonly rps: number;
  /** Latency percentiles, ms. */
  readonly p50: number;
  readonly p99: number;
}

export interface CachedFigures {
  readonly query: BenchQuery;
  /** One connection, requests back to back: the latency a single user sees. */
  readonly single: LoadFigures;
  /** `connections` connections at once (autocannon): the throughput. */
  readonly loaded: LoadFigures;
  readonly connections: number;
}

const LOAD_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'load.mjs');

function runChild(spec: Record<string, unknown>): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD_SCRIPT, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`load generator exited with ${code}: ${err.slice(0, 1000)}`));
        return;
      }
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as LoadFigures);
      } catch {
        reject(new Error(`load generator printed no result: ${out.slice(0, 500)} ${err.slice(0, 500)}`));
      }
    });
  });
}

export async function measureCached(
  server: BenchServer,
  query: BenchQuery,
  options: { connections: number; seconds: number; log: (message: string) => void },
): Promise<CachedFigures> {
  const body = JSON.stringify(contextFor(server.datasetId, query.query, { force: false }));
  // Fill the cache, then check that the next answer really comes from it.
  await server.post('/api/v1/chart/data', JSON.parse(body));
  const check = await server.post('/api/v1/chart/data', JSON.parse(body));
  const parsed = JSON.parse(check.body.toString('utf8')) as { result?: { is_cached?: boolean }[] };
  if (check.status !== 200 || parsed.result?.[0]?.is_cached !== true) {
    throw new Error(
      `the cached request was not served from the cache: ${check.body.toString().slice(0, 300)}`,
    );
  }
  const spec = { url: `${server.baseUrl}/api/v1/chart/data`, token: server.token, body };
  const latencySeconds = Math.min(5, options.seconds);
  options.log(`  cached ${query.name}: one connection for ${latencySeconds} s ...`);
  const single = await runChild({ ...spec, mode: 'latency', seconds: latencySeconds });
  options.log(`  cached ${query.name}: ${options.connections} connections for ${options.seconds} s ...`);
  const loaded = await runChild({
    ...spec,
    mode: 'load',
    seconds: options.seconds,
    connections: options.connections,
  });
  return { query, single, loaded, connections: options.connections };
}
