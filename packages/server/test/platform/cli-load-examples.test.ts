// `tessera load-examples` beside a process that holds the examples file open read-write (a running
// server): one line saying what to do, not DuckDB's lock stack trace.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CliError, createProgram } from '../../src/cli';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
// Opens the file read-write the way the server's pool does, then waits to be killed.
const HOLDER = `
import { DuckDBInstance } from '@duckdb/node-api';
const instance = await DuckDBInstance.create(process.argv[1]);
const connection = await instance.connect();
await connection.run('CREATE TABLE IF NOT EXISTS held (x INTEGER)');
// Kept reachable: once collected, the instance closes and its lock is gone (a flaky pass).
globalThis.held = { instance, connection };
console.log('holding');
setInterval(() => {}, 60_000);
`;

let home: string;
let holder: ChildProcess;
const savedEnv = { ...process.env };

function startHolder(path: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', HOLDER, path], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${errors}`)));
  });
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'tessera-cli-lock-'));
  process.env.TESSERA_HOME = home;
  process.env.TESSERA_ADMIN_PASSWORD = 'cli-lock-password';
  process.env.LOG_LEVEL = 'silent';
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  holder = await startHolder(join(home, 'examples.duckdb'));
});

afterAll(async () => {
  process.env = savedEnv;
  if (holder && holder.exitCode === null) {
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGTERM');
    await exited;
  }
  rmSync(home, { recursive: true, force: true });
});

describe('tessera load-examples while the examples file is held', () => {
  it('says in one line which file is busy, who holds it and what to do', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const program = createProgram().exitOverride();
      const failure = await program.parseAsync(['node', 'tessera', 'load-examples']).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(CliError);
      const message = (failure as CliError).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(join(home, 'examples.duckdb'));
      expect(message).toContain(`PID ${holder.pid}`);
      expect(message).toMatch(/stop it, run load-examples again/);
      expect(message).not.toMatch(/IO Error|duckdb\.org/);
    } finally {
      log.mockRestore();
    }
  });
});
