import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { BasicAuth, type QueryResult, Trino } from 'trino-client';
import { tableColumn } from '../type-mapping';
import type { Connector, ExecuteOptions, QueryParameter, ResultSet, TableColumn } from '../types';
import {
  CONNECTION_TEST_TIMEOUT_MS,
  ConnectDeadlineExceeded,
  type ConnectionFailure,
  runConnectionTest,
} from './connection-test';
import { runWithDeadline } from './deadline';
import { ConnectorError, cancelled, queryFailed, timedOut } from './errors';
import type { ConnectorContext, ConnectorFactory } from './registry';
import { trinoConverter, trinoGenericType, trinoStatement } from './trino-values';

export interface TrinoConnectorOptions {
  /** The coordinator, e.g. `http://localhost:8080`. */
  readonly server: string;
  readonly catalog: string | null;
  readonly schema: string | null;
  readonly user: string;
  readonly password: string | null;
}

/**
 * Trino through trino-client (HTTP, one request per result page; axios keeps the sockets).
 *
 * Read-only: Trino has no session-level read-only switch that a client can set; what a user may
 * change is decided by the catalog's access control (e.g. `access-control.name=read-only` or
 * file-based rules), so connect Tessera with a user that may only read. The SQL guard refuses DML
 * in user SQL whatever the engine.
 *
 * Timeout and cancel: the query runs with the session property `query_max_run_time` as the
 * server-side backstop; on our timeout or an abort we stop waiting at once and DELETE the query
 * (trino-client's `cancel`).
 */
export class TrinoConnector implements Connector {
  readonly engine = 'trino';
  private client: Trino | null = null;

  constructor(private readonly options: TrinoConnectorOptions) {}

  private getClient(): Trino {
    if (!this.client) {
      const { server, catalog, schema, user, password } = this.options;
      this.client = Trino.create({
        server,
        source: 'tessera',
        catalog: catalog ?? undefined,
        schema: schema ?? undefined,
        // Basic auth only with a password (Trino accepts it over HTTPS only); otherwise the user
        // travels in X-Trino-User, as the Trino CLI does.
        auth: password ? new BasicAuth(user, password) : undefined,
        extraHeaders: password ? undefined : { 'X-Trino-User': user },
      });
    }
    return this.client;
  }

  /**
   * First GET /v1/info (public on every coordinator) within the short deadline: it tells a Trino
   * coordinator from any other HTTP server, and a silent host from a slow query. Then a statement
   * that needs the catalog and schema. Failures come back in the three classes of
   * connection-test.ts, the server's text only in `detail`.
   */
  async testConnection(): Promise<void> {
    const { catalog, schema } = this.options;
    // SHOW … fails on a missing catalog or schema, where SELECT 1 would not notice them.
    const statement = schema ? 'SHOW TABLES' : catalog ? 'SHOW SCHEMAS' : 'SELECT 1';
    const probe = async () => {
      await this.assertCoordinator();
      try {
        await this.execute(statement, [], { timeoutMs: CONNECTION_TEST_TIMEOUT_MS });
      } catch (error) {
        throw trinoConnectionError(error, this.options);
      }
    };
    await runConnectionTest('Trino', probe, trinoTestFailure, 2 * CONNECTION_TEST_TIMEOUT_MS);
  }

  private async assertCoordinator(): Promise<void> {
    const info = await getJson(new URL('/v1/info', this.options.server), CONNECTION_TEST_TIMEOUT_MS);
    if (typeof info !== 'object' || info === null || !('nodeVersion' in info)) {
      throw new ConnectorError(
        'CONNECTION_FAILED',
        `${this.options.server}/v1/info is not a Trino coordinator's.`,
      );
    }
  }

  async getSchemas(): Promise<string[]> {
    const result = await this.execute(
      "SELECT schema_name FROM information_schema.schemata WHERE schema_name <> 'information_schema' ORDER BY 1",
    );
    return result.rows.map((row) => String(row.schema_name));
  }

  async getTables(schema: string | null): Promise<string[]> {
    const result = await this.execute(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = ? ORDER BY 1',
      [this.schemaOf(schema)],
    );
    return result.rows.map((row) => String(row.table_name));
  }

  async getColumns(schema: string | null, table: string): Promise<TableColumn[]> {
    const result = await this.execute(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = ? AND table_name = ? ORDER BY ordinal_position',
      [this.schemaOf(schema), table],
    );
    return result.rows.map((row) => {
      const type = String(row.data_type);
      return tableColumn(String(row.column_name), type, trinoGenericType(type));
    });
  }

