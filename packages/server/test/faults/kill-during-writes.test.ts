/**
 * Issue 12 item 4: `kill -9` during a stream of writes and imports. The server runs as a child
 * process; the test fires chart/dashboard creates and updates and bundle imports, remembers which
 * were acknowledged (2xx), SIGKILLs the process mid-stream and starts it again on the same home
 * (and metadata database). Every acknowledged write must be there, and no import may be half
 * there: an imported dashboard has all its charts and datasets, or the bundle left nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const postgresUrl = process.env.TEST_POSTGRES_URL;
const PASSWORD = 'kill-test-password';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Child {
  readonly url: string;
  readonly process: ChildProcess;
  logs(): string;
}

const children = new Set<ChildProcess>();

async function startChild(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      TESSERA_LOAD_EXAMPLES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const logs = () => output.slice(-10_000);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs()}`);
    if (Date.now() > deadline) throw new Error(`server did not answer /health:\n${logs()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, logs };
}

async function killNine(child: Child): Promise<void> {
  if (child.process.exitCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGKILL');
  await exited;
}

async function login(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** A dashboard bundle with its own database, dataset and two charts, all under fresh uuids and names. */
function bundle(tag: string): Uint8Array {
  const root = `dashboard_export_${tag}`;
  const database = randomUUID();
  const dataset = randomUUID();
  const charts = [randomUUID(), randomUUID()];
  const files: Record<string, string> = {
    [`${root}/metadata.yaml`]: stringify({
      version: '1.0.0',
      type: 'Dashboard',
      timestamp: '2024-01-01T00:00:00+00:00',
    }),
    [`${root}/databases/db_${tag}.yaml`]: stringify({
      database_name: `db_${tag}`,
      // A URI without a password: the import needs no password prompt and connects to nothing.
      sqlalchemy_uri: 'postgresql://reader@db.invalid:5432/warehouse',
      expose_in_sqllab: true,
      extra: {},
      uuid: database,
      version: '1.0.0',
    }),
    [`${root}/datasets/db_${tag}/ds_${tag}.yaml`]: stringify({
      table_name: `ds_${tag}`,
      schema: null,
      sql: null,
      uuid: dataset,
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)', extra: {} }],
      columns: [{ column_name: 'region', type: 'VARCHAR', is_dttm: false, groupby: true, filterable: true }],
      version: '1.0.0',
      database_uuid: database,
    }),
    [`${root}/dashboards/dash_${tag}.yaml`]: stringify({
      dashboard_title: `imported ${tag}`,
      uuid: randomUUID(),
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': {
          id: 'ROW-1',
          type: 'ROW',
          children: ['CHART-1', 'CHART-2'],
          parents: ['ROOT_ID', 'GRID_ID'],
        },
        ...Object.fromEntries(
          charts.map((uuid, index) => [
            `CHART-${index + 1}`,
            {
              id: `CHART-${index + 1}`,
              type: 'CHART',
              children: [],
              parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
              meta: { chartId: index + 1, uuid, width: 4, height: 50 },
            },
          ]),
        ),
      },
      metadata: {},
      version: '1.0.0',
    }),
  };
  charts.forEach((uuid, index) => {
    files[`${root}/charts/chart_${tag}_${index}.yaml`] = stringify({
      slice_name: `chart ${tag} ${index}`,
      viz_type: 'table',
      params: { viz_type: 'table', metrics: ['count'] },
      uuid,
      version: '1.0.0',
      dataset_uuid: dataset,
    });
  });
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
}

interface Acked {
  /** Dashboard id → the titles it may have now: the acknowledged one, plus one in flight when the process died. */
  dashboards: Map<number, string[]>;
  imports: string[];
  attemptedImports: string[];
  serverErrors: string[];
  refused: string[];
}

