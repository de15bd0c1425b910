import { randomUUID } from 'node:crypto';
import {
  type ClickHouseClient,
  ClickHouseLogLevel,
  type ClickHouseSettings,
  createClient,
} from '@clickhouse/client';
import { tableColumn } from '../type-mapping';
import type { Connector, ExecuteOptions, QueryParameter, ResultSet, TableColumn } from '../types';
import { inlineClickHouseParameters } from './clickhouse-inline';
import {
  clickHouseConverter,
  clickHouseGenericType,
  clickHouseQueryParams,
  quoteClickHouseString,
} from './clickhouse-values';
import { type ConnectionFailure, DRIVER_CONNECT_TIMEOUT_MS, runConnectionTest } from './connection-test';
import { runWithDeadline } from './deadline';
import { ConnectorError, cancelled, queryFailed, timedOut } from './errors';
import type { ConnectorContext, ConnectorFactory } from './registry';

export interface ClickHouseConnectorOptions {
  /** The HTTP interface, e.g. `http://localhost:8123`. */
  readonly url: string;
  readonly database: string;
  readonly user: string;
  readonly password: string | null;
  /** Without it every query runs with `readonly=2`: settings may change, data may not. */
  readonly allowDml: boolean;
  readonly poolSize?: number;
}

interface JsonResult {
  readonly meta: { name: string; type: string }[];
  readonly data: Record<string, unknown>[];
}

/** Statements that return no rows and cannot take a `FORMAT` clause. */
const COMMAND =
  /^\s*(insert|create|drop|alter|truncate|rename|optimize|system|kill|set|use|grant|revoke|delete|update|attach|detach)\b/i;

/** ClickHouse error codes we explain (src/Common/ErrorCodes.cpp). */
const Code = {
  UNKNOWN_DATABASE: 81,
  TIMEOUT_EXCEEDED: 159,
  READONLY: 164,
  UNKNOWN_USER: 192,
  WRONG_PASSWORD: 193,
  QUERY_WAS_CANCELLED: 394,
  AUTHENTICATION_FAILED: 516,
} as const;

/**
 * ClickHouse over its HTTP interface with @clickhouse/client (which keeps a pool of keep-alive
 * sockets). Parameters travel as `query_params` for the `{pN:Type}` placeholders the SQL compiler
 * writes, bound by the server (or, on servers before query parameters, inlined as escaped typed
 * literals: see runBound). Each query carries its own id: a timeout or an abort cancels the
 * HTTP request and sends `KILL QUERY` for that id, since closing the socket alone does not stop
 * the query on every server version; `max_execution_time` is the server-side backstop.
 */
export class ClickHouseConnector implements Connector {
  readonly engine = 'clickhouse';
  private client: ClickHouseClient | null = null;
  private serverZone: Promise<string> | null = null;
  /** Set once the server refuses any setting from this user (a `readonly=1` profile). */
  private settingsLocked = false;
  /** Set once the server turns out to predate query parameters: values are then inlined. */
  private inlineParameters = false;

  constructor(private readonly options: ClickHouseConnectorOptions) {}

  private getClient(): ClickHouseClient {
    if (!this.client) {
      const { url, database, user, password, poolSize } = this.options;
      this.client = createClient({
        url,
        database,
        username: user,
        password: password ?? '',
        application: 'tessera',
        max_open_connections: poolSize ?? 10,
        request_timeout: 24 * 3600_000,
        // The client logs every failed request itself; we report errors through ConnectorError.
        log: { level: ClickHouseLogLevel.OFF },
      });
    }
    return this.client;
  }

  /** The server's zone, for DateTime columns whose type names none. Fetched once. */
  private getServerZone(): Promise<string> {
    if (!this.serverZone) {
      this.serverZone = this.run('SELECT timezone() AS tz', {}, {}).then((result) =>
        String(result.data[0]?.tz),
      );
      this.serverZone.catch(() => {
        this.serverZone = null;
      });
    }
    return this.serverZone;
  }

  private settings(extra: ClickHouseSettings = {}): ClickHouseSettings {
    // 64-bit integers quoted whatever the user's profile says, so that none loses digits.
    const settings: ClickHouseSettings = { output_format_json_quote_64bit_integers: 1, ...extra };
    return this.options.allowDml ? settings : { readonly: '2', ...settings };
  }

