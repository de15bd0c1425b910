/**
 * /api/v1/query: SQL Lab's query history (Superset's QueryRestApi) — the list with rison filters
 * on user, database, status and SQL text, show, related, distinct, `updated_since` (what SQL
 * Lab's client polls) and `stop`. A user sees only their own queries; admins and holders of
 * all_query_access see everyone's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError, notFound } from '../errors';
import { stopRunning } from '../sqllab/execute';
import {
  FINISHED_STATES,
  findQueryByClientId,
  loadQueryItems,
  queryDicts,
  updateQuery,
} from '../sqllab/query-repository';
import { visibleInScope } from './list/access';
import type { ListDefinition } from './list/engine';
import {
  type Condition,
  col,
  dateOperators,
  type ListContext,
  numberOperators,
  relationOperators,
  textOperators,
} from './list/filters';
import { contextOf, parseBody, pkOf } from './list/request';
import { type ResourceApi, registerResourceRoutes, USER_RELATED } from './list/resource-routes';
import { rowExists } from './list/resource-write';

function queryScope(ctx: ListContext): Condition | null {
  if (ctx.isAdmin || ctx.permissions.has('all_query_access|all_query_access')) return null;
  return sql`t.user_id = ${ctx.userId ?? -1}`;
}

export const queryList: ListDefinition = {
  table: 'query',
  title: 'List Query',
  filters: {
    id: numberOperators(col('id')),
    database: relationOperators('database_id'),
    user: relationOperators('user_id'),
    status: textOperators(col('status')),
    sql: textOperators(col('sql')),
    schema: textOperators(col('schema')),
    tab_name: textOperators(col('tab_name')),
    client_id: textOperators(col('client_id')),
    start_time: numberOperators(col('start_time')),
    changed_on: dateOperators(col('changed_on')),
  },
  orderColumns: {
    id: col('id'),
    changed_on: col('changed_on'),
    'database.database_name': sql`(select d.database_name from dbs d where d.id = t.database_id)`,
    rows: col('rows'),
    schema: col('schema'),
    start_time: col('start_time'),
    end_time: col('end_time'),
    sql: col('sql'),
    status: col('status'),
    tab_name: col('tab_name'),
    'user.first_name': sql`(select u.first_name from ab_user u where u.id = t.user_id)`,
  },
  columns: [
    'id',
    'client_id',
    'changed_on',
    'database',
    'database.id',
    'database.database_name',
    'user',
    'user.id',
    'user.first_name',
    'user.last_name',
    'user.username',
    'status',
    'tab_name',
    'sql_editor_id',
    'catalog',
    'schema',
    'sql',
    'select_sql',
    'executed_sql',
    'sql_tables',
    'limit',
    'limiting_factor',
    'select_as_cta',
    'select_as_cta_used',
    'tmp_table_name',
    'tmp_schema_name',
    'progress',
    'rows',
    'error_message',
    'results_key',
    'start_time',
    'start_running_time',
    'end_time',
    'end_result_backend_time',
    'tracking_url',
    'extra',
  ],
  defaultColumns: [
    'id',
    'changed_on',
    'database.database_name',
    'executed_sql',
    'rows',
    'schema',
    'sql',
    'sql_tables',
    'status',
    'tab_name',
    'user.first_name',
    'user.id',
    'user.last_name',
    'start_time',
    'end_time',
    'tmp_table_name',
    'tracking_url',
  ],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  scope: queryScope,
  load: (db, ids) => loadQueryItems(db, ids),
};

const exists = rowExists('query');

export const queryResource: ResourceApi = {
  path: 'query',
  viewMenu: 'Query',
  noun: 'query',
  nounPlural: 'queries',
  list: queryList,
  related: {
    user: USER_RELATED,
    database: { table: 'dbs', text: 'database_name', search: ['database_name'] },
  },
  distinct: { status: 't.status' },
  exists,
  deleteMany: async (db, ids) => {
    if (ids.length > 0)
      await db
        .deleteFrom('query')
        .where('id', 'in', [...ids])
        .execute();
  },
};

const stopSchema = z.looseObject({ client_id: z.string().min(1) });

function lastUpdatedMs(request: FastifyRequest): number {
  const q = (request.query as { q?: string }).q ?? '';
  const match = /last_updated_ms:(\d+(?:\.\d+)?)/.exec(q);
  return match ? Number(match[1]) : 0;
}

export default async function queryRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, queryResource);
  const read = { preHandler: app.authorize('can_read', 'Query') };

  // Superset's client polls this for its running queries: their to_dict() since a moment.
  app.get('/api/v1/query/updated_since', read, async (request) => {
    const since = new Date(lastUpdatedMs(request)).toISOString();
    const scope = queryScope(contextOf(request)) ?? sql`1 = 1`;
    const rows = await sql<{ id: number }>`select t.id from query t
      where t.changed_on > ${since} and ${scope} order by t.changed_on limit 100`.execute(app.store);
    const ids = rows.rows.map((row) => Number(row.id));
    if (ids.length === 0) return { result: [] };
    const found = await app.store.selectFrom('query').selectAll().where('id', 'in', ids).execute();
    return { result: await queryDicts(app.store, found) };
  });

  app.get('/api/v1/query/:pk', read, async (request) => {
    const id = pkOf(request);
    if (!(await visibleInScope(app.store, 'query', id, queryScope(contextOf(request))))) throw notFound();
    const [item] = await loadQueryItems(app.store, [id]);
    if (!item) throw notFound();
    return { id, result: item };
  });

  app.post('/api/v1/query/stop', read, async (request) => {
    const { client_id: clientId } = parseBody(stopSchema, request.body);
    const query = await findQueryByClientId(app.store, clientId);
    if (!query || !(await visibleInScope(app.store, 'query', query.id, queryScope(contextOf(request))))) {
      throw new ApiError('NOT_FOUND');
    }
    if (!FINISHED_STATES.has(query.status)) {
      await updateQuery(app.store, query.id, { status: 'stopped', end_time: Date.now() });
      stopRunning(clientId);
    }
    return { result: 'OK' };
  });
}
