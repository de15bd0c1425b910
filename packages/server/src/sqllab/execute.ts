/**
 * Running a SQL Lab query (POST /api/v1/sqllab/execute/), as Superset's SqlJsonExecutor:
 *
 * 1. the database must be exposed in SQL Lab and held by the user (sqllab/access.ts);
 * 2. a `query` row records the run (pending or running), so it shows in the history even when
 *    it fails;
 * 3. the script is guarded statement by statement (sqllab/guard.ts) with the row limit
 *    (queryLimit, capped by TESSERA_ROW_CAP, Superset's SQL_MAX_ROW) on the last SELECT, and
 *    every read of a table under row-level security for the query's user becomes a filtered
 *    subquery (sqllab/row-level-security.ts, RLS_IN_SQLLAB);
 * 4. the statements run through the database's connector with the query timeout, and can be
 *    stopped by client id (POST /api/v1/query/stop);
 * 5. the answer — `{status, data, columns, selected_columns, expanded_columns, query, query_id}` —
 *    is kept in the result cache under the query's results_key, for the results and CSV export
 *    routes, unless it is over TESSERA_MAX_RESULT_BYTES.
 *
 * With `runAsync` on a database that allows async runs, steps 3–5 run in the background (the job
 * queue of jobs/ when GLOBAL_ASYNC_QUERIES is on, this process otherwise) and the route answers
 * 202 with the pending query for the client to poll.
 */
import { randomUUID } from 'node:crypto';
import { UnsafeSqlError } from '@tessera/sql';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_QUERY_TIMEOUT_MS, MAX_ROW_LIMIT } from '../engine/chart-data';
import { ConnectorError, dialectOf } from '../engine/connectors';
import { maxResultBytes } from '../engine/execute-request';
import { stringifyCapped } from '../engine/result-size';
import { GenericDataType, type ResultSet } from '../engine/types';
import { ApiError } from '../errors';
import { connectorOf } from '../repositories/connections';
import { loadCurrentUser } from '../security/users';
import type { DatabaseRow } from '../store/schema';
import { DmlNotAllowedError, type PreparedScript, prepareScript } from './guard';
import { createQuery, findQuery, type QueryRow, queryDict, updateQuery } from './query-repository';
import { rlsTablesFor } from './row-level-security';

/** How long a query's answer stays readable by results_key (Superset's results backend default). */
export const RESULTS_TTL_SECONDS = 24 * 60 * 60;
/** Superset's DEFAULT_SQLLAB_LIMIT: rows when the client names no limit. */
export const DEFAULT_SQLLAB_LIMIT = 1000;

export interface ExecuteInput {
  readonly sql: string;
  readonly clientId: string;
  readonly schema: string | null;
  readonly catalog: string | null;
  readonly queryLimit: number | null;
  readonly runAsync: boolean;
  readonly tab: string | null;
  readonly sqlEditorId: string | null;
  readonly selectAsCta: boolean;
  readonly tmpTableName: string | null;
}

/** Stop handles of the queries running in this process, by client id. */
const running = new Map<string, AbortController>();

export function stopRunning(clientId: string): boolean {
  const controller = running.get(clientId);
  controller?.abort(new Error('The query was stopped.'));
  return controller !== undefined;
}

/** GenericDataType.TEMPORAL values come as epoch ms; SQL Lab shows them as ISO text, as Superset. */
function isoText(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, -5) : iso.slice(0, -1);
}

function payloadColumns(result: ResultSet) {
  return result.columns.map((column) => ({
    column_name: column.name,
    name: column.name,
    type: column.type,
    type_generic: column.genericType,
    is_dttm: column.genericType === GenericDataType.TEMPORAL,
  }));
}

function payloadRows(result: ResultSet): Record<string, unknown>[] {
  const temporal = result.columns
    .filter((c) => c.genericType === GenericDataType.TEMPORAL)
    .map((c) => c.name);
  if (temporal.length === 0) return result.rows;
  return result.rows.map((row) => {
    const out = { ...row };
    for (const name of temporal) {
      const value = out[name];
      if (typeof value === 'number' && Number.isFinite(value)) out[name] = isoText(value);
    }
    return out;
  });
}

/** The query's extra JSON with its result columns set (name, type, generic type, is_dttm). */
function withResultColumns(extraJson: string | null, columns: ReturnType<typeof payloadColumns>): string {
  let extra: Record<string, unknown> = {};
  try {
    const parsed: unknown = extraJson ? JSON.parse(extraJson) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      extra = parsed as Record<string, unknown>;
    }
  } catch {
    // Unreadable extra text: replaced by one that holds the columns.
  }
  const kept = columns.map(({ column_name, name, type, type_generic, is_dttm }) => ({
    column_name,
    name,
    type,
    type_generic,
    is_dttm,
  }));
  return JSON.stringify({ ...extra, columns: kept });
}

