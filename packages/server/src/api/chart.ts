/** /api/v1/chart: list, show, create, update, delete, favourites (Superset's ChartRestApi). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { ApiError, notFound } from '../errors';
import {
  type ChartInput,
  createChart,
  deleteCharts,
  loadChartItems,
  updateChart,
} from '../repositories/charts';
import { AUDIT_COLUMNS, type Db, FAVORITE_CLASS, OWNER_COLUMNS, unknownUsers } from '../repositories/common';
import { unknownDashboards } from '../repositories/dashboards';
import { chartScope, chartVisible, datasetVisible } from './list/access';
import type { ListDefinition } from './list/engine';
import { registerFavstar } from './list/favstar';
import {
  anyOf,
  asBool,
  col,
  createdByMeOperator,
  favoriteOperator,
  type ListContext,
  manyRelationOperators,
  numberOperators,
  relationOperators,
  textOperators,
} from './list/filters';
import { contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes, USER_RELATED } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { idList, jsonText, optionalText, uuidText } from './list/schemas';

const datasetName = sql`(select d.table_name from tables d where d.id = t.datasource_id)`;
const changedByName = sql`(select u.first_name from ab_user u where u.id = t.changed_by_fk)`;

const allText: ListDefinition['filters'][string] = {
  chart_all_text: (value) => {
    const pattern = `%${String(value).toLowerCase()}%`;
    return anyOf([
      sql`lower(t.slice_name) like ${pattern}`,
      sql`lower(coalesce(t.description, '')) like ${pattern}`,
      sql`lower(t.viz_type) like ${pattern}`,
      sql`lower(coalesce(${datasetName}, '')) like ${pattern}`,
    ]);
  },
};

export const chartList: ListDefinition = {
  table: 'slices',
  title: 'List Slice',
  filters: {
    id: {
      ...numberOperators(col('id')),
      chart_is_favorite: favoriteOperator(FAVORITE_CLASS.chart),
      chart_is_certified: (v) => (asBool(v) ? sql`t.certified_by is not null` : sql`t.certified_by is null`),
      chart_owned_created_favored_by_me: (_v, ctx) =>
        anyOf([
          sql`t.created_by_fk = ${ctx.userId ?? -1}`,
          sql`t.id in (select slice_id from slice_user where user_id = ${ctx.userId ?? -1})`,
          favoriteOperator(FAVORITE_CLASS.chart)(true, ctx),
        ]),
    },
    slice_name: { ...textOperators(col('slice_name')), ...allText },
    viz_type: textOperators(col('viz_type')),
    description: textOperators(col('description')),
    datasource_id: numberOperators(col('datasource_id')),
    datasource_type: textOperators(col('datasource_type')),
    datasource_name: textOperators(datasetName),
    owners: manyRelationOperators('slice_user', 'slice_id', 'user_id'),
    dashboards: manyRelationOperators('dashboard_slices', 'slice_id', 'dashboard_id'),
    created_by: {
      ...relationOperators('created_by_fk'),
      chart_created_by_me: createdByMeOperator(),
      chart_has_created_by: (v) =>
        asBool(v) ? sql`t.created_by_fk is not null` : sql`t.created_by_fk is null`,
    },
    changed_by: relationOperators('changed_by_fk'),
  },
  orderColumns: {
    id: col('id'),
    slice_name: col('slice_name'),
    viz_type: col('viz_type'),
    datasource_id: col('datasource_id'),
    datasource_name: datasetName,
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    created_on: col('created_on'),
    last_saved_at: col('changed_on'),
    'last_saved_by.id': col('changed_by_fk'),
    'changed_by.first_name': changedByName,
    description: col('description'),
  },
  columns: [
    'id',
    'uuid',
    'slice_name',
    'viz_type',
    'params',
    'form_data',
    'query_context',
    'description',
    'description_markeddown',
    'cache_timeout',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'external_url',
    'datasource_id',
    'datasource_type',
    'datasource_name_text',
    'datasource_url',
    'datasource_uid',
    'url',
    'slice_url',
    'edit_url',
    'thumbnail_url',
    'table',
    'table.table_name',
    'table.default_endpoint',
    'dashboards',
    'dashboards.id',
    'dashboards.dashboard_title',
    'tags',
    'tags.id',
    'tags.name',
    'tags.type',
    ...OWNER_COLUMNS,
    ...AUDIT_COLUMNS,
  ],
  defaultColumns: [
    'id',
    'slice_name',
    'viz_type',
    'url',
    'description',
    'datasource_id',
    'datasource_type',
    'datasource_name_text',
    'datasource_url',
    'cache_timeout',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'thumbnail_url',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'dashboards.id',
    'dashboards.dashboard_title',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by_name',
    'changed_on_delta_humanized',
    'changed_on_utc',
    'created_by.first_name',
    'created_by.last_name',
  ],
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  scope: chartScope,
  load: (db, ids) => loadChartItems(db, ids),
};

export const chartResource: ResourceApi = {
  path: 'chart',
  viewMenu: 'Chart',
  noun: 'chart',
  list: chartList,
  owned: 'chart',
  favoriteClass: FAVORITE_CLASS.chart,
  related: {
    owners: USER_RELATED,
    created_by: USER_RELATED,
    changed_by: USER_RELATED,
    dashboards: { table: 'dashboards', text: 'dashboard_title', search: ['dashboard_title'] },
  },
  distinct: { viz_type: 't.viz_type' },
  exists: rowExists('slices'),
  deleteMany: deleteCharts,
};

const fields = {
  slice_name: z.string().min(1).max(250).describe('The chart name'),
  viz_type: z.string().min(1).max(250),
  datasource_id: z.number().int(),
  datasource_type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']),
  params: jsonText.nullish(),
  query_context: jsonText.nullish(),
  query_context_generation: z.boolean().nullish(),
  description: optionalText,
  cache_timeout: z.number().int().nullish(),
  certified_by: optionalText,
  certification_details: optionalText,
  is_managed_externally: z.boolean().optional(),
  external_url: optionalText,
  owners: idList.optional(),
  dashboards: idList.optional(),
};
const createSchema = z.strictObject({ ...fields, uuid: uuidText.optional() });
const updateSchema = z.strictObject(fields).partial();

type ChartBody = z.infer<typeof updateSchema>;

const datasetExists = rowExists('tables');

/** Checks references (dataset, owners, dashboards) and answers 422 with field errors like Superset. */
async function checkReferences(db: Db, body: ChartBody, ctx: ListContext) {
  const errors: Record<string, string[]> = {};
  if (body.datasource_id !== undefined) {
    if (!(await datasetExists(db, body.datasource_id))) errors.datasource_id = ['Datasource does not exist'];
    // A chart may only be built on a dataset its author can query (Superset's datasource check).
    else if (!(await datasetVisible(db, body.datasource_id, ctx))) throw new ApiError('FORBIDDEN');
  }
  if (body.owners && (await unknownUsers(db, body.owners)).length > 0) errors.owners = ['Owners are invalid'];
  if (body.dashboards && (await unknownDashboards(db, body.dashboards)).length > 0)
    errors.dashboards = ['Dashboards do not exist'];
  if (Object.keys(errors).length > 0) {
    throw new ApiError('VALIDATION', { detail: 'Invalid references' }, { fieldErrors: errors });
  }
}

