/**
 * The real Tessera server as its own process (child-server.ts: `cli.ts start`) on a throw-away
 * TESSERA_HOME, so this process is only its HTTP client; the bench DuckDB file registered as a
 * database and `bench_events` as a dataset through the REST API as the admin, like a user would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type ChildServer, freePort, spawnServer, waitHealthy } from './child-server';
import { BENCH_TABLE } from './data';

const ADMIN_PASSWORD = 'bench-admin-password';

export interface HttpAnswer {
  readonly status: number;
  readonly body: Buffer;
  /** Wall time from sending the request to the last byte of the body, ms. */
  readonly ms: number;
}

export interface BenchServer {
  readonly process: ChildServer;
  readonly baseUrl: string;
  readonly token: string;
  readonly datasetId: number;
  /** POSTs JSON on the bench's single keep-alive connection. */
  post(path: string, body: unknown, token?: string): Promise<HttpAnswer>;
  /** GETs on the same connection, as the admin. */
  get(path: string): Promise<HttpAnswer>;
  close(): Promise<void>;
}

/** One keep-alive socket: the client side of a request costs as little as node:http allows. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function send(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  token: string | null,
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string | number> = {};
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(new URL(path, baseUrl), { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function json<T>(answer: HttpAnswer, what: string, expected: number): Promise<T> {
  if (answer.status !== expected) {
    throw new Error(`${what} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 500)}`);
  }
  return JSON.parse(answer.body.toString('utf8')) as T;
}

/** Saved metrics of the dataset, as a dataset editor would define them. */
const METRICS = [
  { metric_name: 'count', expression: 'COUNT(*)' },
  { metric_name: 'sum__amount', expression: 'SUM(amount)' },
];

export async function startBenchServer(duckdbPath: string): Promise<BenchServer> {
  const home = mkdtempSync(join(tmpdir(), 'tessera-bench-home-'));
  // A clean environment: the bench measures the default deployment (in-process LRU cache,
  // synchronous queries), whatever REDIS_URL or feature flags this shell has.
  const server = spawnServer(
    {
      TESSERA_HOME: home,
      TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      TESSERA_LOAD_EXAMPLES: 'false',
      // The bench's data file lives outside TESSERA_HOME: let data sources open its folder (and
      // keep the default uploads folder, where the server registers its Uploads database).
      TESSERA_DATA_DIRS: `${dirname(resolve(duckdbPath))}:${join(home, 'uploads')}`,
      // BENCH_SERVER_LOG_LEVEL=info shows each request's own responseTime, to compare with ours.
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
      REDIS_URL: '',
      TESSERA_FEATURE_FLAGS: '{}',
    },
    await freePort(),
    { source: true },
  );
  const baseUrl = server.origin;
  const shutDown = async () => {
    agent.destroy();
    await server.stop();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitHealthy(server, 120_000);
    const login = await json<{ access_token: string }>(
      await send(
        baseUrl,
        'POST',
        '/api/v1/security/login',
        {
          username: 'admin',
          password: ADMIN_PASSWORD,
          provider: 'db',
          refresh: true,
        },
        null,
      ),
      'login',
      200,
    );
    const token = login.access_token;
    const database = await json<{ id: number }>(
      await send(
        baseUrl,
        'POST',
        '/api/v1/database/',
        { database_name: 'bench', sqlalchemy_uri: `duckdb:///${duckdbPath}` },
        token,
      ),
      'POST /api/v1/database/',
      201,
    );
    const dataset = await json<{ id: number }>(
      await send(
        baseUrl,
        'POST',
        '/api/v1/dataset/',
        { database: database.id, schema: 'main', table_name: BENCH_TABLE, metrics: METRICS },
        token,
      ),
      'POST /api/v1/dataset/',
      201,
    );
    return {
      process: server,
      baseUrl,
      token,
      datasetId: dataset.id,
      post: (path, body, as = token) => send(baseUrl, 'POST', path, body, as),
      get: (path) => send(baseUrl, 'GET', path, undefined, token),
      close: shutDown,
    };
  } catch (error) {
    await shutDown();
    throw error;
  }
}
