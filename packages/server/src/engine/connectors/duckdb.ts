import {
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBMaterializedResult,
  type DuckDBValue,
  StatementType,
} from '@duckdb/node-api';
import { parseByteSize } from '../../config';
import { tableColumn } from '../type-mapping';
import type { Connector, ExecuteOptions, QueryParameter, ResultSet, TableColumn } from '../types';
import { runWithDeadline } from './deadline';
import {
  closePooled,
  type DuckDBAccess,
  type DuckDBLease,
  duckdbFile,
  instanceSettings,
  type PooledConnection,
} from './duckdb-files';
import { ResultTooLargeError, readResult } from './duckdb-results';
import { assertBoundedValues } from './duckdb-value-size';
import { ConnectorError } from './errors';
import { engineLimits } from './file-policy';
import { formatBytes } from './format-bytes';

export interface DuckDBConnectorOptions {
  /** File path, or `:memory:`. */
  readonly path: string;
  /** DuckDB configuration options, e.g. `{access_mode: 'READ_ONLY'}`. */
  readonly config?: Record<string, string>;
  /**
   * When false, `execute` runs only read statements (SELECT, and forms DuckDB binds as SELECT such
   * as DESCRIBE/SHOW/SUMMARIZE/PRAGMA show_tables, plus EXPLAIN) and refuses the rest. Data sources
   * get it from the database row's `allow_dml` (see registry.ts); it defaults to true for the
   * trusted in-process callers that own the file (the examples generator and loader).
   */
  readonly allowDml?: boolean;
  /**
   * The examples generator and loader: read-write with access to the files they load, holding the
   * file exclusively from first use until `close()` (see duckdb-files.ts).
   */
  readonly exclusive?: boolean;
}

/** Statement types a database without DML may run. */
const READ_STATEMENTS = new Set<number>([StatementType.SELECT, StatementType.EXPLAIN]);

/**
 * Options a database URI may set (`duckdb:////data/x.db?access_mode=READ_ONLY`). Others, such as
 * enabling extensions or external access, are refused: a URI is user input.
 */
const ALLOWED_CONFIG = new Set(['access_mode', 'threads', 'memory_limit', 'default_order']);

/**
 * DuckDB through @duckdb/node-api. Files are opened through duckdb-files.ts, one instance per
 * file in the process: READ_ONLY without external access for data sources that do not allow DML,
 * read-write without external access for those that do, exclusively for the examples loader.
 * Each query gets its own connection so that an interrupt stops only that query.
 */
export class DuckDBConnector implements Connector {
  readonly engine = 'duckdb';
  /** `:memory:` databases are private to the connector. */
  private memory: Promise<DuckDBInstance> | null = null;
  /** The exclusive lease of a loader connector, held until close(). */
  private exclusiveLease: Promise<DuckDBLease> | null = null;

  private readonly options: DuckDBConnectorOptions;

  constructor(options: DuckDBConnectorOptions) {
    this.options = { ...options, config: duckdbUriConfig(options.config ?? {}) };
  }

  private get access(): DuckDBAccess {
    if (this.options.exclusive) return 'load';
    return this.options.allowDml === false ? 'read' : 'write';
  }

  /** The instance for one piece of work, and what to do when it is done. */
  private async lease(): Promise<DuckDBLease> {
    const { path, config = {} } = this.options;
    if (path === ':memory:') {
      // Sandboxed like a file that allows DML (READ_ONLY cannot open in memory); refuseWrites
      // still keeps a database without DML to reads.
      this.memory ??= DuckDBInstance.create(path, instanceSettings('write', config));
      this.memory.catch(() => {
        this.memory = null;
      });
      return unpooled(await this.memory);
    }
    if (this.options.exclusive) {
      this.exclusiveLease ??= duckdbFile(path).lease('load', config);
      this.exclusiveLease.catch(() => {
        this.exclusiveLease = null;
      });
      return unpooled((await this.exclusiveLease).instance);
    }
    return duckdbFile(path).lease(this.access, config);
  }

