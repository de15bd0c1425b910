import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Command, CommanderError } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CliError, createProgram } from '../../src/cli';
import { loadConfig } from '../../src/config';
import { loadCurrentUser } from '../../src/security/users';
import { openStore } from '../../src/store/connection';
import { MIGRATIONS } from '../../src/store/migrations';
import { insertDatabaseRow } from './test-data';

let home: string;
const savedEnv = { ...process.env };

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
  process.env.TESSERA_HOME = home;
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  delete process.env.TESSERA_FEATURE_FLAGS;
});
afterAll(() => {
  process.env = savedEnv;
  rmSync(home, { recursive: true, force: true });
});

/** Runs the CLI in-process; returns what it printed. Help and usage errors throw CommanderError. */
async function run(...args: string[]): Promise<string> {
  const program = createProgram();
  let written = '';
  const configure = (command: Command) => {
    command.exitOverride().configureOutput({
      writeOut: (text) => {
        written += text;
      },
      writeErr: (text) => {
        written += text;
      },
    });
    command.commands.forEach(configure);
  };
  configure(program);
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
    written += `${parts.join(' ')}\n`;
  });
  try {
    await program.parseAsync(['node', 'tessera', ...args]);
  } catch (error) {
    if (error instanceof CommanderError && error.code === 'commander.helpDisplayed') return written;
    throw error;
  } finally {
    log.mockRestore();
  }
  return written;
}

describe('tessera CLI', () => {
  it('documents every command with --help', async () => {
    const top = await run('--help');
    for (const command of ['start', 'worker', 'create-admin', 'db', 'load-examples', 'import', 'export']) {
      expect(top).toContain(command);
    }
    expect(await run('start', '--help')).toContain('--port');
    expect(await run('create-admin', '--help')).toContain('--first-name');
    expect(await run('db', 'upgrade', '--help')).toContain('Apply pending migrations');
    expect(await run('load-examples', '--help')).toContain('--data-dir');
    expect(await run('import', '--help')).toContain('<path>');
    expect(await run('export', '--help')).toContain('--dashboards');
    expect(await run('worker', '--help')).toContain('worker');
  });

  it('db upgrade migrates, then reports up to date', async () => {
    const names = MIGRATIONS.map((migration) => migration.name);
    expect(names[0]).toBe('0001_initial');
    expect(await run('db', 'upgrade')).toBe(`Applied: ${names.join(', ')}\n`);
    expect(await run('db', 'upgrade')).toBe('Already up to date.\n');
    expect(await run('db', 'status')).toBe(names.map((name) => `[x] ${name}\n`).join(''));
  });

  it('create-admin creates an Admin user and refuses a duplicate', async () => {
    expect(
      await run('create-admin', '--username', 'boss', '--password', 'pw-123456', '--first-name', 'Ada'),
    ).toContain('Admin user "boss" created.');
    const store = openStore(loadConfig().databaseUrl);
    try {
      const row = await store.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'boss')
        .executeTakeFirstOrThrow();
      const user = await loadCurrentUser(store.db, row.id);
      expect(user).toMatchObject({
        username: 'boss',
        firstName: 'Ada',
        email: 'boss@localhost',
        roles: ['Admin'],
      });
    } finally {
      await store.close();
    }
    await expect(run('create-admin', '--username', 'boss', '--password', 'x')).rejects.toThrow(CliError);
    await expect(run('create-admin', '--username', 'nopass')).rejects.toThrow(/required option/);
  });

  it('worker explains where work runs without Redis', async () => {
    // With REDIS_URL the worker consumes the shared queue: test/async/redis-queue.test.ts.
    expect(await run('worker')).toMatch(/in-process worker pool inside "tessera start"/);
  });

  it('refuses malformed or missing ids for export', async () => {
    await expect(run('export', '--dashboards', '1,x')).rejects.toThrow(/Expected ids like 1,2,3/);
    await expect(run('export')).rejects.toThrow(/Nothing to export/);
  });

  it('exports a bundle and imports it into another home', async () => {
    const store = openStore(loadConfig().databaseUrl);
    let databaseId: number;
    try {
      databaseId = await insertDatabaseRow(store.db, {
        name: 'warehouse',
        uri: 'sqlite:////tmp/warehouse.db',
      });
    } finally {
      await store.close();
    }
    const zip = join(home, 'out.zip');
    expect(await run('export', '--databases', String(databaseId), '--output', zip)).toMatch(
      /^Wrote .*out\.zip/,
    );

    const otherHome = mkdtempSync(join(tmpdir(), 'tessera-cli-import-'));
    process.env.TESSERA_HOME = otherHome;
    try {
      expect(await run('import', zip)).toContain('1 database(s)');
      await expect(run('import', zip)).rejects.toThrow(/Could not import/);
      expect(await run('import', zip, '--overwrite')).toContain('1 database(s)');
      await expect(run('import', join(otherHome, 'missing.zip'))).rejects.toThrow(/No such file/);
    } finally {
      process.env.TESSERA_HOME = home;
      rmSync(otherHome, { recursive: true, force: true });
    }
  });
});