  private schemaOf(schema: string | null): string {
    const resolved = schema ?? this.options.schema;
    if (!resolved) {
      throw new ConnectorError(
        'QUERY_FAILED',
        'Name a schema: this Trino database has no default schema (trino://user@host:port/catalog/schema).',
      );
    }
    return resolved;
  }

  async execute(
    sql: string,
    parameters: readonly QueryParameter[] = [],
    options: ExecuteOptions = {},
  ): Promise<ResultSet> {
    const timeoutMs = options.timeoutMs ?? 0;
    if (options.signal?.aborted) throw cancelled();
    const client = this.getClient();
    const state: RunState = { queryId: null, interrupted: false };
    let stop: (error: Error) => void = () => {};
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const run = async (): Promise<ResultSet> => {
      const collecting = collect(client, trinoStatement(sql, parameters), timeoutMs, state);
      // When interrupted we answer at once; the abandoned collection ends after the DELETE.
      collecting.catch(() => {});
      return Promise.race([collecting, stopped]);
    };
    const interrupt = () => {
      state.interrupted = true;
      stop(new Error('interrupted'));
      if (state.queryId) void client.cancel(state.queryId).catch(() => {});
    };
    try {
      return await runWithDeadline(run, interrupt, options, () => state.interrupted);
    } catch (error) {
      throw refineQueryError(error, timeoutMs, this.options);
    }
  }

  async close(): Promise<void> {
    // trino-client holds no connections of its own beyond axios' keep-alive sockets.
    this.client = null;
  }
}

interface RunState {
  queryId: string | null;
  interrupted: boolean;
}

/** Thrown for a query that Trino reports as failed. */
class TrinoQueryError extends Error {
  constructor(readonly error: NonNullable<QueryResult['error']>) {
    super(error.message);
    this.name = 'TrinoQueryError';
  }
}

async function collect(
  client: Trino,
  statement: string,
  timeoutMs: number,
  state: RunState,
): Promise<ResultSet> {
  const session = timeoutMs > 0 ? { query_max_run_time: `${Math.ceil(timeoutMs / 1000) + 1}s` } : undefined;
  const pages = await client.query({ query: statement, session });
  // trino-client hides the first response (it holds the query id) inside the iterator; read it
  // so that an early cancel can name the query. Later pages carry the id too.
  const first = (pages as unknown as { iter?: { queryResult?: QueryResult } }).iter?.queryResult;
  state.queryId = first?.id ?? null;
  if (first?.error) throw new TrinoQueryError(first.error);
  let names: string[] = [];
  let converters: (((value: unknown) => unknown) | null)[] = [];
  let columns: ResultSet['columns'] = [];
  const rows: Record<string, unknown>[] = [];
  for await (const page of pages) {
    state.queryId = page.id;
    if (state.interrupted) {
      await client.cancel(page.id).catch(() => {});
      throw new Error('interrupted');
    }
    if (page.error) throw new TrinoQueryError(page.error);
    if (page.columns && columns.length === 0) {
      columns = page.columns.map(({ name, type }) => ({ name, type, genericType: trinoGenericType(type) }));
      names = page.columns.map((column) => column.name);
      converters = page.columns.map((column) => trinoConverter(column.type));
    }
    for (const data of page.data ?? []) {
      const row: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) {
        const value = data[c] ?? null;
        const convert = converters[c];
        row[names[c] as string] = value === null || !convert ? value : convert(value);
      }
      rows.push(row);
    }
  }
  return { columns, rows };
}

function refineQueryError(error: unknown, timeoutMs: number, target: TrinoConnectorOptions): ConnectorError {
  if (error instanceof ConnectorError && error.code !== 'QUERY_FAILED') return error;
  const cause = error instanceof ConnectorError ? error.cause : error;
  if (cause instanceof TrinoQueryError) {
    if (cause.error.errorName === 'EXCEEDED_TIME_LIMIT') return timedOut(timeoutMs);
    if (cause.error.errorName === 'USER_CANCELED') return cancelled();
    return error instanceof ConnectorError ? error : queryFailed(cause);
  }
  // HTTP-level failures (refused, unknown host, 401) are connection problems.
  if (isHttpFailure(cause)) return trinoConnectionError(cause, target);
  return error instanceof ConnectorError ? error : queryFailed(cause);
}

function isHttpFailure(error: unknown): boolean {
  const candidate = error as { code?: unknown; response?: unknown; isAxiosError?: unknown } | null;
  return (
    candidate?.isAxiosError === true || candidate?.code === 'ECONNREFUSED' || candidate?.code === 'ENOTFOUND'
  );
}