  /** Runs `work` on a connection of its own (closed afterwards: `work` may change its state). */
  withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    return this.withPooled((pooled) => work(pooled.connection), false);
  }

  /**
   * Runs `work` on a connection of the file's pool; it goes back to the pool when `work`
   * succeeds and `reusable` is set, and is closed otherwise.
   */
  private async withPooled<T>(work: (pooled: PooledConnection) => Promise<T>, reusable: boolean): Promise<T> {
    let lease: DuckDBLease;
    try {
      lease = await this.lease();
    } catch (error) {
      // A file another process has open read-write (a running server, when `tessera load-examples`
      // runs beside it) fails on DuckDB's file lock; say what to do about it.
      const hint = /lock/i.test(describe(error))
        ? ' Another process holds this DuckDB file open (a running Tessera server?); stop it and retry.'
        : '';
      // DuckDB's own text names the path; a file that is something else needs no more than that.
      const reason = /not a valid DuckDB database/i.test(describe(error))
        ? 'the file is not a DuckDB database.'
        : describe(error);
      throw new ConnectorError('CONNECTION_FAILED', `Could not open DuckDB database: ${reason}${hint}`, {
        cause: error,
      });
    }
    try {
      const pooled = await lease.connect();
      let succeeded = false;
      try {
        const result = await work(pooled);
        succeeded = true;
        return result;
      } finally {
        lease.finish(pooled, reusable && succeeded);
      }
    } finally {
      lease.release();
    }
  }

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1 AS ok');
  }

  async getSchemas(): Promise<string[]> {
    const result = await this.execute(
      "SELECT DISTINCT schema_name FROM information_schema.schemata WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog') ORDER BY 1",
    );
    return result.rows.map((row) => String(row.schema_name));
  }

  async getTables(schema: string | null): Promise<string[]> {
    const result = await this.execute(
      'SELECT table_name FROM information_schema.tables WHERE table_catalog = current_database() AND table_schema = ? ORDER BY 1',
      [schema || 'main'],
    );
    return result.rows.map((row) => String(row.table_name));
  }

  async getColumns(schema: string | null, table: string): Promise<TableColumn[]> {
    const result = await this.execute(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_catalog = current_database() AND table_schema = ? AND table_name = ? ORDER BY ordinal_position',
      [schema || 'main', table],
    );
    return result.rows.map((row) => tableColumn(String(row.column_name), String(row.data_type)));
  }

  async execute(
    sql: string,
    parameters: readonly QueryParameter[] = [],
    options: ExecuteOptions = {},
  ): Promise<ResultSet> {
    // Only the compiler's SELECTs go back to the pool: SQL a user typed might leave state behind.
    return this.withPooled(
      async (pooled) => {
        const { connection } = pooled;
        const run = async (): Promise<ResultSet> => {
          // The examples loader runs its own SQL; everything else may carry a user's expressions.
          // Checked before anything binds it: DuckDB folds constants (a whole range()) when preparing.
          if (!this.options.exclusive) {
            await assertBoundedValues(
              connection,
              sql,
              engineLimits().memoryBytes,
              this.options.allowDml !== false,
            );
          }
          // The file is READ_ONLY without external access either way; the statement check gives
          // SQL a user typed a clear refusal (and covers temp tables, SET), at a parse per query.
          if (this.options.allowDml === false && !options.compiledSelect) {
            await explainRefusal(() => refuseWrites(connection, sql));
          }
          // SQL Lab's schema: DuckDB's USE, on a connection that is not handed back (see below).
          if (options.schema) await connection.run(`USE "${options.schema.replaceAll('"', '""')}"`);
          const values = parameters.length > 0 ? (parameters as DuckDBValue[]) : undefined;
          const result = await explainRefusal(() =>
            options.compiledSelect ? runPrepared(pooled, sql, values) : connection.run(sql, values),
          );
          return readResult(result, resultBudget());
        };
        // Repeated: DuckDB's interrupt is lost when no statement runs yet (see runWithDeadline).
        return runWithDeadline(run, () => connection.interrupt(), options, isInterrupt, 100).catch(
          (error: unknown) => {
            throw outOfMemory(error) ?? error;
          },
        );
      },
      options.compiledSelect === true && !options.schema,
    );
  }

  async close(): Promise<void> {
    // Serving instances are shared by every connector of the file and stay open; an in-memory
    // database and a loader's exclusive session end here.
    const memory = this.memory;
    this.memory = null;
    if (memory) (await memory).closeSync();
    const exclusive = this.exclusiveLease;
    this.exclusiveLease = null;
    if (exclusive) (await exclusive).release();
  }
}

/**
 * Refuses `sql` unless every statement in it is a read, by DuckDB's own parser and binder
 * (statement types of the prepared statements), not by guessing from the text. The file is open
 * READ_ONLY without external access as well; this check gives the clear message, and also covers
 * what READ_ONLY allows (temporary tables, SET, ...).
 */
async function refuseWrites(connection: DuckDBConnection, sql: string): Promise<void> {
  const extracted = await connection.extractStatements(sql);
  for (let index = 0; index < extracted.count; index++) {
    const prepared = await extracted.prepare(index);
    const type = prepared.statementType;
    prepared.destroySync();
    if (!READ_STATEMENTS.has(type)) {
      const name = StatementType[type] ?? String(type);
      throw new ConnectorError(
        'QUERY_FAILED',
        `This database is read-only: ${name} statements are refused because the database does not allow DML (allow_dml is off). Only SELECT and EXPLAIN may run.`,
      );
    }
  }
}