  /**
   * Binds the values as `query_params`; a server older than query parameters (19.x added them;
   * Debian ships 18.16) refuses them as unknown settings before running anything, so the query is
   * sent again with each value written as a literal of its placeholder's type
   * (clickhouse-inline.ts), and so is every later query on this connection.
   */
  private async runBound(
    sql: string,
    parameters: readonly QueryParameter[],
    extra: { signal?: AbortSignal; queryId?: string; settings?: ClickHouseSettings },
  ): Promise<JsonResult> {
    if (parameters.length === 0) return this.run(sql, {}, extra);
    if (this.inlineParameters) return this.run(inlineClickHouseParameters(sql, parameters), {}, extra);
    try {
      return await this.run(sql, clickHouseQueryParams(parameters), extra);
    } catch (error) {
      if (!/(Unknown setting|Cannot (override|modify) setting) param_p\d+/i.test(String(error))) throw error;
      this.inlineParameters = true;
      return this.run(inlineClickHouseParameters(sql, parameters), {}, extra);
    }
  }

  /**
   * Runs with our settings; a user whose profile is already `readonly=1` may change no setting at
   * all, so after the server says so we stop sending them (that user cannot write anyway; the
   * timeout then rests on our abort and KILL QUERY alone).
   */
  private async run(
    sql: string,
    params: Record<string, unknown>,
    extra: { signal?: AbortSignal; queryId?: string; settings?: ClickHouseSettings },
  ): Promise<JsonResult> {
    if (this.settingsLocked) return this.send(sql, params, extra, {});
    try {
      return await this.send(sql, params, extra, this.settings(extra.settings));
    } catch (error) {
      if (
        clickHouseErrorCode(error) !== Code.READONLY ||
        !/Cannot (override|modify) setting/i.test(String(error))
      ) {
        throw error;
      }
      this.settingsLocked = true;
      return this.send(sql, params, extra, {});
    }
  }

  private async send(
    sql: string,
    params: Record<string, unknown>,
    extra: { signal?: AbortSignal; queryId?: string },
    settings: ClickHouseSettings,
  ): Promise<JsonResult> {
    const client = this.getClient();
    const common = {
      query: sql.replace(/[\s;]+$/, ''),
      query_params: Object.keys(params).length > 0 ? params : undefined,
      query_id: extra.queryId,
      abort_signal: extra.signal,
      clickhouse_settings: settings,
    };
    if (COMMAND.test(sql)) {
      await client.command(common);
      return { meta: [], data: [] };
    }
    const resultSet = await client.query({ ...common, format: 'JSON' });
    return resultSet.json<Record<string, unknown>>() as unknown as Promise<JsonResult>;
  }

  /**
   * One request from a client of its own with a short timeout, without our settings (a readonly=1
   * profile refuses them, and SELECT 1 needs none). Failures come back in the three classes of
   * connection-test.ts, the server's text only in `detail`.
   */
  async testConnection(): Promise<void> {
    const { url, database, user, password } = this.options;
    const client = createClient({
      url,
      database,
      username: user,
      password: password ?? '',
      application: 'tessera',
      max_open_connections: 1,
      request_timeout: DRIVER_CONNECT_TIMEOUT_MS,
      log: { level: ClickHouseLogLevel.OFF },
    });
    const probe = async () => {
      let answer: unknown;
      try {
        answer = await (await client.query({ query: 'SELECT 1 AS ok', format: 'JSON' })).json();
      } catch (error) {
        throw clickHouseConnectionError(error, this.options);
      }
      // Any HTTP server answers 200 to something; ClickHouse's JSON format has `meta` and `data`.
      const { meta, data } = (answer ?? {}) as Partial<JsonResult>;
      if (!Array.isArray(meta) || !Array.isArray(data)) {
        throw new ConnectorError('CONNECTION_FAILED', 'The answer to SELECT 1 is not ClickHouse JSON.');
      }
    };
    try {
      await runConnectionTest('ClickHouse', probe, clickHouseTestFailure);
    } finally {
      void client.close().catch(() => {});
    }
  }

  async getSchemas(): Promise<string[]> {
    const result = await this.execute(
      "SELECT name FROM system.databases WHERE name NOT IN ('system', 'INFORMATION_SCHEMA', 'information_schema') ORDER BY name",
    );
    return result.rows.map((row) => String(row.name));
  }

