import mysql from 'mysql2/promise';
import { tableColumn } from '../type-mapping';
import type { Connector, ExecuteOptions, QueryParameter, ResultSet, TableColumn } from '../types';
import { type ConnectionFailure, DRIVER_CONNECT_TIMEOUT_MS, runConnectionTest } from './connection-test';
import { runWithDeadline } from './deadline';
import { ConnectorError, cancelled, queryFailed, timedOut } from './errors';
import { convertMysqlRows, describeMysqlFields } from './mysql-values';
import type { ConnectorContext, ConnectorFactory } from './registry';

export interface MysqlConnectorOptions {
  readonly host: string;
  readonly port: number;
  /** Empty: no default database (tables are then named with their schema). */
  readonly database: string;
  readonly user: string;
  readonly password: string | null;
  readonly ssl: boolean;
  /** Without it every session is `SET SESSION TRANSACTION READ ONLY`, so writes fail. */
  readonly allowDml: boolean;
  readonly poolSize?: number;
}

/** Per pooled connection: server flavour, thread id (for KILL QUERY) and its current timeout. */
interface SessionState {
  readonly threadId: number;
  readonly mariadb: boolean;
  serverTimeoutMs: number;
}

/** The server's own timeout fires this long after ours, as a backstop if our KILL is lost. */
const SERVER_TIMEOUT_GRACE_MS = 2000;

/** Errors that mean "this statement was stopped": KILL QUERY, max_statement_time, max_execution_time. */
const INTERRUPT_ERRNOS = new Set([1317, 1969, 3024]);
const SERVER_TIMEOUT_ERRNOS = new Set([1969, 3024]);

/**
 * MySQL and MariaDB through a mysql2 pool. Queries with parameters run as server-side prepared
 * statements (mysql2's `execute`), so values never pass through client-side escaping, which
 * would be unsafe under the NO_BACKSLASH_ESCAPES SQL mode. A timeout or an abort sends
 * `KILL QUERY` from a separate connection, and the pooled connection is released only after
 * that, so a late KILL cannot hit the next query on it.
 */
export class MysqlConnector implements Connector {
  readonly engine = 'mysql';
  private pool: mysql.Pool | null = null;
  private readonly sessions = new WeakMap<object, SessionState>();

  constructor(private readonly options: MysqlConnectorOptions) {}

  private connectionConfig(): mysql.ConnectionOptions {
    const { host, port, database, user, password, ssl } = this.options;
    return {
      host,
      port,
      user,
      password: password ?? undefined,
      database: database || undefined,
      ssl: ssl ? { rejectUnauthorized: false } : undefined,
      connectTimeout: 10_000,
      supportBigNumbers: true,
      bigNumberStrings: false,
      decimalNumbers: true,
      dateStrings: true,
      jsonStrings: true,
    };
  }

  private getPool(): mysql.Pool {
    if (!this.pool) {
      this.pool = mysql.createPool({
        ...this.connectionConfig(),
        connectionLimit: this.options.poolSize ?? 10,
        // The server counts prepared statements across all clients (max_prepared_stmt_count).
        maxPreparedStatements: 128,
        idleTimeout: 30_000,
        enableKeepAlive: true,
      });
    }
    return this.pool;
  }

  private async acquire(): Promise<{ connection: mysql.PoolConnection; session: SessionState }> {
    let connection: mysql.PoolConnection;
    try {
      connection = await this.getPool().getConnection();
    } catch (error) {
      throw mysqlConnectionError(error, this.options);
    }
    try {
      return { connection, session: await this.prepareSession(connection) };
    } catch (error) {
      connection.release();
      throw queryFailed(error);
    }
  }

  /** First use of a connection: UTC session zone, read-only unless DML is allowed, flavour. */
  private async prepareSession(connection: mysql.PoolConnection): Promise<SessionState> {
    const key = connection.connection;
    const known = this.sessions.get(key);
    if (known) return known;
    await connection.query("SET SESSION time_zone = '+00:00'");
    if (!this.options.allowDml) await connection.query('SET SESSION TRANSACTION READ ONLY');
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS version');
    const session = {
      threadId: connection.threadId,
      mariadb: /mariadb/i.test(String(rows[0]?.version)),
      serverTimeoutMs: 0,
    };
    this.sessions.set(key, session);
    return session;
  }

  private async setServerTimeout(
    connection: mysql.PoolConnection,
    session: SessionState,
    timeoutMs: number,
  ): Promise<void> {
    const wanted = timeoutMs > 0 ? Math.ceil(timeoutMs) + SERVER_TIMEOUT_GRACE_MS : 0;
    if (session.serverTimeoutMs === wanted) return;
    // MariaDB: max_statement_time in seconds, any statement. MySQL: max_execution_time in ms, SELECT only.
    await connection.query(
      session.mariadb
        ? `SET SESSION max_statement_time = ${wanted / 1000}`
        : `SET SESSION max_execution_time = ${wanted}`,
    );
    session.serverTimeoutMs = wanted;
  }