/**
 * The URI's options, keys in lower case, checked: only ALLOWED_CONFIG, with `memory_limit` in
 * bytes and `threads` a count (instanceSettings keeps them at or under the server's limits).
 */
export function duckdbUriConfig(config: Readonly<Record<string, string>>): Record<string, string> {
  const normalised: Record<string, string> = {};
  for (const [key, value] of Object.entries(config)) normalised[key.toLowerCase()] = value;
  const refused = Object.keys(normalised).filter((key) => !ALLOWED_CONFIG.has(key));
  if (refused.length > 0) {
    throw new ConnectorError(
      'BAD_URI',
      `DuckDB option(s) ${refused.join(', ')} cannot be set from the URI; allowed: ${[...ALLOWED_CONFIG].join(', ')}.`,
    );
  }
  if (normalised.memory_limit !== undefined) {
    try {
      normalised.memory_limit = String(parseByteSize('memory_limit', normalised.memory_limit, 0));
    } catch (error) {
      throw new ConnectorError('BAD_URI', `DuckDB option ${describe(error)}`, { cause: error });
    }
  }
  if (normalised.threads !== undefined && !/^[1-9]\d{0,3}$/.test(normalised.threads.trim())) {
    throw new ConnectorError('BAD_URI', 'DuckDB option threads must be a whole number above 0.');
  }
  return normalised;
}

/**
 * What converting one answer may cost here (duckdb-results.ts): a quarter of TESSERA_QUERY_MEMORY,
 * since the JSON body and the cache hold copies of it too.
 */
function resultBudget(): number {
  return Math.floor(engineLimits().memoryBytes / 4);
}

/**
 * DuckDB's "Out of Memory Error", or an answer too large to convert, in our words: the query hit
 * TESSERA_QUERY_MEMORY.
 */
function outOfMemory(error: unknown): ConnectorError | null {
  const cause = error instanceof ConnectorError ? error.cause : error;
  if (cause instanceof ConnectorError && cause.code === 'OUT_OF_MEMORY') return cause;
  if (cause instanceof ResultTooLargeError) {
    return new ConnectorError(
      'OUT_OF_MEMORY',
      `The query's answer is larger than this server holds for one query (TESSERA_QUERY_MEMORY = ${formatBytes(engineLimits().memoryBytes)}); return fewer rows, or smaller values (long lists or strings), by aggregating or filtering.`,
      { cause },
    );
  }
  if (!/Out of Memory Error/i.test(describe(error))) return null;
  return new ConnectorError(
    'OUT_OF_MEMORY',
    `The query needed more memory than this server allows (TESSERA_QUERY_MEMORY = ${formatBytes(engineLimits().memoryBytes)}); aggregate or filter the data so that less of it is held at once.`,
    { cause: error },
  );
}

/** Statements kept per pooled connection. */
const MAX_STATEMENTS = 64;

/** Runs `sql` through the statement prepared on this connection before, preparing it the first time. */
async function runPrepared(
  pooled: PooledConnection,
  sql: string,
  values: DuckDBValue[] | undefined,
): Promise<DuckDBMaterializedResult> {
  let statement = pooled.statements.get(sql);
  if (statement) {
    pooled.statements.delete(sql); // re-inserted below: the map stays oldest first
  } else {
    statement = await pooled.connection.prepare(sql);
    const oldest =
      pooled.statements.size >= MAX_STATEMENTS ? pooled.statements.keys().next().value : undefined;
    if (oldest !== undefined) {
      pooled.statements.get(oldest)?.destroySync();
      pooled.statements.delete(oldest);
    }
  }
  pooled.statements.set(sql, statement);
  if (values) statement.bind(values);
  else statement.clearBindings();
  return statement.run();
}

/** A lease of a private instance (in-memory, or a loader's exclusive one): connections are not kept. */
function unpooled(instance: DuckDBInstance): DuckDBLease {
  return {
    instance,
    connect: async () => ({ connection: await instance.connect(), statements: new Map() }),
    finish: (pooled) => closePooled(pooled),
    release: () => {},
  };
}

/**
 * DuckDB's "Permission Error" when a statement reaches outside the file (read_csv, COPY, ATTACH,
 * INSTALL, SET of a locked option), said in our words: data sources have external access off.
 */
async function explainRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!/^Permission Error/i.test(describe(error))) throw error;
    throw new ConnectorError(
      'QUERY_FAILED',
      `DuckDB data sources cannot reach files, other databases or the network, nor change settings (external access is off): ${describe(error)}`,
      { cause: error },
    );
  }
}

function isInterrupt(error: unknown): boolean {
  return /interrupt/i.test(describe(error));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
