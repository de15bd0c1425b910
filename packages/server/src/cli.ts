/**
 * The `tessera` command line: start | worker | create-admin | db upgrade | load-examples |
 * import | export. Run from the repository root as `npm run tessera -- <command>`.
 */
import { existsSync, realpathSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { BundleImportError, exportBundle, importBundle } from './bundles/index';
import { type AppConfig, ConfigError, loadConfig, TESSERA_VERSION } from './config';
import { ensureExamples, loadExamples } from './examples/index';
import { runWorker } from './jobs/worker';
import { ROLE_ADMIN } from './security/catalogue';
import { seedSecurity } from './security/seed';
import { createUser, UserExistsError } from './security/users';
import { startServer } from './server';
import { openStore } from './store/connection';
import { migrateToLatest, migrationStatus } from './store/migrate';
import { ensureUploadDatabase } from './uploads/default-database';

/** A failure to report as one line on stderr, exit code 1, without a stack trace. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/**
 * DuckDB lets one process at a time write a file: when another holds it (a running server),
 * opening it fails with a lock error. Returns the holder's PID ('' when DuckDB did not say), or
 * null when `error` is something else.
 */
function duckdbLockHolder(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/could not set lock on file|conflicting lock/i.test(cause.message))
      return /\(PID (\d+)\)/.exec(cause.message)?.[1] ?? '';
  }
  return null;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new InvalidArgumentError('Not a valid port.');
  return port;
}

function parseIds(value: string): number[] {
  const ids = value.split(',').map((part) => Number(part.trim()));
  if (ids.some((id) => !Number.isInteger(id) || id <= 0))
    throw new InvalidArgumentError('Expected ids like 1,2,3.');
  return ids;
}

async function withStore<T>(
  config: AppConfig,
  work: (store: ReturnType<typeof openStore>) => Promise<T>,
): Promise<T> {
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store);
    return await work(store);
  } finally {
    await store.close();
  }
}