  async getTables(schema: string | null): Promise<string[]> {
    const database = schema === null ? 'currentDatabase()' : quoteClickHouseString(schema);
    const result = await this.execute(
      `SELECT name FROM system.tables WHERE database = ${database} ORDER BY name`,
    );
    return result.rows.map((row) => String(row.name));
  }

  async getColumns(schema: string | null, table: string): Promise<TableColumn[]> {
    const database = schema === null ? 'currentDatabase()' : quoteClickHouseString(schema);
    // system.columns lists a table's columns in their declared order.
    const result = await this.execute(
      `SELECT name, type FROM system.columns WHERE database = ${database} AND table = ${quoteClickHouseString(table)}`,
    );
    return result.rows.map((row) => {
      const type = String(row.type);
      return tableColumn(String(row.name), type, clickHouseGenericType(type));
    });
  }

  async execute(
    sql: string,
    parameters: readonly QueryParameter[] = [],
    options: ExecuteOptions = {},
  ): Promise<ResultSet> {
    const timeoutMs = options.timeoutMs ?? 0;
    if (options.signal?.aborted) throw cancelled();
    const queryId = randomUUID();
    const controller = new AbortController();
    let killing: Promise<void> | null = null;
    let interrupted = false;
    const run = async (): Promise<ResultSet> => {
      const settings: ClickHouseSettings =
        timeoutMs > 0 ? { max_execution_time: Math.ceil(timeoutMs / 1000) + 1 } : {};
      const [result, zone] = await Promise.all([
        this.runBound(sql, parameters, { signal: controller.signal, queryId, settings }),
        this.getServerZone(),
      ]);
      if (interrupted) throw new Error('interrupted');
      return shapeResult(result, zone);
    };
    const interrupt = () => {
      interrupted = true;
      controller.abort();
      killing = this.killQuery(queryId);
    };
    try {
      return await runWithDeadline(run, interrupt, options, () => interrupted);
    } catch (error) {
      const cause = error instanceof ConnectorError ? error.cause : error;
      if (isNetworkError(cause)) throw clickHouseConnectionError(cause, this.options);
      throw refineQueryError(error, timeoutMs);
    } finally {
      if (killing) await killing;
    }
  }