function toInput(body: ChartBody & { uuid?: string }): ChartInput {
  const { query_context_generation: _ignored, datasource_type, ...rest } = body;
  // Superset stores every SQL dataset as `table`; `dataset` is the newer alias of the same thing.
  const type = datasource_type === 'dataset' ? 'table' : datasource_type;
  return { ...rest, ...(type !== undefined ? { datasource_type: type } : {}) };
}

/**
 * Superset's save modal copies the chart's dashboards into `params.dashboards`; a chart saved as
 * a copy ("Save as") must not inherit its source's list, so params follow the body's `dashboards`.
 */
function paramsFollowDashboards<T extends ChartBody>(body: T): T {
  if (!body.params) return body;
  const params: unknown = JSON.parse(body.params);
  if (!params || typeof params !== 'object' || Array.isArray(params) || !('dashboards' in params))
    return body;
  return { ...body, params: JSON.stringify({ ...params, dashboards: body.dashboards ?? [] }) };
}

const SHOW_DROP = new Set(['form_data', 'edit_url', 'slice_url', 'table']);

/** A chart as show, create and update answer it (Superset's ChartEntityResponseSchema). */
const chartItem = z
  .looseObject({
    id: z.number(),
    uuid: z.string().nullable(),
    slice_name: z.string(),
    viz_type: z.string(),
    params: z.string().nullable(),
    query_context: z.string().nullable(),
    description: z.string().nullable(),
    cache_timeout: z.number().nullable(),
    certified_by: z.string().nullable(),
    certification_details: z.string().nullable(),
    datasource_id: z.number().nullable(),
    datasource_type: z.string().nullable(),
    url: z.string(),
    owners: z.array(z.looseObject({ id: z.number(), first_name: z.string(), last_name: z.string() })),
    dashboards: z.array(z.looseObject({ id: z.number(), dashboard_title: z.string() })),
    changed_on: z.string().nullable(),
  })
  .partial()
  .describe('A chart');

async function showChart(db: Db, id: number, ctx: ListContext) {
  if (!(await chartVisible(db, id, ctx))) throw notFound();
  const [item] = await loadChartItems(db, [id]);
  if (!item) throw notFound();
  return { id, result: Object.fromEntries(Object.entries(item).filter(([key]) => !SHOW_DROP.has(key))) };
}

export default async function chartRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, chartResource);
  await registerBundleRoutes(app, 'chart');
  registerFavstar(app);
  registerShowCreateUpdate(app, {
    resource: chartResource,
    item: chartItem,
    createBody: createSchema,
    updateBody: updateSchema,
    // Superset's update loads the chart through its base filter: a chart out of view is a 404
    // before ownership is asked, as deleting it is.
    idOf: async (request, pk) => {
      const id = Number(pk);
      if (!(await chartVisible(app.store, id, contextOf(request)))) throw notFound();
      return id;
    },
    show: (request, id) => showChart(app.store, id, contextOf(request)),
    create: async (request, input) => {
      const body = paramsFollowDashboards(input);
      await checkReferences(app.store, body, contextOf(request));
      return createChart(app.store, toInput(body), contextOf(request).userId);
    },
    update: async (request, id, body) => {
      await checkReferences(app.store, body, contextOf(request));
      await updateChart(app.store, id, toInput(body), contextOf(request).userId);
    },
  });
}
