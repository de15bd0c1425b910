// `npm run bench:load`: the server as a child process with the examples loaded (the built
// dist/cli.js that `npm start` runs, rebuilt first; `--source` runs src/cli.ts under tsx), driven
// from this process by `--clients` concurrent clients (undici Pool, keep-alive) with a mix of cached chart
// data, lists and dashboard loads; prints errors, throughput, percentiles per kind and the
// server's RSS (issue 12 item 6). A benchmark, not a test: exits 0 unless it cannot run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { BUILD_SCRIPT, rssOf, spawnServer } from './child-server';
import { percentile, type RssSample, rssVerdict } from './load-stats';

const { values: opts } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    requests: { type: 'string' },
    home: { type: 'string' },
    port: { type: 'string', default: '18188' },
    source: { type: 'boolean', default: false },
  },
});
const clients = Number(opts.clients);
const seconds = Number(opts.seconds);
const maxRequests = opts.requests ? Number(opts.requests) : Number.POSITIVE_INFINITY;
const home = resolve(opts.home ?? mkdtempSync(join(tmpdir(), 'tessera-load-')));
const password = 'bench-admin';
const origin = `http://127.0.0.1:${opts.port}`;

function startServer() {
  // The tsx loader adds a second V8 isolate and the compiled sources (~50 MB of RSS) that `npm
  // start` users never run: measure the bundle unless asked for the sources.
  if (!opts.source) execFileSync(process.execPath, [BUILD_SCRIPT], { stdio: 'inherit' });
  return spawnServer(
    {
      TESSERA_HOME: home,
      TESSERA_ADMIN_PASSWORD: password,
      TESSERA_SECRET_KEY: 'bench-secret-key-bench-secret-key',
      LOG_LEVEL: 'warn',
    },
    Number(opts.port),
    { source: opts.source },
  ).child;
}

type Kind = 'chart_data' | 'list' | 'dashboard';
interface Call {
  readonly kind: Kind;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

async function main(): Promise<void> {
  const server = startServer();
  const pool = new Pool(origin, { connections: clients, pipelining: 1, keepAliveTimeout: 60_000 });
  try {
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      try {
        const res = await pool.request({ method: 'GET', path: '/health' });
        await res.body.text();
        if (res.statusCode === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await pool.request({
        method: method as 'GET',
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.statusCode, json: (await res.body.json()) as Record<string, unknown> };
    };
    const login = await call('POST', '/api/v1/security/login', {
      username: 'admin',
      password,
      provider: 'db',
      refresh: true,
    });
    const token = String(login.json.access_token);
    const q = encodeURIComponent('(page:0,page_size:100)');
    const charts = (await call('GET', `/api/v1/chart/?q=${q}`, undefined, token)).json.result as {
      id: number;
    }[];
    const dashboards = (await call('GET', `/api/v1/dashboard/?q=${q}`, undefined, token)).json.result as {
      id: number;
    }[];
    const chartCalls: Call[] = [];
    for (const { id } of charts) {
      const detail = (await call('GET', `/api/v1/chart/${id}`, undefined, token)).json.result as {
        query_context?: string | null;
      };
      if (detail.query_context)
        chartCalls.push({
          kind: 'chart_data',
          method: 'POST',
          path: '/api/v1/chart/data',
          body: detail.query_context,
        });
    }
    const dashboardCalls: Call[] = dashboards.flatMap(({ id }) =>
      ['', '/charts', '/datasets'].map((s) => ({
        kind: 'dashboard' as const,
        method: 'GET' as const,
        path: `/api/v1/dashboard/${id}${s}`,
      })),
    );
    const listCalls: Call[] = [
      {
        kind: 'list',
        method: 'GET',
        path: `/api/v1/chart/?q=${encodeURIComponent('(page:0,page_size:25)')}`,
      },
      {
        kind: 'list',
        method: 'GET',
        path: `/api/v1/dashboard/?q=${encodeURIComponent('(page:0,page_size:25)')}`,
      },
    ];
    const mix = [...chartCalls, ...chartCalls, ...listCalls, ...dashboardCalls];
    console.error(
      `${charts.length} charts (${chartCalls.length} with a query context), ${dashboards.length} dashboards; home ${home}`,
    );
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const times: Record<Kind, number[]> = { chart_data: [], list: [], dashboard: [] };
    const errors: string[] = [];
    const rss: RssSample[] = [];
    const marks = [10_000, 50_000, 100_000, 200_000];
    let done = 0;
    let next = 0;
    const started = performance.now();
    const stopAt = started + seconds * 1000;
    const worker = async () => {
      while (
        done + errors.length < maxRequests &&
        (maxRequests !== Number.POSITIVE_INFINITY || performance.now() < stopAt)
      ) {
        const c = mix[next++ % mix.length] as Call;
        const t0 = performance.now();
        try {
          const res = await pool.request({ method: c.method, path: c.path, headers, body: c.body });
          await res.body.arrayBuffer();
          if (res.statusCode !== 200) errors.push(`${res.statusCode} ${c.method} ${c.path}`);
          else times[c.kind].push(performance.now() - t0);
        } catch (error) {
          errors.push(`${c.method} ${c.path}: ${(error as Error).message}`);
        }
        done++;
        if (marks.includes(done) && server.pid) rss.push({ requests: done, rssBytes: rssOf(server.pid) });
      }
    };
    await Promise.all(Array.from({ length: clients }, worker));
    const elapsed = (performance.now() - started) / 1000;
    if (server.pid) rss.push({ requests: done, rssBytes: rssOf(server.pid) });
    console.log(
      `requests ${done} in ${elapsed.toFixed(1)} s, ${clients} clients: ${(done / elapsed).toFixed(0)} req/s`,
    );
    console.log(`errors ${errors.length}${errors.length ? `: ${errors.slice(0, 5).join('; ')}` : ''}`);
    for (const [kind, xs] of Object.entries(times)) {
      xs.sort((a, b) => a - b);
      const f = (p: number) => percentile(xs, p).toFixed(1);
      console.log(`${kind.padEnd(11)} n=${xs.length} p50 ${f(50)} ms  p90 ${f(90)} ms  p99 ${f(99)} ms`);
    }
    for (const s of rss)
      console.log(`rss at ${s.requests} requests: ${(s.rssBytes / 2 ** 20).toFixed(0)} MB`);
    const verdict = rssVerdict(rss);
    console.log(
      `verdict: zero errors ${errors.length === 0 ? 'yes' : 'NO'}; RSS < 300 MB ${verdict.underLimit ? 'yes' : 'NO'}; RSS flat ±10% from 10k ${verdict.flat ? 'yes' : 'NO'} (max deviation ${(verdict.maxDeviation * 100).toFixed(1)}%)`,
    );
  } finally {
    await pool.close();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
