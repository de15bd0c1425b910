/**
 * GET /api/v1/explore/?datasource_id=&datasource_type= (Superset's ExploreRestApi.get): what
 * Explore opens, as `{result: {dataset, form_data, slice, message}}`.
 *
 * - `datasource_type=query`: a SQL Lab query as the source (engine/query-datasource.ts); the
 *   dataset is Superset's `Query.data` — the SQL, the database, the result columns, no metrics,
 *   `type: "query"`. Its owner (or an admin) only; anyone else gets 404.
 * - `datasource_type=table` (the default): the dataset's datasource JSON, as
 *   /datasource/get/table/{id}/ answers it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccessQuerySource, loadQuerySource, querySourceName } from '../engine/query-datasource';
import { ApiError, notFound } from '../errors';
import { errorAnswers } from '../openapi/schemas';
import { datasetExists } from '../repositories/datasets';
import { datasetVisible } from '../repositories/list/access';
import { backendOf } from '../repositories/secrets';
import { loadDatasourceData } from './list/legacy-datasource';
import { contextOf } from './list/request';

const exploreQuery = z.looseObject({
  datasource_id: z.coerce.number().int().positive().describe('The dataset or SQL Lab query id'),
  datasource_type: z.enum(['table', 'query']).default('table').describe('table (a dataset) or query'),
});

const exploreAnswer = z.object({
  result: z.object({
    dataset: z.record(z.string(), z.unknown()),
    form_data: z.record(z.string(), z.unknown()),
    slice: z.null(),
    message: z.string().nullable(),
  }),
});

export default async function exploreRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/v1/explore/',
    {
      preHandler: app.authorize('can_read', 'Explore'),
      schema: {
        summary: 'What Explore opens for a dataset or a SQL Lab query',
        querystring: exploreQuery,
        response: { 200: exploreAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { datasource_id: id, datasource_type: type } = request.query;
      const dataset = type === 'query' ? await queryData(id) : await tableData(id);
      return {
        result: { dataset, form_data: { datasource: `${id}__${type}` }, slice: null, message: null },
      };

      async function queryData(queryId: number): Promise<Record<string, unknown>> {
        const source = await loadQuerySource(app.store, queryId);
        if (!source || !request.user || !canAccessQuerySource(request.user, source)) throw notFound();
        const { query, database, columns } = source;
        return {
          id: query.id,
          type: 'query',
          name: querySourceName(query),
          sql: source.sql ?? query.sql,
          columns: columns.map((column) => ({ ...column, groupby: true, filterable: true })),
          metrics: [],
          owners: query.user_id === null ? [] : [{ id: query.user_id }],
          database: {
            id: database.id,
            database_name: database.database_name,
            backend: backendOf(database.sqlalchemy_uri),
          },
          catalog: query.catalog,
          schema: query.schema,
          main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
          verbose_map: {},
          order_by_choices: columns.flatMap((c) => [
            [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
            [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
          ]),
        };
      }

      async function tableData(datasetId: number): Promise<Record<string, unknown>> {
        if (!(await datasetVisible(app.store, datasetId, contextOf(request)))) {
          if (await datasetExists(app.store, datasetId)) throw new ApiError('FORBIDDEN');
          throw notFound();
        }
        const [data] = await loadDatasourceData(app.store, [datasetId]);
        if (!data) throw notFound();
        return data;
      }
    },
  );
}