  /**
   * One fresh connection (not the pool) with a short connect timeout; failures come back in the
   * three classes of connection-test.ts, the driver's text only in `detail`.
   */
  async testConnection(): Promise<void> {
    let connection: mysql.Connection | null = null;
    let abandoned = false;
    const probe = async () => {
      try {
        const opened = await mysql.createConnection({
          ...this.connectionConfig(),
          connectTimeout: DRIVER_CONNECT_TIMEOUT_MS,
        });
        // A connection that opens after our deadline answered is closed at once.
        if (abandoned) {
          void opened.end().catch(() => {});
          return;
        }
        connection = opened;
        opened.on('error', () => {});
        await opened.query('SELECT 1');
      } catch (error) {
        throw mysqlConnectionError(error, this.options);
      }
    };
    try {
      await runConnectionTest('MySQL', probe, mysqlTestFailure);
    } finally {
      abandoned = true;
      const opened = connection as mysql.Connection | null;
      if (opened) void opened.end().catch(() => {});
    }
  }

  async getSchemas(): Promise<string[]> {
    const result = await this.execute(
      "SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name NOT IN ('information_schema', 'performance_schema', 'mysql', 'sys') ORDER BY 1",
    );
    return result.rows.map((row) => String(row.name));
  }

  async getTables(schema: string | null): Promise<string[]> {
    const result = await this.execute(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = COALESCE(?, DATABASE()) ORDER BY 1',
      [schema],
    );
    return result.rows.map((row) => String(row.name));
  }

  async getColumns(schema: string | null, table: string): Promise<TableColumn[]> {
    const result = await this.execute(
      'SELECT column_name AS name, column_type AS type FROM information_schema.columns WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? ORDER BY ordinal_position',
      [schema, table],
    );
    return result.rows.map((row) => tableColumn(String(row.name), String(row.type).toUpperCase()));
  }

  async execute(
    sql: string,
    parameters: readonly QueryParameter[] = [],
    options: ExecuteOptions = {},
  ): Promise<ResultSet> {
    const timeoutMs = options.timeoutMs ?? 0;
    if (options.signal?.aborted) throw cancelled();
    const { connection, session } = await this.acquire();
    let killing: Promise<void> | null = null;
    let interrupted = false;
    let dropAfter = false;
    try {
      await this.setServerTimeout(connection, session, timeoutMs);
      // SQL Lab's schema is MySQL's default database for the statement (USE). A connection whose
      // URI names no database cannot go back to none, so it is closed instead of reused.
      if (options.schema) {
        await connection.query(`USE \`${options.schema.replaceAll('`', '``')}\``);
        if (options.schema !== this.options.database) dropAfter = true;
      }
      const run = async (): Promise<ResultSet> => {
        const values = parameters.map((value) => (typeof value === 'bigint' ? value.toString() : value));
        const [rows, fields] =
          values.length > 0 ? await connection.execute(sql, values) : await connection.query(sql);
        // A killed SLEEP() returns normally; a statement we interrupted has no trustworthy result.
        if (interrupted) throw new InterruptedMarker();
        if (!Array.isArray(rows) || !fields) return { columns: [], rows: [] };
        const columns = describeMysqlFields(fields);
        const objects = rows as Record<string, unknown>[];
        convertMysqlRows(columns, objects);
        return { columns, rows: objects };
      };
      const interrupt = () => {
        interrupted = true;
        killing = this.killQuery(session.threadId);
      };
      return await runWithDeadline(run, interrupt, options, isInterruptError);
    } catch (error) {
      throw refineQueryError(error, timeoutMs);
    } finally {
      if (killing) await killing;
      if (dropAfter) connection.destroy();
      else connection.release();
    }
  }

  /** KILL QUERY from a fresh connection; failure is tolerated (the server timeout still applies). */
  private async killQuery(threadId: number): Promise<void> {
    let killer: mysql.Connection | null = null;
    try {
      killer = await mysql.createConnection(this.connectionConfig());
      await killer.query(`KILL QUERY ${Number(threadId)}`);
    } catch {
      // Best effort by design (see above).
    } finally {
      await killer?.end().catch(() => {});
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }
}

class InterruptedMarker extends Error {
  constructor() {
    super('Query execution was interrupted');
  }
}

function errno(error: unknown): number | undefined {
  const value = (error as { errno?: unknown } | null)?.errno;
  return typeof value === 'number' ? value : undefined;
}

function isInterruptError(error: unknown): boolean {
  return error instanceof InterruptedMarker || INTERRUPT_ERRNOS.has(errno(error) ?? -1);
}

function refineQueryError(error: unknown, timeoutMs: number): ConnectorError {
  if (error instanceof ConnectorError && error.code !== 'QUERY_FAILED') return error;
  const cause = error instanceof ConnectorError ? error.cause : error;
  const code = errno(cause);
  if (code !== undefined && SERVER_TIMEOUT_ERRNOS.has(code)) return timedOut(timeoutMs);
  const message = cause instanceof Error ? cause.message : String(cause);
  // 1792: ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION.
  if (code === 1792) {
    return new ConnectorError(
      'QUERY_FAILED',
      `${message}. This database is read-only in Tessera: allow DML on it to run writes.`,
      { cause },
    );
  }
  return error instanceof ConnectorError ? error : queryFailed(cause);
}

/** Refused logins (access denied, host not allowed) as mysql2 names them. */
const LOGIN_REFUSED_CODES = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
  'ER_HOST_NOT_PRIVILEGED',
  'ER_NOT_SUPPORTED_AUTH_MODE',
  'ER_MUST_CHANGE_PASSWORD_LOGIN',
  'AUTH_SWITCH_PLUGIN_ERROR',
]);

