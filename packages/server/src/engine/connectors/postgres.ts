import pg from 'pg';
import { genericTypeOf, tableColumn } from '../type-mapping';
import type {
  Connector,
  ExecuteOptions,
  QueryParameter,
  ResultColumn,
  ResultSet,
  TableColumn,
} from '../types';
import { type ConnectionFailure, DRIVER_CONNECT_TIMEOUT_MS, runConnectionTest } from './connection-test';
import { runWithDeadline } from './deadline';
import { ConnectorError, cancelled, queryFailed, timedOut } from './errors';
import { PG_TYPE_NAMES, pgTypes, toPgParameter } from './postgres-values';
import type { ConnectorContext, ConnectorFactory } from './registry';

export interface PostgresConnectorOptions {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  readonly password: string | null;
  /** false, or TLS options (`sslmode=require` connects without verifying the certificate). */
  readonly ssl: false | { rejectUnauthorized: boolean };
  /** Without it every session is `default_transaction_read_only`, so writes fail. */
  readonly allowDml: boolean;
  /** libpq `options` from the URI, e.g. `-csearch_path=sales` (Superset users set it so). */
  readonly serverOptions?: string;
  readonly poolSize?: number;
}

/** Per pooled connection: its backend pid (for cancelling) and the statement_timeout it has. */
interface SessionState {
  readonly pid: number;
  statementTimeoutMs: number;
  /** The search_path this connection was SET to; null while it has the connection's default. */
  searchPath: string | null;
}

/** The server's own timeout fires this long after ours, as a backstop if our cancel is lost. */
const SERVER_TIMEOUT_GRACE_MS = 2000;

/**
 * PostgreSQL through a pg.Pool. Queries use the extended protocol (one statement, parameters
 * bound by the server as `$n`). A timeout or an abort sends `pg_cancel_backend` from a separate
 * connection; the pooled connection goes back to the pool only once that cancel has been
 * answered, so it can never cancel a later query that reuses the connection.
 */
export class PostgresConnector implements Connector {
  readonly engine = 'postgresql';
  private pool: pg.Pool | null = null;
  private readonly sessions = new WeakMap<pg.PoolClient, SessionState>();
  private readonly listened = new WeakSet<pg.PoolClient>();
  private readonly typeNames = new Map<number, string>(PG_TYPE_NAMES);

  constructor(private readonly options: PostgresConnectorOptions) {}

  private clientConfig(): pg.ClientConfig {
    const { host, port, database, user, password, ssl, allowDml, serverOptions } = this.options;
    const sessionOptions = [serverOptions, allowDml ? '' : '-c default_transaction_read_only=on'];
    return {
      host,
      port,
      database,
      user,
      password: password ?? undefined,
      ssl,
      application_name: 'tessera',
      connectionTimeoutMillis: 10_000,
      // The read-only switch comes last so that URI options cannot turn it off.
      options: sessionOptions.filter(Boolean).join(' ') || undefined,
      types: pgTypes,
    };
  }

  private getPool(): pg.Pool {
    if (!this.pool) {
      this.pool = new pg.Pool({
        ...this.clientConfig(),
        max: this.options.poolSize ?? 10,
        idleTimeoutMillis: 30_000,
      });
      // An idle connection that the server drops emits 'error' on the pool; without a listener
      // that would crash the process. The pool discards the connection by itself.
      this.pool.on('error', () => {});
    }
    return this.pool;
  }