/** An engine, guard or access failure as the API error SQL Lab answers, and the state it leaves. */
function sqllabError(error: unknown): { apiError: ApiError; state: string } {
  if (error instanceof ApiError) return { apiError: error, state: 'failed' };
  if (error instanceof DmlNotAllowedError) {
    return { apiError: new ApiError('SQLLAB_DML_NOT_ALLOWED', { detail: error.message }), state: 'failed' };
  }
  if (error instanceof UnsafeSqlError) {
    return { apiError: new ApiError('SQLLAB_UNSAFE_SQL', { detail: error.message }), state: 'failed' };
  }
  if (error instanceof ConnectorError) {
    if (error.code === 'TIMED_OUT') {
      return { apiError: new ApiError('SQLLAB_TIMEOUT', { detail: error.message }), state: 'timed_out' };
    }
    if (error.code === 'CANCELLED') {
      return {
        apiError: new ApiError('SQLLAB_QUERY_FAILED', { detail: 'The query was stopped.' }),
        state: 'stopped',
      };
    }
    return { apiError: new ApiError('SQLLAB_QUERY_FAILED', { detail: error.message }), state: 'failed' };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { apiError: new ApiError('SQLLAB_QUERY_FAILED', { detail: message }), state: 'failed' };
}

/** The failure recorded on the query and answered with the query id in the SIP-40 extra. */
async function failQuery(app: FastifyInstance, query: QueryRow, error: unknown): Promise<ApiError> {
  const { apiError, state } = sqllabError(error);
  const current = await findQuery(app.store, query.id);
  // A stop that came first keeps its state.
  const finalState = current?.status === 'stopped' ? 'stopped' : state;
  await updateQuery(app.store, query.id, {
    status: finalState,
    error_message: apiError.message,
    end_time: Date.now(),
  });
  const updated = (await findQuery(app.store, query.id)) ?? query;
  return new ApiError(
    apiError.code,
    { detail: apiError.message },
    { extra: { ...(apiError.extra ?? {}), query_id: query.id, query: await queryDict(app.store, updated) } },
  );
}

async function runStatements(
  app: FastifyInstance,
  database: DatabaseRow,
  prepared: PreparedScript,
  signal: AbortSignal,
  schema: string | null,
): Promise<ResultSet> {
  const connector = await connectorOf(app.store, app.config.secretKey, database.id);
  if (!connector) throw new ApiError('NOT_FOUND');
  const timeoutMs = app.config.engine?.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  let last: ResultSet = { columns: [], rows: [] };
  for (const statement of prepared.statements) {
    last = await connector.execute(statement.sql, [], { timeoutMs, signal, schema });
  }
  return last;
}

/**
 * Runs a recorded, pending query to its end: guard, execute, store the answer. Resolves with the
 * answer; rejects with the ApiError to send (the query row says failed, stopped or timed_out).
 */
async function runQuery(
  app: FastifyInstance,
  database: DatabaseRow,
  query: QueryRow,
  signal: AbortSignal,
): Promise<Answer> {
  try {
    // The query's owner, read now (sync or in a worker): their RLS rules filter what it reads.
    const user = query.user_id === null ? null : await loadCurrentUser(app.store, query.user_id);
    if (!user) throw new ApiError('SQLLAB_QUERY_FAILED', { detail: 'The query has no user to run as.' });
    const prepared = prepareScript(query.sql, {
      dialect: dialectOf(database.sqlalchemy_uri),
      allowDml: database.allow_dml === 1,
      limit: query.limit ?? DEFAULT_SQLLAB_LIMIT,
      rls: { tables: await rlsTablesFor(app, user, database.id), defaultSchema: query.schema ?? null },
    });
    const executedSql = prepared.statements.map((s) => s.sql).join(';\n');
    const startRunning = Date.now();
    await updateQuery(app.store, query.id, {
      status: 'running',
      start_running_time: startRunning,
      executed_sql: executedSql,
      select_sql: prepared.statements.at(-1)?.kind === 'select' ? prepared.statements.at(-1)!.sql : null,
      limiting_factor: prepared.limitingFactor,
      progress: 10,
    });
    const result = await runStatements(app, database, prepared, signal, query.schema ?? null);
    if (signal.aborted) throw new ConnectorError('CANCELLED', 'The query was stopped.');
    const columns = payloadColumns(result);
    const resultsKey = `sqllab-${randomUUID()}`;
    const current = await findQuery(app.store, query.id);
    if (current?.status === 'stopped') throw new ConnectorError('CANCELLED', 'The query was stopped.');
    await updateQuery(app.store, query.id, {
      status: 'success',
      rows: result.rows.length,
      progress: 100,
      end_time: Date.now(),
      results_key: resultsKey,
      // Kept as Superset's query.extra["columns"]: Explore reads them when the query is a source.
      extra_json: withResultColumns(current?.extra_json ?? null, columns),
    });
    const finished = (await findQuery(app.store, query.id))!;
    const payload = {
      query_id: query.id,
      status: 'success',
      data: payloadRows(result),
      columns,
      selected_columns: columns,
      expanded_columns: [],
      query: await queryDict(app.store, finished),
    };
    // Too large to keep (or to send): the run fails the way the answer would.
    const text = stringifyCapped(payload, maxResultBytes(app));
    await app.resultCache.set(resultsKey, payload, RESULTS_TTL_SECONDS);
    await updateQuery(app.store, query.id, { end_result_backend_time: Date.now() });
    return { payload, text };
  } catch (error) {
    throw await failQuery(app, query, error);
  }
}

/** A finished query's answer, and its JSON text (made once, under the size cap). */
export interface Answer {
  readonly payload: Record<string, unknown>;
  readonly text: string;
}

export type ExecuteOutcome =
  | { readonly status: 200; readonly answer: Answer }
  | { readonly status: 202; readonly answer: Answer };

type BackgroundRunner = (app: FastifyInstance, queryId: number, userId: number) => Promise<void>;
let background: BackgroundRunner | null = null;
/** How async runs are started (the job queue when present); set by api/sqllab.ts. */
export function setBackgroundRunner(runner: BackgroundRunner): void {
  background = runner;
}

/** Runs query `queryId` in this process with its own stop handle; the answer goes to the cache. */
export async function runRecordedQuery(app: FastifyInstance, queryId: number, signal?: AbortSignal) {
  const query = await findQuery(app.store, queryId);
  if (query?.status !== 'pending') return;
  const database = await app.store
    .selectFrom('dbs')
    .selectAll()
    .where('id', '=', query.database_id)
    .executeTakeFirst();
  if (!database) {
    await updateQuery(app.store, queryId, {
      status: 'failed',
      error_message: 'The database no longer exists.',
    });
    return;
  }
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  running.set(query.client_id, controller);
  try {
    await runQuery(app, database, query, controller.signal);
  } finally {
    running.delete(query.client_id);
    signal?.removeEventListener('abort', onAbort);
  }
}

export async function executeSql(
  app: FastifyInstance,
  userId: number,
  database: DatabaseRow,
  input: ExecuteInput,
  disconnected: AbortSignal,
): Promise<ExecuteOutcome> {
  const rowCap = app.config.engine?.rowCap ?? MAX_ROW_LIMIT;
  const limit = Math.min(
    input.queryLimit && input.queryLimit > 0 ? input.queryLimit : DEFAULT_SQLLAB_LIMIT,
    rowCap,
  );
  const runAsync = input.runAsync && database.allow_run_async === 1;
  const id = await createQuery(app.store, {
    client_id: input.clientId,
    database_id: database.id,
    user_id: userId,
    status: runAsync ? 'pending' : 'running',
    tab_name: input.tab,
    sql_editor_id: input.sqlEditorId,
    catalog: input.catalog,
    schema: input.schema,
    sql: input.sql,
    limit,
    select_as_cta: input.selectAsCta ? 1 : 0,
    select_as_cta_used: 0,
    limiting_factor: 'UNKNOWN',
    progress: 0,
    tmp_table_name: input.tmpTableName,
    run_async: runAsync ? 1 : 0,
    start_time: Date.now(),
  });
  const query = (await findQuery(app.store, id))!;
  if (runAsync) {
    const start = background ?? ((a: FastifyInstance, queryId: number) => runRecordedQuery(a, queryId));
    start(app, id, userId).catch((error: unknown) => {
      app.log.info({ err: error, query: id }, 'SQL Lab query failed');
    });
    const payload = { query: await queryDict(app.store, query) };
    return { status: 202, answer: { payload, text: JSON.stringify(payload) } };
  }
  const controller = new AbortController();
  const onDisconnect = () => controller.abort(new Error('The client went away.'));
  disconnected.addEventListener('abort', onDisconnect, { once: true });
  running.set(input.clientId, controller);
  try {
    return { status: 200, answer: await runQuery(app, database, query, controller.signal) };
  } finally {
    running.delete(input.clientId);
    disconnected.removeEventListener('abort', onDisconnect);
  }
}
