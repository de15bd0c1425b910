import Database from 'better-sqlite3';
import { bigintToJson, genericTypeOf, tableColumn, temporalTextToEpochMs } from '../type-mapping';
import type {
  Connector,
  ExecuteOptions,
  QueryParameter,
  ResultColumn,
  ResultSet,
  TableColumn,
} from '../types';
import { GenericDataType } from '../types';
import { ConnectorError, cancelled, queryFailed, timedOut } from './errors';

export interface SQLiteConnectorOptions {
  /** File path, or `:memory:`. */
  readonly path: string;
  /** Data sources open read-only unless the database allows DML. */
  readonly readonly?: boolean;
}

/**
 * SQLite through better-sqlite3. The driver is synchronous, so a running statement cannot be
 * interrupted from JavaScript: the timeout and the abort signal are checked before the query and
 * between result rows, which bounds long scans that stream rows but not one long aggregation.
 */
export class SQLiteConnector implements Connector {
  readonly engine = 'sqlite';
  private db: Database.Database | null = null;

  constructor(private readonly options: SQLiteConnectorOptions) {}

  private open(): Database.Database {
    if (!this.db) {
      const { path, readonly = true } = this.options;
      let db: Database.Database;
      try {
        // Never creates a file: the registry has checked that this one exists (file-policy.ts).
        db = new Database(path, { readonly: readonly && path !== ':memory:', fileMustExist: true });
      } catch (error) {
        throw new ConnectorError(
          'CONNECTION_FAILED',
          'Could not open the SQLite database: the file is not a SQLite database or cannot be read.',
          { cause: error },
        );
      }
      // Views and triggers of the file may not call functions with side effects; a database
      // without DML cannot write even through a pragma.
      db.pragma('trusted_schema = OFF');
      if (readonly) db.pragma('query_only = ON');
      this.db = db;
    }
    return this.db;
  }

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1 AS ok');
  }

  async getSchemas(): Promise<string[]> {
    const result = await this.execute('SELECT name FROM pragma_database_list ORDER BY seq');
    return result.rows.map((row) => String(row.name));
  }

  async getTables(schema: string | null): Promise<string[]> {
    const result = await this.execute(
      "SELECT name FROM pragma_table_list WHERE schema = ? AND type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name",
      [schema || 'main'],
    );
    return result.rows.map((row) => String(row.name));
  }

  async getColumns(schema: string | null, table: string): Promise<TableColumn[]> {
    const result = await this.execute('SELECT name, type FROM pragma_table_info(?, ?) ORDER BY cid', [
      table,
      schema || 'main',
    ]);
    return result.rows.map((row) => tableColumn(String(row.name), String(row.type ?? '')));
  }

  async execute(
    sql: string,
    parameters: readonly QueryParameter[] = [],
    options: ExecuteOptions = {},
  ): Promise<ResultSet> {
    const { timeoutMs = 0, signal } = options;
    if (signal?.aborted) throw cancelled();
    const started = performance.now();
    const db = this.open();
    try {
      // better-sqlite3 offers no authorizer nor SQLITE_LIMIT_ATTACHED: refuse by the statement's
      // first keyword (prepare takes exactly one statement, and these cannot be nested).
      if (FILE_STATEMENT.test(sql)) throw fileStatementRefused();
      const statement = db.prepare(sql);
      const values = parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
      if (!statement.reader) {
        statement.run(...values);
        return { columns: [], rows: [] };
      }
      statement.safeIntegers(true);
      const declared = statement.columns();
      const rows: Record<string, unknown>[] = [];
      for (const raw of statement.iterate(...values) as Iterable<Record<string, unknown>>) {
        if (timeoutMs > 0 && performance.now() - started > timeoutMs) throw timedOut(timeoutMs);
        if (signal?.aborted) throw cancelled();
        rows.push(convertRow(raw));
      }
      const columns = declared.map((column) => describeColumn(column.name, column.type, rows));
      for (const column of columns) {
        if (column.genericType !== GenericDataType.TEMPORAL) continue;
        for (const row of rows) row[column.name] = temporalTextToEpochMs(row[column.name]);
      }
      return { columns, rows };
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      throw queryFailed(error);
    }
  }

  async close(): Promise<void> {
    this.db?.close();
    this.db = null;
  }
}

/** ATTACH opens (and creates) other files; VACUUM INTO writes one; DETACH goes with ATTACH. */
const FILE_STATEMENT = /^(?:\s|;|--[^\n]*(?:\n|$)|\/\*[\s\S]*?(?:\*\/|$))*(?:attach|detach|vacuum)\b/i;

function fileStatementRefused(): ConnectorError {
  return new ConnectorError(
    'QUERY_FAILED',
    'SQLite data sources cannot attach other database files or write files (ATTACH, DETACH and VACUUM are refused).',
  );
}

function convertRow(raw: Record<string, unknown>): Record<string, unknown> {
  for (const key in raw) {
    const value = raw[key];
    if (typeof value === 'bigint') raw[key] = bigintToJson(value);
    else if (Buffer.isBuffer(value)) raw[key] = value.toString('base64');
  }
  return raw;
}

/**
 * SQLite reports a declared type only for plain table columns; an expression such as COUNT(*) has
 * none, so its type comes from the first non-null value.
 */
function describeColumn(
  name: string,
  declared: string | null,
  rows: Record<string, unknown>[],
): ResultColumn {
  if (declared) return { name, type: declared, genericType: genericTypeOf(declared) };
  const sample = rows.find((row) => row[name] !== null && row[name] !== undefined)?.[name];
  if (typeof sample === 'number') return { name, type: 'NUMERIC', genericType: GenericDataType.NUMERIC };
  return { name, type: 'TEXT', genericType: GenericDataType.STRING };
}
