/**
 * The metadata store going away (PostgreSQL restarting, a failover, an administrator ending the
 * server's sessions) as one clear answer: every query that fails because the connection is gone
 * or cannot be made throws ApiError METADATA_UNAVAILABLE (503, "try again shortly") instead of a
 * 500. The pg pool drops broken connections and opens new ones on the next query, so service
 * comes back by itself once the database answers again.
 *
 * Only the store's driver is wrapped: a data source's own connection errors keep their messages.
 */
import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { ApiError } from '../errors';

const RETRY_AFTER_SECONDS = '5';

/** SQLSTATE classes and codes meaning "the connection is gone", not "the query is wrong". */
const LOST_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const LOST_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg's own wording for a connection that ended or never came up (it sets no code on these).
const LOST_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/** True when `error` says the store cannot be reached, as opposed to a failed statement. */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_NETWORK_CODES.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionLoss);
  return LOST_MESSAGES.test(error.message);
}

function translated(error: unknown): unknown {
  if (!isConnectionLoss(error)) return error;
  return new ApiError(
    'METADATA_UNAVAILABLE',
    {},
    { cause: error, headers: { 'retry-after': RETRY_AFTER_SECONDS } },
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translated(error);
  }
}

/** The connection as the driver gave it, its query errors translated. */
class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}
  executeQuery<R>(compiledQuery: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> {
    return guarded(() => this.inner.executeQuery<R>(compiledQuery));
  }
  streamQuery<R>(
    compiledQuery: Parameters<DatabaseConnection['streamQuery']>[0],
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof GuardedConnection ? connection.inner : connection;

class GuardedDriver implements Driver {
  constructor(private readonly inner: Driver) {
    // Only the optional savepoint methods the wrapped driver has.
    const self = this as Driver;
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint)
      self.savepoint = (connection, name, compile) =>
        guarded(() => savepoint.call(inner, innerOf(connection), name, compile));
    if (rollbackToSavepoint)
      self.rollbackToSavepoint = (connection, name, compile) =>
        guarded(() => rollbackToSavepoint.call(inner, innerOf(connection), name, compile));
    if (releaseSavepoint)
      self.releaseSavepoint = (connection, name, compile) =>
        guarded(() => releaseSavepoint.call(inner, innerOf(connection), name, compile));
  }
  init(): Promise<void> {
    return guarded(() => this.inner.init());
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new GuardedConnection(await guarded(() => this.inner.acquireConnection()));
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return guarded(() => this.inner.beginTransaction(innerOf(connection), settings));
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return guarded(() => this.inner.commitTransaction(innerOf(connection)));
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return guarded(() => this.inner.rollbackTransaction(innerOf(connection)));
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Wraps a dialect so that losing the database answers METADATA_UNAVAILABLE (503). */
export function availabilityDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
