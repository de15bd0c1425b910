/**
 * Issue 13 finding 1 and "What must work" point 10: acknowledged writes survive a `kill -9` after
 * an external reader opened the metadata file, even when an admin first asked test_connection to
 * open that file as a DuckDB or SQLite data source (which used to drop the store's WAL locks, so
 * the reader deleted the WAL and every later write went to an unlinked file).
 *
 * The server runs as a child process (the real `tessera start`), as in production.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'write-loss-admin-password';
const home = mkdtempSync(join(tmpdir(), 'tessera-write-loss-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(home, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `tessera start` on `home`, resolved once /health answers. */
async function startServer(port: number): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./src/cli.ts').then((cli) => cli.main(['node', 'tessera', 'start']))"],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        TESSERA_HOME: home,
        TESSERA_ADMIN_PASSWORD: PASSWORD,
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_WEB_DIST: join(home, 'no-web'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

async function login(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}

async function createDashboard(base: string, headers: Record<string, string>, title: string): Promise<void> {
  const response = await fetch(`${base}/api/v1/dashboard/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ dashboard_title: title }),
  });
  expect(response.status, title).toBe(201);
}

/** Another process opens the store read-write, reads, and closes it (as the CLI or a backup does). */
function externalReader(): void {
  const script = [
    "const Database = require('better-sqlite3');",
    `const db = new Database(${JSON.stringify(join(home, 'tessera.db'))});`,
    "db.prepare('SELECT COUNT(*) AS n FROM dashboards').get();",
    'db.close();',
  ].join('\n');
  const result = spawnSync(process.execPath, ['-e', script], { cwd: SERVER_DIR, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}

describe('the metadata store under a server that was asked to open it as a data source', () => {
  it('keeps every acknowledged write across an external reader and a kill -9', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const first = await startServer(port);
    const headers = await login(first.base);

    for (const uri of [`duckdb:///${home}/tessera.db`, `sqlite:///${home}/tessera.db`]) {
      const reply = await fetch(`${first.base}/api/v1/database/test_connection/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sqlalchemy_uri: uri }),
      });
      expect(reply.status, uri).toBe(422);
      expect(await reply.text(), uri).toMatch(/may only open files in the data directories/);
    }

    const titles = ['before 1', 'before 2', 'before 3'];
    for (const title of titles) await createDashboard(first.base, headers, title);
    externalReader();
    for (const title of ['after 1', 'after 2', 'after 3']) {
      await createDashboard(first.base, headers, title);
      titles.push(title);
    }

    const exited = new Promise((done) => first.child.once('exit', done));
    first.child.kill('SIGKILL');
    await exited;

    const second = await startServer(await freePort());
    const list = await fetch(`${second.base}/api/v1/dashboard/?q=(page_size:100)`, {
      headers: await login(second.base),
    });
    const body = (await list.json()) as { result: { dashboard_title: string }[] };
    expect(body.result.map((dashboard) => dashboard.dashboard_title).sort()).toEqual([...titles].sort());
    second.child.kill('SIGKILL');
  });
});
