/**
 * A SQL Lab query as a datasource (Superset's `Query` model acting as an ExploreMixin): the
 * query's SQL is the FROM clause, wrapped as a subquery exactly as a virtual dataset's is, its
 * result columns are the columns, and it has no saved metrics. SQL Lab's "Create chart" opens
 * Explore on it (`datasource: "<id>__query"`), and chart data runs against it until the user
 * saves it as a real dataset.
 *
 * Who may use it: the user who ran the query, or an admin — and, like SQL Lab itself, only while
 * they hold the whole database (admin, all_database_access, all_datasource_access or
 * database_access on it). A query of someone else answers 404, not 403, so ids cannot be probed.
 */
import type { Kysely } from 'kysely';
import { ApiError } from '../errors';
import { hasPermission, isAdmin } from '../security/permissions';
import type { CurrentUser } from '../security/users';
import type { QueryRow } from '../sqllab/query-repository';
import { firstKeyword, READ_KEYWORDS, splitStatements } from '../sqllab/statements';
import type { Database, DatabaseRow, DatasetColumnRow } from '../store/schema';
import type { LoadedDatasource } from './datasource';

/** One result column as SQL Lab stores it in the query's extra (`extra.columns`). */
export interface QueryResultColumn {
  readonly column_name: string;
  readonly type: string | null;
  /** Superset's GenericDataType (0 numeric, 1 string, 2 temporal, 3 boolean), when known. */
  readonly type_generic: number | null;
  readonly is_dttm: boolean;
}

export interface LoadedQuerySource {
  readonly query: QueryRow;
  readonly database: DatabaseRow;
  readonly columns: readonly QueryResultColumn[];
  /** The SELECT that becomes the subquery (the script's last statement, without its `;`). */
  readonly sql: string | null;
}

/** Why a query cannot act as a datasource, in the words the chart-data error shows. */
export const QUERY_NOT_FINISHED =
  'The query did not finish successfully. Run it again in SQL Lab, then create a chart from its results.';
export const QUERY_NOT_SELECT =
  'Only a query whose last statement is a SELECT can be explored. Run a SELECT in SQL Lab, then create a chart from its results.';

function parseExtra(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The result columns kept in the query's extra (written by sqllab/execute.ts on success). */
export function resultColumnsOf(extraJson: string | null): QueryResultColumn[] {
  const raw = parseExtra(extraJson).columns;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const column = item as Record<string, unknown>;
    const name = typeof column.column_name === 'string' ? column.column_name : column.name;
    if (typeof name !== 'string' || name === '') return [];
    return [
      {
        column_name: name,
        type: typeof column.type === 'string' ? column.type : null,
        type_generic: typeof column.type_generic === 'number' ? column.type_generic : null,
        is_dttm: column.is_dttm === true,
      },
    ];
  });
}

/**
 * The statement a chart wraps: the last of the script, when it reads (SELECT or WITH). Earlier
 * statements (a CREATE TEMP TABLE, say) are not run again for a chart, as Superset does not.
 */
export function exploreSqlOf(sql: string): string | null {
  const last = splitStatements(sql)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .at(-1);
  if (!last || !READ_KEYWORDS.has(firstKeyword(last))) return null;
  return last;
}

export async function loadQuerySource(
  db: Kysely<Database>,
  id: number | string,
): Promise<LoadedQuerySource | null> {
  if (!(typeof id === 'number' || /^\d+$/.test(id))) return null;
  const query = await db.selectFrom('query').selectAll().where('id', '=', Number(id)).executeTakeFirst();
  if (!query) return null;
  const database = await db
    .selectFrom('dbs')
    .selectAll()
    .where('id', '=', query.database_id)
    .executeTakeFirst();
  if (!database) return null;
  return { query, database, columns: resultColumnsOf(query.extra_json), sql: exploreSqlOf(query.sql) };
}

/** The query's owner or an admin, holding the whole database as SQL Lab requires. */
export function canAccessQuerySource(user: CurrentUser, source: LoadedQuerySource): boolean {
  const { query, database } = source;
  if (isAdmin(user)) return true;
  if (query.user_id === null || query.user_id !== user.id) return false;
  return (
    hasPermission(user, 'all_database_access', 'all_database_access') ||
    hasPermission(user, 'all_datasource_access', 'all_datasource_access') ||
    hasPermission(user, 'database_access', `[${database.database_name}].(id:${database.id})`)
  );
}

/** The name Superset shows for a query source: its SQL Lab tab, else a generic one. */
export function querySourceName(query: Pick<QueryRow, 'tab_name' | 'id'>): string {
  return query.tab_name?.trim() || `Query ${query.id}`;
}

/**
 * The query as the chart-data engine's datasource: a virtual dataset (its SQL as the subquery)
 * with the result columns and no metrics, never cached past a change of the query row.
 */
export function asLoadedDatasource(source: LoadedQuerySource): LoadedDatasource {
  const { query, database } = source;
  const columns: DatasetColumnRow[] = source.columns.map((column, index) => ({
    id: index + 1,
    uuid: '',
    table_id: query.id,
    column_name: column.column_name,
    verbose_name: null,
    is_dttm: column.is_dttm ? 1 : 0,
    is_active: 1,
    type: column.type,
    advanced_data_type: null,
    groupby: 1,
    filterable: 1,
    expression: null,
    description: null,
    python_date_format: null,
    extra: null,
  }));
  return {
    dataset: {
      id: query.id,
      uuid: '',
      database_id: database.id,
      catalog: query.catalog,
      schema: query.schema,
      table_name: querySourceName(query),
      sql: source.sql,
      main_dttm_col: source.columns.find((c) => c.is_dttm)?.column_name ?? null,
      description: null,
      default_endpoint: null,
      offset: 0,
      cache_timeout: null,
      params: null,
      template_params: null,
      extra: null,
      filter_select_enabled: 1,
      fetch_values_predicate: null,
      normalize_columns: 0,
      always_filter_main_dttm: 0,
      is_managed_externally: 0,
      external_url: null,
      created_on: query.changed_on,
      changed_on: query.changed_on,
      created_by_fk: query.user_id,
      changed_by_fk: query.user_id,
    },
    database,
    columns,
    metrics: [],
  };
}

/**
 * The chart-data engine's entry: the query `id` as a datasource for `user`. 404 when it does not
 * exist or is not theirs; 400 when it did not succeed or its last statement does not read.
 */
export async function loadQueryAsDatasource(
  db: Kysely<Database>,
  user: CurrentUser,
  id: number | string,
): Promise<LoadedDatasource> {
  const source = await loadQuerySource(db, id);
  if (!source || !canAccessQuerySource(user, source)) {
    throw new ApiError('DATASOURCE_NOT_FOUND', { datasource: String(id) });
  }
  if (source.query.status !== 'success')
    throw new ApiError('CHART_DATA_INVALID', { detail: QUERY_NOT_FINISHED });
  if (!source.sql) throw new ApiError('CHART_DATA_INVALID', { detail: QUERY_NOT_SELECT });
  return asLoadedDatasource(source);
}
