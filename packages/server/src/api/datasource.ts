/**
 * Superset's legacy datasource views that explore's dataset dialogs call (spec 000 points 6–8):
 * - `GET /datasource/get/{type}/{id}/`: the datasource JSON (columns, metrics, verbose_map,
 *   owners, extra …) the change-dataset dialog fetches after Proceed;
 * - `GET /superset/fetch_datasource_metadata?datasourceKey={id}__{type}`: the same JSON;
 * - `POST /superset/sqllab/`: explore's "View in SQL Lab" form post (`form_data` JSON holding
 *   `datasourceKey` and `sql`), answered with a redirect to SQL Lab's own deep link
 *   (`/sqllab/?dbid=&schema=&sql=&title=`, the parameters Superset's SQL Lab reads), so a reload or
 *   a second server process opens the same tab;
 * - `GET /datasource/external_metadata/{type}/{id}/`: the columns the source has now (the table, or
 *   the virtual dataset's SQL), for the editor's "Sync columns from source".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../errors';
import type { Db } from '../repositories/common';
import { physicalColumns, virtualColumns } from '../repositories/connections';
import { datasetVisible } from './list/access';
import { loadDatasourceData } from './list/legacy-datasource';
import { contextOf } from './list/request';

/** Superset's datasource types; only tables (datasets) are stored here. */
const KNOWN_TYPES = new Set(['table', 'dataset', 'query', 'saved_query', 'view']);

function datasourceId(type: string, id: string): number {
  if (!KNOWN_TYPES.has(type)) {
    throw new ApiError('BAD_REQUEST', { detail: `Invalid datasource type: ${type}` });
  }
  if (!/^\d+$/.test(id)) throw new ApiError('BAD_REQUEST', { detail: `Invalid datasource id: ${id}` });
  // Tessera keeps only table datasources; a query or saved query id names nothing here.
  if (type !== 'table' && type !== 'dataset') throw notFound();
  return Number(id);
}

/** `{id}__{type}`, Superset's datasource key. */
export function parseDatasourceKey(key: string): { id: string; type: string } {
  const match = /^(\w+)__(\w+)$/.exec(key.trim());
  if (!match) {
    throw new ApiError('BAD_REQUEST', {
      detail: `Invalid datasourceKey "${key}": expected {id}__{type}, e.g. 3__table`,
    });
  }
  return { id: match[1]!, type: match[2]! };
}

async function visibleDatasource(db: Db, request: FastifyRequest, id: number) {
  if (!(await datasetVisible(db, id, contextOf(request)))) {
    // Superset answers a dataset the user may not read with 403 when it exists.
    const exists = await db.selectFrom('tables').select('id').where('id', '=', id).executeTakeFirst();
    if (exists) throw new ApiError('FORBIDDEN');
    throw notFound();
  }
  const [data] = await loadDatasourceData(db, [id]);
  if (!data) throw notFound();
  return data;
}

/** The form post's fields: Superset posts `form_data` as a JSON string; plain fields work too. */
function readSqlLabForm(body: unknown): { datasourceKey: string | null; sql: string } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  let source: Record<string, unknown> = fields;
  if (typeof fields.form_data === 'string') {
    try {
      const parsed: unknown = JSON.parse(fields.form_data);
      if (typeof parsed === 'object' && parsed !== null) source = parsed as Record<string, unknown>;
    } catch {
      throw new ApiError('BAD_REQUEST', { detail: 'form_data is not valid JSON.' });
    }
  }
  const sql = typeof source.sql === 'string' ? source.sql : '';
  const key = typeof source.datasourceKey === 'string' ? source.datasourceKey : null;
  return { datasourceKey: key, sql };
}

export default async function datasourceRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'Datasource') };

  app.get('/datasource/get/:type/:id/', read, async (request) => {
    const { type, id } = request.params as { type: string; id: string };
    return visibleDatasource(app.store, request, datasourceId(type, id));
  });

  app.get('/datasource/external_metadata/:type/:id/', read, async (request) => {
    const { type, id } = request.params as { type: string; id: string };
    const data = await visibleDatasource(app.store, request, datasourceId(type, id));
    const databaseId = (data.database as { id?: number } | null)?.id;
    if (databaseId === undefined) throw notFound();
    const schema = typeof data.schema === 'string' ? data.schema : null;
    const { store, config } = app;
    try {
      return typeof data.sql === 'string' && data.sql.trim()
        ? await virtualColumns(store, config.secretKey, databaseId, data.sql)
        : await physicalColumns(store, config.secretKey, databaseId, schema, String(data.table_name));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Superset's DatasetMetadataError names why the source could not be read.
      throw new ApiError('BAD_REQUEST', { detail: `Unable to load the columns of the source: ${reason}` });
    }
  });

  app.get('/superset/fetch_datasource_metadata', read, async (request) => {
    const key = (request.query as { datasourceKey?: unknown }).datasourceKey;
    if (typeof key !== 'string' || !key) {
      throw new ApiError('BAD_REQUEST', { detail: 'The datasourceKey parameter is required, e.g. 3__table' });
    }
    const { id, type } = parseDatasourceKey(key);
    return visibleDatasource(app.store, request, datasourceId(type, id));
  });

  app.post(
    '/superset/sqllab/',
    // A browser form post cannot send the X-CSRFToken header; it carries the token as the
    // `csrf_token` field instead (Superset's postForm does the same), checked here.
    { preHandler: app.authorize('can_sqllab', 'Superset'), config: { csrfExempt: true } },
    async (request, reply) => {
      if (request.authMethod === 'session') {
        const token = (request.body as { csrf_token?: unknown } | null)?.csrf_token;
        if (typeof token !== 'string' || !token) throw new ApiError('CSRF_MISSING');
        if (!request.sessionId || !app.tokens.checkCsrfToken(request.sessionId, token)) {
          throw new ApiError('CSRF_INVALID');
        }
      }
      const { datasourceKey, sql } = readSqlLabForm(request.body);
      const params = new URLSearchParams();
      if (datasourceKey) {
        const { id, type } = parseDatasourceKey(datasourceKey);
        const data = await visibleDatasource(app.store, request, datasourceId(type, id));
        const database = data.database as { id?: number } | null;
        if (database?.id !== undefined) params.set('dbid', String(database.id));
        if (typeof data.schema === 'string' && data.schema) params.set('schema', data.schema);
        params.set('title', `${String(data.table_name)} (explore)`);
      }
      if (sql) params.set('sql', sql);
      // 303: the browser follows with a GET of the SPA route, which opens the tab.
      return reply.redirect(`/sqllab/?${params.toString()}`, 303);
    },
  );
}
