/**
 * /api/v1/sqllab (Superset's SqlLabRestApi): execute a query, read an asynchronous query's
 * results, download a query's rows as CSV and format SQL. The work is in sqllab/.
 */

import { decodeRison } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { format as formatSql, type SqlLanguage } from 'sql-formatter';
import { z } from 'zod';
import { maxResultBytes } from '../engine/execute-request';
import { CSV_MIMETYPE, toCsv } from '../engine/export-formats';
import { stringifyCapped } from '../engine/result-size';
import { GenericDataType } from '../engine/types';
import { ApiError, notFound } from '../errors';
import { registerJobKind } from '../jobs/job-kinds';
import { anyObject, errorAnswers, fileAnswer, jsonText } from '../openapi/schemas';
import { engineOfDatabase } from '../repositories/databases';
import { isAdmin } from '../security/permissions';
import type { CurrentUser } from '../security/users';
import { sqllabDatabase } from '../sqllab/access';
import { executeSql, runRecordedQuery, setBackgroundRunner } from '../sqllab/execute';
import {
  findQuery,
  findQueryByClientId,
  findQueryByResultsKey,
  newClientId,
  type QueryRow,
  queryDict,
} from '../sqllab/query-repository';
import { abortOnDisconnect } from './chart-data';
import { contextOf } from './list/request';

const SQLLAB_JOB_KIND = 'sqllab_query';

const executeSchema = z.looseObject({
  database_id: z.number().int(),
  sql: z.string().min(1, 'SQL is required.'),
  client_id: z.string().min(1).max(64).nullish(),
  queryLimit: z.number().int().nullish(),
  sql_editor_id: z.string().nullish(),
  schema: z.string().nullish(),
  catalog: z.string().nullish(),
  tab: z.string().nullish(),
  runAsync: z.boolean().nullish(),
  select_as_cta: z.boolean().nullish(),
  tmp_table_name: z.string().nullish(),
});

const formatSchema = z.looseObject({
  sql: z.string(),
  engine: z.string().nullish(),
  database_id: z.number().int().nullish(),
});

/** sql-formatter's language for each backend; the generic one otherwise. */
const FORMAT_LANGUAGES: Readonly<Record<string, SqlLanguage>> = {
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  trino: 'trino',
  clickhouse: 'clickhouse',
  clickhousedb: 'clickhouse',
};

/** The query row a user may read: their own, or any for admins and all_query_access. */
async function ownQuery(request: FastifyRequest, row: QueryRow | undefined): Promise<QueryRow> {
  const user = request.user as CurrentUser;
  if (!row) throw notFound();
  const seesAll = isAdmin(user) || user.permissions.has('all_query_access|all_query_access');
  if (!seesAll && row.user_id !== user.id) throw notFound();
  return row;
}

const resultsGone = () =>
  new ApiError('SQLLAB_RESULTS_EXPIRED', {
    detail: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
  });

const resultsQuery = z.looseObject({
  key: z.string().optional().describe('The results key'),
  q: z.string().optional().describe('Rison `(key:…)`, as Superset sends it'),
});

function resultsKeyOf(query: z.output<typeof resultsQuery>): string | null {
  if (typeof query.key === 'string' && query.key) return query.key;
  if (typeof query.q === 'string') {
    try {
      const decoded = decodeRison(query.q) as { key?: unknown } | null;
      if (decoded && typeof decoded.key === 'string') return decoded.key;
    } catch {
      return null;
    }
  }
  return null;
}

/** SQL Lab's answer: the rows, their columns and the query (Superset's execute payload). */
const sqllabAnswer = z
  .looseObject({
    status: z.string(),
    query_id: z.number(),
    data: z.array(anyObject),
    columns: z.array(z.looseObject({ name: z.string() })),
    query: anyObject,
  })
  .partial()
  .describe("The query's state and, once done, its rows");

interface CachedAnswer {
  readonly data?: Record<string, unknown>[];
  readonly columns?: { name: string; type_generic?: number; is_dttm?: boolean }[];
  readonly query?: Record<string, unknown>;
}