/**
 * The class of a failed connection test (network failures are sorted out before): HTTP 401/403
 * or an access error is a refused login; a missing catalog or schema, and anything that is not a
 * coordinator, is "not a Trino database"; a probe statement that timed out is out of reach.
 */
export function trinoTestFailure(error: unknown): ConnectionFailure {
  if (error instanceof ConnectorError && error.code === 'TIMED_OUT') return 'UNREACHABLE';
  const cause = error instanceof ConnectorError ? (error.cause ?? error) : error;
  if (cause instanceof ConnectorError && cause.code === 'TIMED_OUT') return 'UNREACHABLE';
  const status = (cause as { response?: { status?: unknown } } | null)?.response?.status;
  if (status === 401 || status === 403) return 'LOGIN_REFUSED';
  const errorName = cause instanceof TrinoQueryError ? cause.error.errorName : undefined;
  if (errorName === 'PERMISSION_DENIED' || errorName === 'ACCESS_DENIED') return 'LOGIN_REFUSED';
  return 'NOT_THAT_DATABASE';
}

/** Turns connection failures into messages that name the cause and what to check. */
export function trinoConnectionError(
  error: unknown,
  target: Pick<TrinoConnectorOptions, 'server' | 'catalog' | 'schema' | 'user'>,
): ConnectorError {
  if (error instanceof ConnectorError && error.code === 'CONNECTION_FAILED') return error;
  const cause = error instanceof ConnectorError ? (error.cause ?? error) : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const status = (cause as { response?: { status?: unknown } } | null)?.response?.status;
  const errorName = cause instanceof TrinoQueryError ? cause.error.errorName : undefined;
  const detail = cause instanceof Error ? cause.message : String(cause);
  let message: string;
  if (code === 'ECONNREFUSED') {
    message = `Could not connect to Trino at ${target.server}: the connection was refused. Check the host and port, and that the coordinator is running.`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    message = `Could not connect to Trino: the host of ${target.server} was not found. Check the host name.`;
  } else if (status === 401 || status === 403) {
    message = `Trino refused the login of user "${target.user}". Check the username and password.`;
  } else if (errorName === 'CATALOG_NOT_FOUND') {
    message = `The catalog "${target.catalog}" does not exist on the Trino server at ${target.server}. Check the catalog name.`;
  } else if (errorName === 'SCHEMA_NOT_FOUND') {
    message = `The schema "${target.schema}" does not exist in the Trino catalog "${target.catalog}". Check the schema name.`;
  } else {
    message = `Could not connect to Trino at ${target.server}: ${detail}`;
  }
  return new ConnectorError('CONNECTION_FAILED', message, { cause });
}

/** `trino://user[:password]@host:8080/catalog[/schema]`; `?protocol=https` selects HTTPS. */
export function trinoOptionsFromContext(context: ConnectorContext): TrinoConnectorOptions {
  let url: URL;
  try {
    url = new URL(`tessera://${context.uri.rest}`);
  } catch (error) {
    throw new ConnectorError('BAD_URI', 'Invalid Trino URI: expected trino://user@host:port/catalog/schema', {
      cause: error,
    });
  }
  const { protocol, http_scheme: httpScheme } = context.uri.query;
  const https = protocol === 'https' || httpScheme === 'https' || url.port === '443';
  const [catalog = '', schema = ''] = url.pathname.replace(/^\//, '').split('/').map(decodeURIComponent);
  return {
    server: `${https ? 'https' : 'http'}://${url.hostname || 'localhost'}:${url.port || (https ? '443' : '8080')}`,
    catalog: catalog || null,
    schema: schema || null,
    user: decodeURIComponent(url.username) || 'tessera',
    password: context.password ?? (url.password ? decodeURIComponent(url.password) : null),
  };
}

/** URI scheme served by this connector. Trino has no read-only session switch: see TrinoConnector. */
export const trinoFactories: [string, ConnectorFactory][] = [
  ['trino', (context) => new TrinoConnector(trinoOptionsFromContext(context))],
];

/**
 * A small JSON GET with node:http (fetch refuses some ports outright): null for anything but a
 * 200 with JSON; a socket error rejects; a socket silent for `timeoutMs` is ConnectDeadlineExceeded.
 */
function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(url, { timeout: timeoutMs, headers: { accept: 'application/json' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(null);
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        // A coordinator's self-description is small; anything large is not one.
        if (body.length > 65_536) {
          request.destroy();
          resolve(null);
        }
      });
      response.on('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch {
          resolve(null);
        }
      });
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy(new ConnectDeadlineExceeded(timeoutMs)));
    request.on('error', reject);
  });
}
