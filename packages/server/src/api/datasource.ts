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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccessQuerySource, loadQuerySource, querySourceName } from '../engine/query-datasource';
import { ApiError, notFound } from '../errors';
import { anyObject, errorAnswers } from '../openapi/schemas';
import type { Db } from '../repositories/common';
import { physicalColumns, virtualColumns } from '../repositories/connections';
import { datasetVisible } from '../repositories/list/access';
import { loadDatasourceData } from './list/legacy-datasource';
import { contextOf } from './list/request';
import { rowExists } from './list/resource-write';

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
    if (await datasetExists(db, id)) throw new ApiError('FORBIDDEN');
    throw notFound();
  }
  const [data] = await loadDatasourceData(db, [id]);
  if (!data) throw notFound();
  return data;
}

/** The form post's fields: Superset posts `form_data` as a JSON string; plain fields work too. */
/** The fields SQL Lab's form post may carry; JSON or url-encoded, others are ignored. */
const sqlLabFields = z.looseObject({
  csrf_token: z.unknown().optional(),
  form_data: z.unknown().optional(),
  datasourceKey: z.unknown().optional(),
  sql: z.unknown().optional(),
});

/** A form's fields: anything but an object (no body, an array) reads as an empty form. */
function formFields(value: unknown): z.output<typeof sqlLabFields> {
  const parsed = sqlLabFields.safeParse(value);
  return parsed.success ? parsed.data : {};
}

function readSqlLabForm(fields: z.output<typeof sqlLabFields>): {
  datasourceKey: string | null;
  sql: string;
} {
  let source = fields;
  if (typeof fields.form_data === 'string') {
    try {
      const parsed: unknown = JSON.parse(fields.form_data);
      if (typeof parsed === 'object' && parsed !== null) source = formFields(parsed);
    } catch {
      throw new ApiError('BAD_REQUEST', { detail: 'form_data is not valid JSON.' });
    }
  }
  const sql = typeof source.sql === 'string' ? source.sql : '';
  const key = typeof source.datasourceKey === 'string' ? source.datasourceKey : null;
  return { datasourceKey: key, sql };
}

const datasetExists = rowExists('tables');

/** `/{type}/{id}/`: checked by datasourceId, which answers Superset's 400 messages. */
const datasourceParams = z.object({
  type: z.string().describe('`table` (or `dataset`); other kinds are not stored here'),
  id: z.string().describe('The numeric id of the dataset'),
});

/** The datasource JSON explore reads (Superset's `SqlaTable.data`). */
const datasourceData = z
  .looseObject({
    id: z.number(),
    type: z.string(),
    name: z.string(),
    table_name: z.string(),
    schema: z.string().nullable(),
    sql: z.string().nullable(),
    columns: z.array(anyObject),
    metrics: z.array(anyObject),
    verbose_map: anyObject,
    database: anyObject.nullable(),
  })
  .partial()
  .describe('A datasource as explore reads it');

const sourceColumn = z.object({ column_name: z.string(), type: z.string(), is_dttm: z.boolean() });

export default async function datasourceRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Datasource');
  const errors = errorAnswers(400, 401, 403, 404);

  typed.get(
    '/datasource/get/:type/:id/',
    {
      preHandler: read,
      schema: {
        summary: 'A datasource with its columns and metrics (legacy view)',
        params: datasourceParams,
        response: { 200: datasourceData, ...errors },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return visibleDatasource(app.store, request, datasourceId(type, id));
    },
  );

  typed.get(
    '/datasource/external_metadata/:type/:id/',
    {
      preHandler: read,
      schema: {
        summary: 'The columns the source has now (for "Sync columns from source")',
        params: datasourceParams,
        response: { 200: z.array(sourceColumn), ...errors },
      },
    },
    async (request) => {
      const { type, id } = request.params;
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
    },
  );

  typed.get(
    '/superset/fetch_datasource_metadata',
    {
      preHandler: read,
      schema: {
        summary: 'A datasource by its key (legacy view)',
        querystring: z.looseObject({
          datasourceKey: z.string().optional().describe('`{id}__{type}`, e.g. `3__table` (required)'),
        }),
        response: { 200: datasourceData, ...errors },
      },
    },
    async (request) => {
      const key = request.query.datasourceKey;
      if (typeof key !== 'string' || !key) {
        throw new ApiError('BAD_REQUEST', {
          detail: 'The datasourceKey parameter is required, e.g. 3__table',
        });
      }
      const { id, type } = parseDatasourceKey(key);
      return visibleDatasource(app.store, request, datasourceId(type, id));
    },
  );

  typed.post(
    '/superset/sqllab/',
    // A browser form post cannot send the X-CSRFToken header; it carries the token as the
    // `csrf_token` field instead (Superset's postForm does the same), checked here.
    {
      preHandler: app.authorize('can_sqllab', 'Superset'),
      config: { csrfExempt: true },
      // No body schema: a browser form (url-encoded `form_data` JSON and `csrf_token`), read by
      // readSqlLabForm; an empty form still opens SQL Lab.
      schema: {
        summary: 'Open a datasource\'s SQL in SQL Lab (explore\'s "View in SQL Lab" form post)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          303: z.null().describe('Redirect to `/sqllab/?dbid=&schema=&sql=&title=`'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const fields = formFields(request.body);
      if (request.authMethod === 'session') {
        const token = fields.csrf_token;
        if (typeof token !== 'string' || !token) throw new ApiError('CSRF_MISSING');
        if (!request.sessionId || !app.tokens.checkCsrfToken(request.sessionId, token)) {
          throw new ApiError('CSRF_INVALID');
        }
      }
      const { datasourceKey, sql } = readSqlLabForm(fields);
      const params = new URLSearchParams();
      if (datasourceKey) {
        const { id, type } = parseDatasourceKey(datasourceKey);
        if (type === 'query') {
          // Explore's "View in SQL Lab" on a query source: back to its database and schema.
          const source = await loadQuerySource(app.store, id);
          if (!source || !request.user || !canAccessQuerySource(request.user, source)) throw notFound();
          params.set('dbid', String(source.database.id));
          if (source.query.schema) params.set('schema', source.query.schema);
          params.set('title', `${querySourceName(source.query)} (explore)`);
          if (sql) params.set('sql', sql);
          return reply.redirect(`/sqllab/?${params.toString()}`, 303);
        }
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