  /** Best effort: the server may have finished already, and max_execution_time still applies. */
  private async killQuery(queryId: string): Promise<void> {
    try {
      await this.getClient().command({
        query: `KILL QUERY WHERE query_id = ${quoteClickHouseString(queryId)} ASYNC`,
      });
    } catch {
      // Best effort by design (see above).
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.serverZone = null;
    await client?.close();
  }
}

function shapeResult(result: JsonResult, zone: string): ResultSet {
  const columns = result.meta.map(({ name, type }) => ({
    name,
    type,
    genericType: clickHouseGenericType(type),
  }));
  const rows = result.data;
  for (const { name, type } of result.meta) {
    const convert = clickHouseConverter(type, zone);
    if (!convert) continue;
    for (const row of rows) {
      const value = row[name];
      if (value !== null && value !== undefined) row[name] = convert(value);
    }
  }
  return { columns, rows };
}

function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** The server's error code: the client parses it from new servers; old ones need the message. */
export function clickHouseErrorCode(error: unknown): number | undefined {
  const code = Number((error as { code?: unknown } | null)?.code);
  if (Number.isInteger(code) && code > 0) return code;
  const match = /^Code: (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : undefined;
}

function refineQueryError(error: unknown, timeoutMs: number): ConnectorError {
  if (error instanceof ConnectorError && error.code !== 'QUERY_FAILED') return error;
  const cause = error instanceof ConnectorError ? error.cause : error;
  const code = clickHouseErrorCode(cause);
  if (code === Code.TIMEOUT_EXCEEDED) return timedOut(timeoutMs);
  if (code === Code.QUERY_WAS_CANCELLED) return cancelled();
  const message = cause instanceof Error ? cause.message : String(cause);
  if (code === Code.READONLY) {
    return new ConnectorError(
      'QUERY_FAILED',
      `${message.trim()} This database is read-only in Tessera: allow DML on it to run writes.`,
      { cause },
    );
  }
  return error instanceof ConnectorError ? error : queryFailed(cause);
}

/** ClickHouse's codes for a refused login (src/Common/ErrorCodes.cpp). */
const LOGIN_REFUSED_CODES = new Set<number>([
  Code.UNKNOWN_USER,
  Code.WRONG_PASSWORD,
  Code.AUTHENTICATION_FAILED,
  194, // REQUIRED_PASSWORD
  195, // IP_ADDRESS_NOT_ALLOWED
  497, // ACCESS_DENIED
]);

/**
 * The class of a failed connection test (network failures are sorted out before): a login code
 * is a refused login; an unknown database, an answer without a ClickHouse error code or not in
 * ClickHouse's JSON is "not a ClickHouse database".
 */
export function clickHouseTestFailure(error: unknown): ConnectionFailure {
  const cause = error instanceof ConnectorError ? (error.cause ?? error) : error;
  const code = clickHouseErrorCode(cause);
  return code !== undefined && LOGIN_REFUSED_CODES.has(code) ? 'LOGIN_REFUSED' : 'NOT_THAT_DATABASE';
}

/** Turns connection failures into messages that name the cause and what to check. */
export function clickHouseConnectionError(
  error: unknown,
  target: Pick<ClickHouseConnectorOptions, 'url' | 'database' | 'user'>,
): ConnectorError {
  const cause = error instanceof ConnectorError ? (error.cause ?? error) : error;
  const errno = (cause as { code?: unknown } | null)?.code;
  const code = clickHouseErrorCode(cause);
  const detail = cause instanceof Error ? cause.message : String(cause);
  let message: string;
  if (errno === 'ECONNREFUSED') {
    message = `Could not connect to ClickHouse at ${target.url}: the connection was refused. Check the host and port (the HTTP interface, usually 8123), and that the server is running.`;
  } else if (errno === 'ENOTFOUND' || errno === 'EAI_AGAIN') {
    message = `Could not connect to ClickHouse: the host of ${target.url} was not found. Check the host name.`;
  } else if (
    code === Code.WRONG_PASSWORD ||
    code === Code.UNKNOWN_USER ||
    code === Code.AUTHENTICATION_FAILED
  ) {
    message = `ClickHouse refused the login of user "${target.user}". Check the username and password.`;
  } else if (code === Code.UNKNOWN_DATABASE) {
    message = `The database "${target.database}" does not exist on the ClickHouse server at ${target.url}. Check the database name.`;
  } else {
    message = `Could not connect to ClickHouse at ${target.url}: ${detail}`;
  }
  return new ConnectorError('CONNECTION_FAILED', message, { cause });
}

/**
 * `clickhousedb://user:pass@host:8123/db` → connector options; `?protocol=https` or
 * `?secure=true` (or port 8443) selects HTTPS.
 */
export function clickHouseOptionsFromContext(context: ConnectorContext): ClickHouseConnectorOptions {
  if (context.uri.driver === 'native') {
    throw new ConnectorError(
      'BAD_URI',
      'clickhouse+native:// is the native TCP protocol, which Tessera does not speak. Use the HTTP interface: clickhousedb://user:password@host:8123/database',
    );
  }
  let url: URL;
  try {
    url = new URL(`tessera://${context.uri.rest}`);
  } catch (error) {
    throw new ConnectorError(
      'BAD_URI',
      'Invalid ClickHouse URI: expected clickhousedb://user:password@host:8123/database',
      { cause: error },
    );
  }
  const { protocol, secure } = context.uri.query;
  const https = protocol === 'https' || secure === 'true' || secure === '1' || url.port === '8443';
  const port = url.port || (https ? '8443' : '8123');
  return {
    url: `${https ? 'https' : 'http'}://${url.hostname || 'localhost'}:${port}`,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'default',
    user: decodeURIComponent(url.username) || 'default',
    password: context.password ?? (url.password ? decodeURIComponent(url.password) : null),
    allowDml: context.allowDml,
  };
}

const createClickHouse: ConnectorFactory = (context) =>
  new ClickHouseConnector(clickHouseOptionsFromContext(context));

/** URI schemes served by this connector (`+http` and other drivers are ignored; all use HTTP). */
export const clickHouseFactories: [string, ConnectorFactory][] = [
  ['clickhousedb', createClickHouse],
  ['clickhouse', createClickHouse],
];