  private async acquire(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await this.getPool().connect();
    } catch (error) {
      throw postgresConnectionError(error, this.options);
    }
    // A connection lost while checked out emits 'error' on the client (the pool listens only to
    // idle ones); unheard, that would crash the process. The running query rejects anyway.
    if (!this.listened.has(client)) {
      this.listened.add(client);
      client.on('error', () => {});
    }
    return client;
  }

  /**
   * One fresh connection (not the pool) with a short connect timeout; failures come back in the
   * three classes of connection-test.ts, the driver's text only in `detail`.
   */
  async testConnection(): Promise<void> {
    const client = new pg.Client({
      ...this.clientConfig(),
      connectionTimeoutMillis: DRIVER_CONNECT_TIMEOUT_MS,
    });
    // A socket that fails after our deadline answered must not crash the process.
    client.on('error', () => {});
    const probe = async () => {
      try {
        await client.connect();
        await client.query('SELECT 1');
      } catch (error) {
        throw postgresConnectionError(error, this.options);
      }
    };
    try {
      await runConnectionTest('PostgreSQL', probe, postgresTestFailure);
    } finally {
      void client.end().catch(() => {});
    }
  }

  async getSchemas(): Promise<string[]> {
    const result = await this.execute(
      "SELECT nspname FROM pg_catalog.pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' AND has_schema_privilege(oid, 'USAGE') ORDER BY 1",
    );
    return result.rows.map((row) => String(row.nspname));
  }

  async getTables(schema: string | null): Promise<string[]> {
    const result = await this.execute(
      "SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = COALESCE($1::text, current_schema()) AND c.relkind IN ('r', 'v', 'm', 'p', 'f') ORDER BY 1",
      [schema],
    );
    return result.rows.map((row) => String(row.relname));
  }

  async getColumns(schema: string | null, table: string): Promise<TableColumn[]> {
    const result = await this.execute(
      'SELECT a.attname, format_type(a.atttypid, a.atttypmod) AS type FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = a.attrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = COALESCE($1::text, current_schema()) AND c.relname = $2 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum',
      [schema, table],
    );
    return result.rows.map((row) => tableColumn(String(row.attname), String(row.type).toUpperCase()));
  }

  async execute(
    sql: string,
    parameters: readonly QueryParameter[] = [],
    options: ExecuteOptions = {},
  ): Promise<ResultSet> {
    const timeoutMs = options.timeoutMs ?? 0;
    if (options.signal?.aborted) throw cancelled();
    const client = await this.acquire();
    let cancelling: Promise<void> | null = null;
    let broken: Error | undefined;
    try {
      const session = await this.prepareSession(client, timeoutMs, options.schema ?? null);
      const run = async (): Promise<ResultSet> => {
        const result = await client.query({
          text: sql,
          values: parameters.map(toPgParameter),
          // Extended protocol even without parameters: exactly one statement per call.
          queryMode: 'extended',
        } as pg.QueryConfig);
        return { columns: await this.describeFields(client, result.fields), rows: result.rows };
      };
      const interrupt = () => {
        cancelling = this.cancelBackend(session.pid);
      };
      return await runWithDeadline(run, interrupt, options, isCancelError);
    } catch (error) {
      const refined = refineQueryError(error, timeoutMs);
      if (refined.code === 'QUERY_FAILED' && isConnectionFailure(refined.cause)) broken = refined;
      throw refined;
    } finally {
      if (cancelling) await cancelling;
      client.release(broken);
    }
  }

  /** Learns the backend pid once per connection and sets its statement_timeout when it changes. */
  private async prepareSession(
    client: pg.PoolClient,
    timeoutMs: number,
    schema: string | null,
  ): Promise<SessionState> {
    let session = this.sessions.get(client);
    if (!session) {
      const result = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      session = { pid: Number(result.rows[0]?.pid), statementTimeoutMs: 0, searchPath: null };
      this.sessions.set(client, session);
    }
    const wanted = timeoutMs > 0 ? Math.ceil(timeoutMs) + SERVER_TIMEOUT_GRACE_MS : 0;
    if (session.statementTimeoutMs !== wanted) {
      await client.query(`SET statement_timeout = ${wanted}`);
      session.statementTimeoutMs = wanted;
    }
    // Superset sets the schema as the search_path (its -csearch_path option); RESET goes back to
    // the connection's own (the URI's options included), so pooled connections do not leak it.
    if (session.searchPath !== schema) {
      await client.query(
        schema === null ? 'RESET search_path' : `SET search_path TO "${schema.replaceAll('"', '""')}"`,
      );
      session.searchPath = schema;
    }
    return session;
  }

  /**
   * Cancels the running statement of `pid` from a fresh connection (not the pool, which may be
   * exhausted by the very queries being cancelled). Failure is tolerated: the server-side
   * statement_timeout still ends a timed-out query.
   */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new pg.Client({ ...this.clientConfig(), options: undefined });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } catch {
      // Best effort by design (see above).
    } finally {
      await client.end().catch(() => {});
    }
  }

  private async describeFields(
    client: pg.PoolClient,
    fields: readonly pg.FieldDef[],
  ): Promise<ResultColumn[]> {
    const unknown = fields.map((field) => field.dataTypeID).filter((oid) => !this.typeNames.has(oid));
    if (unknown.length > 0) {
      const result = await client.query<{ oid: number; name: string }>(
        'SELECT oid::int AS oid, upper(format_type(oid, NULL)) AS name FROM pg_catalog.pg_type WHERE oid = ANY($1::oid[])',
        [[...new Set(unknown)]],
      );
      for (const row of result.rows) this.typeNames.set(Number(row.oid), row.name);
    }
    return fields.map((field) => {
      const type = this.typeNames.get(field.dataTypeID) ?? 'UNKNOWN';
      return { name: field.name, type, genericType: genericTypeOf(type) };
    });
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }
}

/** SQLSTATE 57014 query_canceled: both our pg_cancel_backend and statement_timeout end so. */
function isCancelError(error: unknown): boolean {
  return sqlState(error) === '57014';
}

/**
 * True when the connection, not the statement, failed: no SQLSTATE (socket closed), a FATAL or
 * PANIC report (the server ended the session), or class 08 (connection exception). Such a
 * connection is dropped rather than returned to the pool.
 */