/** A server that is up but takes no connection now, or a TLS handshake that failed. */
const UNREACHABLE_CODES = new Set([
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_HOST_IS_BLOCKED',
  'HANDSHAKE_SSL_ERROR',
  'HANDSHAKE_NO_SSL_SUPPORT',
]);

/**
 * The class of a failed connection test (network failures are sorted out before). A missing
 * database (ER_BAD_DB_ERROR, or ER_DBACCESS_DENIED_ERROR, which MySQL answers for a database the
 * user may not see) and a peer that does not speak the protocol are "not a MySQL database".
 */
export function mysqlTestFailure(error: unknown): ConnectionFailure {
  const cause = error instanceof ConnectorError ? (error.cause ?? error) : error;
  const code = String((cause as { code?: unknown } | null)?.code ?? '');
  if (LOGIN_REFUSED_CODES.has(code)) return 'LOGIN_REFUSED';
  if (UNREACHABLE_CODES.has(code)) return 'UNREACHABLE';
  return 'NOT_THAT_DATABASE';
}

/** Turns connection failures into messages that name the cause and what to check. */
export function mysqlConnectionError(
  error: unknown,
  target: Pick<MysqlConnectorOptions, 'host' | 'port' | 'database' | 'user'>,
): ConnectorError {
  const where = `${target.host}:${target.port}`;
  const code = (error as { code?: unknown } | null)?.code;
  const detail = error instanceof Error ? error.message : String(error);
  let message: string;
  if (code === 'ECONNREFUSED') {
    message = `Could not connect to MySQL at ${where}: the connection was refused. Check the host and port, and that the server is running.`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    message = `Could not connect to MySQL: the host "${target.host}" was not found. Check the host name.`;
  } else if (code === 'ETIMEDOUT') {
    message = `Could not connect to MySQL at ${where}: the connection timed out. Check the host, the port and any firewall.`;
  } else if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR') {
    message = `MySQL refused the login of user "${target.user}". Check the username and password.`;
  } else if (code === 'ER_BAD_DB_ERROR') {
    message = `The database "${target.database}" does not exist on the MySQL server at ${where}. Check the database name.`;
  } else if (code === 'ER_DBACCESS_DENIED_ERROR') {
    message = `User "${target.user}" may not use the database "${target.database}". Check the database name and the user's grants.`;
  } else {
    message = `Could not connect to MySQL at ${where}: ${detail}`;
  }
  return new ConnectorError('CONNECTION_FAILED', message, { cause: error });
}

/** `mysql://user:pass@host:port/db?ssl=true` → connector options. */
export function mysqlOptionsFromContext(context: ConnectorContext): MysqlConnectorOptions {
  let url: URL;
  try {
    url = new URL(`tessera://${context.uri.rest}`);
  } catch (error) {
    throw new ConnectorError(
      'BAD_URI',
      'Invalid MySQL URI: expected mysql://user:password@host:port/database',
      {
        cause: error,
      },
    );
  }
  const { ssl, ssl_mode: sslMode } = context.uri.query;
  return {
    host: url.hostname || 'localhost',
    port: url.port ? Number(url.port) : 3306,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    user: decodeURIComponent(url.username) || 'root',
    password: context.password ?? (url.password ? decodeURIComponent(url.password) : null),
    ssl: ssl === 'true' || ssl === '1' || /^(required|verify_ca|verify_identity)$/i.test(sslMode ?? ''),
    allowDml: context.allowDml,
  };
}

const createMysql: ConnectorFactory = (context) => new MysqlConnector(mysqlOptionsFromContext(context));

/** URI schemes served by this connector (`+mysqldb`, `+pymysql` and other drivers are ignored). */
export const mysqlFactories: [string, ConnectorFactory][] = [
  ['mysql', createMysql],
  ['mariadb', createMysql],
];
