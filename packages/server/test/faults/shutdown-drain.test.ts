/**
 * Issue 12 item 4: shutdown drains in-flight requests. The server runs as a child process; a slow
 * SQL Lab query (a long recursive count on PostgreSQL; SQL Lab refuses pg_sleep and generate_series) is in flight when SIGTERM arrives: it still completes
 * with its rows, new connections are refused meanwhile, and the process then exits cleanly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { service } from '../platform/services';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { url: postgresUrl } = service('postgres', 'the shutdown drain fault test (set TEST_POSTGRES_URL)');
const PASSWORD = 'drain-test-password';

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

/** Resolves true when a TCP connection to the port is accepted, false when it is refused. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let child: ChildProcess | undefined;
const home = mkdtempSync(join(tmpdir(), 'tessera-drain-'));

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(home, { recursive: true, force: true });
});

describe.skipIf(!postgresUrl)('shutdown', () => {
  it('lets an in-flight query finish, refuses new connections, then exits', { timeout: 60_000 }, async () => {
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TESSERA_HOME: home,
        TESSERA_ADMIN_PASSWORD: PASSWORD,
        TESSERA_LOAD_EXAMPLES: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready; ) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output.slice(-5000)}`);
      ready = await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const database = await fetch(`${base}/api/v1/database/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ database_name: 'drain', sqlalchemy_uri: postgresUrl, expose_in_sqllab: true }),
    });
    expect(database.status, await database.clone().text()).toBe(201);
    const databaseId = ((await database.json()) as { id: number }).id;

    const slow = fetch(`${base}/api/v1/sqllab/execute/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        database_id: databaseId,
        sql: 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000000) SELECT count(*) AS drained FROM n',
      }),
    }).then(async (response) => ({ status: response.status, text: await response.text() }));
    // Give the query time to reach PostgreSQL, then ask the server to stop.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await accepts(port)).toBe(false);

    const answer = await slow;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain('drained');
    expect(await exited, output.slice(-4000)).toBe(0);
  });
});