/** Fires writes and imports until `stop` resolves; records what was acknowledged. */
async function writeStream(
  url: string,
  headers: Record<string, string>,
  stop: { done: boolean },
): Promise<Acked> {
  const acked: Acked = {
    dashboards: new Map(),
    imports: [],
    attemptedImports: [],
    serverErrors: [],
    refused: [],
  };
  const json = { ...headers, 'content-type': 'application/json' };
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, { method, headers: json, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { id?: number } };
  };
  const writer = async (lane: number) => {
    for (let n = 0; !stop.done; n++) {
      try {
        const title = `d${lane}-${n}`;
        const created = await send('POST', '/api/v1/dashboard/', { dashboard_title: title });
        if (created.status >= 500) acked.serverErrors.push(`dashboard create ${created.status}`);
        if (created.status !== 201 || created.body.id === undefined) continue;
        const renamed = `${title} renamed`;
        // The update may commit and the process die before it answers: either title is right then.
        acked.dashboards.set(created.body.id, [title, renamed]);
        const updated = await send('PUT', `/api/v1/dashboard/${created.body.id}`, {
          dashboard_title: renamed,
        });
        if (updated.status >= 500) acked.serverErrors.push(`dashboard update ${updated.status}`);
        if (updated.status === 200) acked.dashboards.set(created.body.id, [renamed]);
        else acked.dashboards.set(created.body.id, [title]);
      } catch {
        // The connection died with the process: not acknowledged.
      }
    }
  };
  const importer = async (lane: number) => {
    for (let n = 0; !stop.done; n++) {
      const tag = `k${lane}_${n}_${process.pid}`;
      acked.attemptedImports.push(tag);
      try {
        const form = new FormData();
        form.append('formData', new Blob([bundle(tag)], { type: 'application/zip' }), 'bundle.zip');
        const response = await fetch(`${url}/api/v1/dashboard/import/`, {
          method: 'POST',
          headers,
          body: form,
        });
        if (response.status >= 500)
          acked.serverErrors.push(`import ${response.status} ${await response.text()}`);
        if (response.status === 200) acked.imports.push(tag);
        else acked.refused.push(`${response.status} ${await response.text()}`);
      } catch {
        // Cut mid-import: not acknowledged.
      }
    }
  };
  await Promise.all([writer(0), writer(1), importer(0), importer(1)]);
  return acked;
}

async function listAll<T>(url: string, headers: Record<string, string>, resource: string): Promise<T[]> {
  const response = await fetch(`${url}/api/v1/${resource}/?q=(page_size:1000)`, { headers });
  expect(response.status, `GET ${resource} list`).toBe(200);
  return ((await response.json()) as { result: T[] }).result;
}

async function killAndCheck(env: Record<string, string>): Promise<void> {
  const first = await startChild(env);
  const headers = await login(first.url);
  const stop = { done: false };
  const stream = writeStream(first.url, headers, stop);
  // Let the stream run until a few writes and imports are acknowledged, then pull the plug mid-stream.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await killNine(first);
  stop.done = true;
  const acked = await stream;
  expect(acked.serverErrors).toEqual([]);
  expect(acked.dashboards.size).toBeGreaterThan(0);
  expect(acked.imports.length, acked.refused.join('\n').slice(0, 2000)).toBeGreaterThan(0);

  const second = await startChild(env);
  try {
    const after = await login(second.url);
    const dashboards = await listAll<{ id: number; dashboard_title: string }>(second.url, after, 'dashboard');
    const titles = new Map(dashboards.map((d) => [d.id, d.dashboard_title]));
    for (const [id, allowed] of acked.dashboards)
      expect(allowed, `dashboard ${id}`).toContain(titles.get(id));

    const charts = await listAll<{ id: number; slice_name: string; datasource_id: number | null }>(
      second.url,
      after,
      'chart',
    );
    const datasets = await listAll<{ id: number; table_name: string }>(second.url, after, 'dataset');
    const datasetNames = new Set(datasets.map((d) => d.table_name));
    const chartNames = new Set(charts.map((c) => c.slice_name));
    for (const tag of acked.attemptedImports) {
      const parts = [
        datasetNames.has(`ds_${tag}`),
        chartNames.has(`chart ${tag} 0`),
        chartNames.has(`chart ${tag} 1`),
        dashboards.some((d) => d.dashboard_title === `imported ${tag}`),
      ];
      const whole = parts.every(Boolean);
      if (acked.imports.includes(tag)) expect(whole, `acknowledged import ${tag}`).toBe(true);
      else expect(whole || parts.every((p) => !p), `import ${tag} is all or nothing: ${parts}`).toBe(true);
    }
    // Every imported dashboard still links both its charts.
    for (const tag of acked.imports) {
      const dashboard = dashboards.find((d) => d.dashboard_title === `imported ${tag}`);
      const response = await fetch(`${second.url}/api/v1/dashboard/${dashboard?.id}/charts`, {
        headers: after,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { result: unknown[] }).result).toHaveLength(2);
    }
  } finally {
    await killNine(second);
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('kill -9 during a stream of writes and imports', () => {
  it('keeps every acknowledged write on SQLite metadata', { timeout: 120_000 }, async () => {
    const home = mkdtempSync(join(tmpdir(), 'tessera-kill-'));
    try {
      await killAndCheck({ TESSERA_HOME: home });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUrl)(
    'keeps every acknowledged write on PostgreSQL metadata',
    { timeout: 120_000 },
    async () => {
      const name = `fault_kill_${process.pid}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      const home = mkdtempSync(join(tmpdir(), 'tessera-kill-'));
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      try {
        await killAndCheck({ TESSERA_HOME: home, DATABASE_URL: url.toString() });
      } finally {
        rmSync(home, { recursive: true, force: true });
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  );
});
