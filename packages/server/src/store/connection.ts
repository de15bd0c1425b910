/**
 * Opens the metadata store: Kysely over better-sqlite3 (embedded default) or a pg Pool.
 * Both run the same queries; see schema.ts for the portability rules.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import { sqlitePathFromUrl } from '../config';
import { availabilityDialect } from './availability';
import { changeTrackingDialect, changeTrackingPlugin, registerStoreChanges, StoreChanges } from './changes';
import type { Database } from './schema';

export type StoreDialect = 'sqlite' | 'postgres';

export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: StoreDialect;
  /** Write counters for in-process caches (see changes.ts); also found by `storeChangesOf(db)`. */
  readonly changes: StoreChanges;
  /** Closes the connection or pool; safe to call twice. */
  close(): Promise<void>;
}

export function storeDialectOf(databaseUrl: string): StoreDialect {
  if (/^sqlite:/i.test(databaseUrl)) return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return 'postgres';
  throw new Error(`Unsupported metadata database URL "${databaseUrl}": use sqlite:/// or postgres://.`);
}

const PG_INT8_OID = 20;

/**
 * Metadata counts and ids are far below 2^53, so int8 (what PostgreSQL's count(*) returns)
 * becomes a number here; the pool gets its own parser so data-source connections elsewhere in
 * the process keep pg's defaults.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8_OID && format !== 'binary') {
      return (value: string) => {
        const n = Number(value);
        return Number.isSafeInteger(n) ? n : value;
      };
    }
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const STATEMENT_CACHE_MAX = 256;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * better-sqlite3 as Kysely sees it, reusing prepared statements by SQL text (Kysely's driver
 * prepares every query anew). Safe because the driver runs one statement at a time on its
 * single connection; the least recently used statement goes once the cache is full.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const known = statements.get(sqlText);
      if (known) {
        statements.delete(sqlText);
        statements.set(sqlText, known);
        return known;
      }
      const statement = sqlite.prepare(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > STATEMENT_CACHE_MAX) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

function trackedKysely(dialect: Dialect, changes: StoreChanges): Kysely<Database> {
  const db = new Kysely<Database>({
    dialect: changeTrackingDialect(dialect, changes),
    plugins: [changeTrackingPlugin(changes)],
  });
  registerStoreChanges(db, changes);
  return db;
}

export interface OpenStoreOptions {
  /**
   * An idle PostgreSQL connection failed (the server restarted, or an administrator ended it):
   * the pool discards it and connects again when needed; this only reports it.
   */
  readonly onIdleConnectionError?: (error: Error) => void;
}

export function openStore(databaseUrl: string, options: OpenStoreOptions = {}): Store {
  const dialect = storeDialectOf(databaseUrl);
  let closed = false;
  const changes = new StoreChanges();
  if (dialect === 'sqlite') {
    const path = sqlitePathFromUrl(databaseUrl);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    // WAL lets readers run while a writer commits; busy_timeout rides out short write locks
    // (e.g. the CLI and the server touching the same file).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = trackedKysely(new SqliteDialect({ database: withStatementCache(sqlite) }), changes);
    return {
      db,
      dialect,
      changes,
      async close() {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }
  // A bounded connect: while the database is away, requests answer 503 instead of waiting.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: pgTypes,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Unheard, an idle connection's 'error' would crash the process.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  // The pool listens only to idle clients: one checked out when the database drops it (a restart,
  // pg_terminate_backend) emits 'error' too. Its query already fails with that error, and the pool
  // discards it on release, so the listener only keeps the process alive.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = trackedKysely(availabilityDialect(new PostgresDialect({ pool })), changes);
  return {
    db,
    dialect,
    changes,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
