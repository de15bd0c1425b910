/** /api/v1/chart: list, show, create, update, delete, favourites (Superset's ChartRestApi). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { ApiError, notFound } from '../errors';
import { chartList } from '../repositories/chart-list';
import {
  type ChartInput,
  createChart,
  deleteCharts,
  loadChartItems,
  updateChart,
} from '../repositories/charts';
import { type Db, FAVORITE_CLASS, unknownUsers } from '../repositories/common';
import { unknownDashboards } from '../repositories/dashboards';
import { chartVisible, datasetVisible } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import { replaceCustomTags, unknownCustomTags } from '../tags/repository';
import { registerFavstar } from './list/favstar';
import { contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { idList, jsonText, optionalText, uuidText } from './list/schemas';

export const chartResource: ResourceApi = {
  path: 'chart',
  viewMenu: 'Chart',
  noun: 'chart',
  list: chartList,
  owned: 'chart',
  favoriteClass: FAVORITE_CLASS.chart,
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
  /** Custom tag ids: the chart's custom tags become exactly these (Superset's update_tags). */
  tags: idList.optional(),
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
  if (body.tags && (await unknownCustomTags(db, body.tags)).length > 0) errors.tags = ['Tags do not exist'];
  if (Object.keys(errors).length > 0) {
    throw new ApiError('VALIDATION', { detail: 'Invalid references' }, { fieldErrors: errors });
  }
}

function toInput(body: ChartBody & { uuid?: string }): ChartInput {
  const { query_context_generation: _ignored, tags: _tags, datasource_type, ...rest } = body;
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
  registerResourceRoutes(app, chartResource, { add: createSchema, edit: updateSchema });
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
      const userId = contextOf(request).userId;
      const id = await createChart(app.store, toInput(body), userId);
      if (body.tags) await replaceCustomTags(app.store, 'chart', id, body.tags, userId);
      return id;
    },
    update: async (request, id, body) => {
      await checkReferences(app.store, body, contextOf(request));
      const userId = contextOf(request).userId;
      await updateChart(app.store, id, toInput(body), userId);
      if (body.tags) await replaceCustomTags(app.store, 'chart', id, body.tags, userId);
    },
  });
}
