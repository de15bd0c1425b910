import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartedServer {
  readonly url: string;
  readonly home: string;
  readonly adminPassword: string;
  readonly logs: () => string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Tessera exited with ${child.exitCode} before it was ready:\n${logs()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Tessera did not answer /health within ${timeoutMs} ms:\n${logs()}`);
}

const cliPath = join(repoRoot, 'packages', 'server', 'dist', 'cli.js');

/** Runs one `tessera` command (the built CLI) to the end; its output comes back in the error when it fails. */
export function runCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`tessera ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * Starts the built server (packages/server/dist/cli.js) on a free port with a fresh TESSERA_HOME;
 * `prepare` runs first with the same environment (e.g. load-examples, which needs the examples file to itself).
 */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>,
): Promise<StartedServer> {
  const home = await mkdtemp(join(tmpdir(), 'tessera-e2e-'));
  const port = await freePort();
  const adminPassword = 'e2e-admin-password';
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    TESSERA_HOME: home,
    TESSERA_ADMIN_PASSWORD: adminPassword,
    ...env,
  };
  await prepare?.(serverEnv);
  let output = '';
  const child = spawn(process.execPath, [cliPath, 'start'], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const logs = () => output.slice(-20_000);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, logs, 240_000);
  return {
    url,
    home,
    adminPassword,
    logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(home, { recursive: true, force: true });
    },
  };
}