function isConnectionFailure(error: unknown): boolean {
  const state = sqlState(error);
  const severity = (error as { severity?: unknown } | null)?.severity;
  if (!state || !/^[0-9A-Z]{5}$/.test(state) || state.startsWith('08')) return true;
  return severity === 'FATAL' || severity === 'PANIC';
}

function sqlState(error: unknown): string | undefined {
  return (error as { code?: unknown } | null)?.code?.toString();
}

function refineQueryError(error: unknown, timeoutMs: number): ConnectorError {
  if (error instanceof ConnectorError && error.code !== 'QUERY_FAILED') return error;
  const cause = error instanceof ConnectorError ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  if (sqlState(cause) === '57014' && /statement timeout/i.test(message)) return timedOut(timeoutMs);
  if (sqlState(cause) === '25006') {
    return new ConnectorError(
      'QUERY_FAILED',
      `${message}. This database is read-only in Tessera: allow DML on it to run writes.`,
      { cause },
    );
  }
  return error instanceof ConnectorError ? error : queryFailed(cause);
}

/**
 * The class of a failed connection test (network failures are sorted out before): SQLSTATE class
 * 28 is a refused login, 3D000 a missing database; a server that is not accepting connections is
 * out of reach; anything else, including a peer that does not speak the protocol, is "not a
 * PostgreSQL database".
 */
export function postgresTestFailure(error: unknown): ConnectionFailure {
  const cause = error instanceof ConnectorError ? (error.cause ?? error) : error;
  const state = sqlState(cause) ?? '';
  if (state.startsWith('28')) return 'LOGIN_REFUSED';
  if (state === '57P03' || state === '53300') return 'UNREACHABLE';
  if (/does not support SSL/i.test(cause instanceof Error ? cause.message : '')) return 'UNREACHABLE';
  return 'NOT_THAT_DATABASE';
}

/** Turns connection failures into messages that name the cause and what to check. */
export function postgresConnectionError(
  error: unknown,
  target: Pick<PostgresConnectorOptions, 'host' | 'port' | 'database' | 'user'>,
): ConnectorError {
  const where = `${target.host}:${target.port}`;
  const code = sqlState(error);
  const detail = error instanceof Error ? error.message : String(error);
  let message: string;
  if (code === 'ECONNREFUSED') {
    message = `Could not connect to PostgreSQL at ${where}: the connection was refused. Check the host and port, and that the server is running.`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    message = `Could not connect to PostgreSQL: the host "${target.host}" was not found. Check the host name.`;
  } else if (code === 'ETIMEDOUT' || /timeout/i.test(detail)) {
    message = `Could not connect to PostgreSQL at ${where}: the connection timed out. Check the host, the port and any firewall.`;
  } else if (code === '28P01') {
    message = `PostgreSQL refused the password for user "${target.user}". Check the username and password.`;
  } else if (code === '28000') {
    message = `PostgreSQL refused user "${target.user}": ${detail}. Check the username.`;
  } else if (code === '3D000') {
    message = `The database "${target.database}" does not exist on the PostgreSQL server at ${where}. Check the database name.`;
  } else {
    message = `Could not connect to PostgreSQL at ${where}: ${detail}`;
  }
  return new ConnectorError('CONNECTION_FAILED', message, { cause: error });
}

/** `postgresql://user:pass@host:port/db?sslmode=require` → connector options. */
export function postgresOptionsFromContext(context: ConnectorContext): PostgresConnectorOptions {
  const url = networkUrl(context, 'postgresql');
  const sslmode = context.uri.query.sslmode ?? 'prefer';
  return {
    host: url.hostname || 'localhost',
    port: url.port ? Number(url.port) : 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
    user: decodeURIComponent(url.username) || 'postgres',
    password: context.password ?? (url.password ? decodeURIComponent(url.password) : null),
    ssl:
      sslmode === 'require'
        ? { rejectUnauthorized: false }
        : sslmode === 'verify-ca' || sslmode === 'verify-full'
          ? { rejectUnauthorized: true }
          : false,
    allowDml: context.allowDml,
    ...(context.uri.query.options ? { serverOptions: context.uri.query.options } : {}),
  };
}

/** Reads `user:pass@host:port/path` with the WHATWG URL parser; `[::1]` hosts work too. */
function networkUrl(context: ConnectorContext, engine: string): URL {
  try {
    return new URL(`tessera://${context.uri.rest}`);
  } catch (error) {
    throw new ConnectorError(
      'BAD_URI',
      `Invalid ${engine} URI: expected ${engine}://user:password@host:port/database`,
      { cause: error },
    );
  }
}

const createPostgres: ConnectorFactory = (context) =>
  new PostgresConnector(postgresOptionsFromContext(context));

/** URI schemes served by this connector (Superset's names; `+psycopg2` etc. drivers are ignored). */
export const postgresFactories: [string, ConnectorFactory][] = [
  ['postgresql', createPostgres],
  ['postgres', createPostgres],
];