/** Builds the app without listening, runs `work`, and closes it. */
async function withApp<T>(config: AppConfig, work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp(config);
  try {
    await app.ready();
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * First start generates and registers the examples (about half a minute; later starts take a few
 * milliseconds). It runs before the server listens, so once /health answers the example
 * dashboard is there. A failure is logged and the server still starts.
 */
async function seedExamplesOnStart(app: FastifyInstance): Promise<void> {
  try {
    await ensureExamples(app);
  } catch (error) {
    app.log.error({ err: error }, 'could not prepare the example data; continuing without it');
  }
}

/** The "Uploads" database of a fresh install (uploads/default-database.ts); never stops the start. */
async function offerUploadDatabase(app: FastifyInstance): Promise<void> {
  try {
    await ensureUploadDatabase(app);
  } catch (error) {
    app.log.error({ err: error }, 'could not create the Uploads database; continuing without it');
  }
}

function addStart(program: Command): void {
  program
    .command('start')
    .description('Start the web server (API and web app) on PORT (default 8088)')
    .option('-p, --port <port>', 'port to listen on (overrides PORT)', parsePort)
    .option('--host <host>', 'interface to listen on (overrides HOST)')
    .action(async (options: { port?: number; host?: string }) => {
      const env = { ...process.env };
      if (options.port !== undefined) env.PORT = String(options.port);
      if (options.host !== undefined) env.HOST = options.host;
      const config = loadConfig(env);
      await startServer(config, {
        afterStart: async (app) => {
          if (config.loadExamplesOnStart) await seedExamplesOnStart(app);
          await offerUploadDatabase(app);
        },
      });
    });
}

function addWorker(program: Command): void {
  program
    .command('worker')
    .description('Run a background worker for asynchronous chart queries')
    .action(() => runWorker(loadConfig()));
}

function addCreateAdmin(program: Command): void {
  program
    .command('create-admin')
    .description('Create a user with the Admin role')
    .requiredOption('--username <name>', 'login name')
    .requiredOption('--password <password>', 'password')
    .option('--first-name <name>', 'first name', 'Admin')
    .option('--last-name <name>', 'last name', 'User')
    .option('--email <email>', 'email address (default <username>@localhost)')
    .action(
      async (options: {
        username: string;
        password: string;
        firstName: string;
        lastName: string;
        email?: string;
      }) => {
        const config = loadConfig();
        await withStore(config, async (store) => {
          await seedSecurity(store.db);
          try {
            await createUser(store.db, {
              username: options.username,
              password: options.password,
              firstName: options.firstName,
              lastName: options.lastName,
              email: options.email ?? `${options.username}@localhost`,
              roles: [ROLE_ADMIN],
            });
          } catch (error) {
            if (error instanceof UserExistsError) throw new CliError(error.message);
            throw error;
          }
        });
        console.log(`Admin user "${options.username}" created.`);
      },
    );
}

function addDb(program: Command): void {
  const db = program.command('db').description('Manage the metadata database');
  db.command('upgrade')
    .description('Apply pending migrations to the metadata database (DATABASE_URL)')
    .action(async () => {
      const config = loadConfig();
      const store = openStore(config.databaseUrl);
      try {
        const applied = await migrateToLatest(store);
        console.log(applied.length === 0 ? 'Already up to date.' : `Applied: ${applied.join(', ')}`);
      } finally {
        await store.close();
      }
    });
  db.command('status')
    .description('List migrations and whether each is applied')
    .action(async () => {
      const config = loadConfig();
      const store = openStore(config.databaseUrl);
      try {
        for (const { name, applied } of await migrationStatus(store))
          console.log(`${applied ? '[x]' : '[ ]'} ${name}`);
      } finally {
        await store.close();
      }
    });
}

function addExamplesAndBundles(program: Command): void {
  program
    .command('load-examples')
    .description(
      'Generate and register the example data, charts and dashboard; with --data-dir, load public example data files',
    )
    .option(
      '--data-dir <dir>',
      'directory of public data files (CSV/JSON, gzipped or not) laid out like Superset examples',
    )
    .action(async (options: { dataDir?: string }) => {
      const config = loadConfig();
      try {
        await withApp(config, async (app) => {
          await ensureExamples(app);
          if (!options.dataDir) return;
          const result = await loadExamples(app, { dataDir: resolve(options.dataDir) });
          for (const table of result.loaded)
            console.log(`Loaded ${table.table}: ${table.rows} rows from ${table.file}`);
          for (const { table, reason } of result.skipped) console.log(`Skipped ${table}: ${reason}`);
        });
      } catch (error) {
        const holder = duckdbLockHolder(error);
        if (holder === null) throw error;
        throw new CliError(
          `${config.examplesDuckdbPath} is open in another process${holder ? ` (PID ${holder})` : ''}, most likely a running Tessera server: stop it, run load-examples again, then start the server.`,
        );
      }
      console.log('Examples loaded.');
    });
  program
    .command('import')
    .description(
      'Import a Superset-format bundle (a .zip or an unpacked folder): databases, datasets, charts, dashboards',
    )
    .argument('<path>', 'the .zip bundle or bundle folder to import')
    .option('--overwrite', 'replace objects that already exist (same uuid)', false)
    .action(async (path: string, options: { overwrite: boolean }) => {
      const source = resolve(path);
      if (!existsSync(source)) throw new CliError(`No such file or folder: ${source}`);
      const summary = await withApp(loadConfig(), async (app) => {
        try {
          return await importBundle(app, source, { overwrite: options.overwrite });
        } catch (error) {
          if (error instanceof BundleImportError) {
            throw new CliError(`Could not import ${path}:\n${JSON.stringify(error.errors, null, 2)}`);
          }
          throw error;
        }
      });
      console.log(
        `Imported ${path}: ${summary.databases} database(s), ${summary.datasets} dataset(s), ${summary.charts} chart(s), ${summary.dashboards} dashboard(s).`,
      );
    });
  program
    .command('export')
    .description('Export objects (with what they depend on) as a Superset-format ZIP bundle')
    .option('-o, --output <file>', 'where to write the bundle', 'tessera-export.zip')
    .option('--dashboards <ids>', 'dashboard ids, comma separated', parseIds)
    .option('--charts <ids>', 'chart ids, comma separated', parseIds)
    .option('--datasets <ids>', 'dataset ids, comma separated', parseIds)
    .option('--databases <ids>', 'database ids, comma separated', parseIds)
    .action(
      async (options: {
        output: string;
        dashboards?: number[];
        charts?: number[];
        datasets?: number[];
        databases?: number[];
      }) => {
        const { output, ...selection } = options;
        if (Object.keys(selection).length === 0) {
          throw new CliError(
            'Nothing to export: give --dashboards, --charts, --datasets and/or --databases ids.',
          );
        }
        const bytes = await withApp(loadConfig(), (app) => exportBundle(app, selection));
        writeFileSync(resolve(output), bytes);
        console.log(`Wrote ${output} (${bytes.length} bytes).`);
      },
    );
}

export function createProgram(): Command {
  const program = new Command('tessera')
    .description('Tessera: an open business-intelligence platform, wire-compatible with Apache Superset')
    .version(TESSERA_VERSION)
    .showHelpAfterError();
  addStart(program);
  addWorker(program);
  addCreateAdmin(program);
  addDb(program);
  addExamplesAndBundles(program);
  return program;
}

export async function main(argv: readonly string[] = process.argv): Promise<void> {
  try {
    await createProgram().parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

/** True when this file is the program being run (also through an npm bin symlink). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) void main();