export default async function sqllabRoutes(app: FastifyInstance): Promise<void> {
  registerJobKind(SQLLAB_JOB_KIND, async ({ app: jobApp, payload, signal }) => {
    const queryId = (payload as { query_id: number }).query_id;
    await runRecordedQuery(jobApp, queryId, signal);
    const query = await findQuery(jobApp.store, queryId);
    return { result_url: `/api/v1/sqllab/results/?key=${query?.results_key ?? ''}` };
  });
  setBackgroundRunner(async (runApp, queryId, userId) => {
    const service = runApp.asyncQueries;
    if (service) await service.submit(userId, `sqllab-${userId}`, { query_id: queryId }, SQLLAB_JOB_KIND);
    else await runRecordedQuery(runApp, queryId);
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/v1/sqllab/execute/',
    {
      preHandler: app.authorize('can_execute_sql_query', 'SQLLab'),
      schema: {
        summary: 'Run SQL (synchronously, or in the background with `runAsync`)',
        body: executeSchema,
        response: {
          200: jsonText(sqllabAnswer),
          202: jsonText(sqllabAnswer.describe('Started in the background: poll the query')),
          ...errorAnswers(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const database = await sqllabDatabase(app, contextOf(request), body.database_id);
      const clientId = body.client_id || newClientId();
      if (await findQueryByClientId(app.store, clientId)) {
        throw new ApiError('BAD_REQUEST', { detail: `A query with client_id ${clientId} already ran.` });
      }
      const outcome = await executeSql(
        app,
        request.user!.id,
        database,
        {
          sql: body.sql,
          clientId,
          schema: body.schema ?? null,
          catalog: body.catalog ?? null,
          queryLimit: body.queryLimit ?? null,
          runAsync: body.runAsync === true,
          tab: body.tab ?? null,
          sqlEditorId: body.sql_editor_id ?? null,
          selectAsCta: body.select_as_cta === true,
          tmpTableName: body.tmp_table_name ?? null,
        },
        abortOnDisconnect(reply),
      );
      return reply.status(outcome.status).type('application/json; charset=utf-8').send(outcome.answer.text);
    },
  );

  // An answer by results_key (?key= or Superset's ?q=(key:…)), refreshed with the query's state.
  typed.get(
    '/api/v1/sqllab/results/',
    {
      preHandler: app.authorize('can_get_results', 'SQLLab'),
      schema: {
        summary: "A background query's results",
        querystring: resultsQuery,
        response: { 200: jsonText(sqllabAnswer), ...errorAnswers(400, 401, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      const key = resultsKeyOf(request.query);
      if (!key) throw new ApiError('BAD_REQUEST', { detail: 'The results key is required (?key=…).' });
      const row = await findQueryByResultsKey(app.store, key);
      const query = await ownQuery(request, row);
      const hit = await app.resultCache.get<Record<string, unknown>>(key);
      if (!hit) throw resultsGone();
      const answer = { ...hit.value, query: await queryDict(app.store, query) };
      return reply.type('application/json; charset=utf-8').send(stringifyCapped(answer, maxResultBytes(app)));
    },
  );

  typed.get(
    '/api/v1/sqllab/export/:client_id/',
    {
      preHandler: app.authorize('can_export_csv', 'SQLLab'),
      schema: {
        summary: "Download a query's rows as CSV",
        params: z.object({ client_id: z.string().describe("The query's client id") }),
        response: { 200: fileAnswer('text/csv', 'The rows as CSV'), ...errorAnswers(401, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      const { client_id: clientId } = request.params;
      const query = await ownQuery(request, await findQueryByClientId(app.store, clientId));
      const hit = query.results_key ? await app.resultCache.get<CachedAnswer>(query.results_key) : null;
      if (!hit?.value.data || !hit.value.columns) throw resultsGone();
      const columns = hit.value.columns;
      // Temporal values are ISO text already in SQL Lab's answers.
      const csv = toCsv(
        {
          colnames: columns.map((c) => c.name),
          coltypes: columns.map(() => GenericDataType.STRING),
          data: hit.value.data,
        },
        maxResultBytes(app),
      );
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const name = `${(query.tab_name || 'query').replace(/[^\w.-]+/g, '_')}_${stamp}.csv`;
      return reply
        .header('content-type', CSV_MIMETYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  typed.post(
    '/api/v1/sqllab/format_sql/',
    {
      preHandler: app.authorize('can_format_sql', 'SQLLab'),
      schema: {
        summary: 'Format SQL in the dialect of an engine or a database',
        body: formatSchema,
        response: { 200: z.object({ result: z.string() }), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      let engine = body.engine ?? null;
      if (!engine && body.database_id) engine = await engineOfDatabase(app.store, body.database_id);
      const language = (engine && FORMAT_LANGUAGES[engine.toLowerCase()]) || 'sql';
      try {
        return { result: formatSql(body.sql, { language, keywordCase: 'upper' }) };
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new ApiError('BAD_REQUEST', { detail: `The SQL could not be formatted: ${reason}` });
      }
    },
  );
}
