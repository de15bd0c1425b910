/**
 * The real server as its own process on a TESSERA_HOME, so the bench process is only its HTTP
 * client and never shares its event loop: `src/cli.ts start` under tsx, or the bundle `npm start`
 * runs (`dist/cli.js start`, built by BUILD_SCRIPT).
 * BENCH_SERVER_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir /tmp/prof") go to the server's node.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_CLI = join(SERVER_DIR, 'src', 'cli.ts');
const BUILT_CLI = join(SERVER_DIR, 'dist', 'cli.js');
/** Bundles src/cli.ts into dist/cli.js, what `npm start` runs. */
export const BUILD_SCRIPT = join(SERVER_DIR, 'scripts', 'build.mjs');

export interface ChildServer {
  readonly child: ChildProcess;
  readonly origin: string;
  /** SIGTERM, then waits for the exit (the server drains and closes its store). */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
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

/** VmRSS of a process, bytes (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * CPU time a process has used so far, all its threads (DuckDB's too), ms (Linux: the first field
 * of each thread's /proc schedstat, in ns). Unlike wall time it does not grow while the process
 * waits for a core, so it reads the same on a loaded machine.
 */
export function cpuMsOf(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

export function spawnServer(
  env: Readonly<Record<string, string>>,
  port: number,
  options: { readonly source: boolean },
): ChildServer {
  const entry = options.source ? ['--import', 'tsx', SOURCE_CLI] : [BUILT_CLI];
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []), ...entry, 'start'],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls /health until the server answers 200 (a first start with examples takes a while). */
export async function waitHealthy(server: ChildServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${server.origin}/health`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /health within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
