/** /api/v1/dashboard: list, show (by id or slug), charts, datasets, create, update, delete, favourites. */

import { parseRelatedQuery } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAssetRoutes, registerBundleRoutes } from '../bundles/routes';
import { ApiError, notFound } from '../errors';
import { anyObject, errorAnswers, risonQuery } from '../openapi/schemas';
import { loadChartItems } from '../repositories/charts';
import { type Db, FAVORITE_CLASS, unknownUsers } from '../repositories/common';
import { dashboardList } from '../repositories/dashboard-list';
import {
  changedOnMs,
  chartIdsOfDashboard,
  copyDashboard,
  createDashboard,
  type DashboardInput,
  datasetIdsOfDashboard,
  deleteDashboards,
  findDashboardId,
  loadDashboardItems,
  slugTaken,
  unknownRoles,
  updateDashboard,
} from '../repositories/dashboards';
import { dashboardVisible } from '../repositories/list/access';
import { rolesNamedLike } from '../security/role-admin';
import { replaceCustomTags, unknownCustomTags } from '../tags/repository';
import { loadDatasourceData } from './list/legacy-datasource';
import { contextOf, parseQ } from './list/request';
import { type ResourceApi, registerResourceRoutes, relatedAnswer } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { idList, jsonText, optionalText, uuidText } from './list/schemas';

const exists = rowExists('dashboards');

export const dashboardResource: ResourceApi = {
  path: 'dashboard',
  viewMenu: 'Dashboard',
  noun: 'dashboard',
  list: dashboardList,
  owned: 'dashboard',
  favoriteClass: FAVORITE_CLASS.dashboard,
  exists,
  deleteMany: deleteDashboards,
};

const fields = {
  dashboard_title: z.string().max(500).nullish(),
  slug: z.string().max(255).nullish(),
  position_json: jsonText.nullish(),
  json_metadata: jsonText.nullish(),
  css: optionalText,
  description: optionalText,
  published: z.boolean().optional(),
  certified_by: optionalText,
  certification_details: optionalText,
  is_managed_externally: z.boolean().optional(),
  external_url: optionalText,
  owners: idList.optional(),
  roles: idList.optional(),
  tags: idList.optional(),
  theme_id: z.number().int().nullish(),
};
const createSchema = z.strictObject({ ...fields, uuid: uuidText.optional() });
const updateSchema = z.strictObject(fields).partial();
type DashboardBody = z.infer<typeof createSchema>;
const copySchema = z.strictObject({
  dashboard_title: z.string().max(500),
  css: optionalText,
  json_metadata: jsonText,
  duplicate_slices: z.boolean().optional(),
});

async function checkBody(db: Db, body: DashboardBody, id?: number) {
  const errors: Record<string, string[]> = {};
  if (body.slug && (await slugTaken(db, body.slug, id))) errors.slug = ['Must be unique'];
  if (body.slug && /^\d+$/.test(body.slug)) errors.slug = ['A slug cannot be a number'];
  if (body.owners && (await unknownUsers(db, body.owners)).length > 0) errors.owners = ['Owners are invalid'];
  if (body.roles && (await unknownRoles(db, body.roles)).length > 0)
    errors.roles = ['Some roles do not exist'];
  if (body.tags && (await unknownCustomTags(db, body.tags)).length > 0) errors.tags = ['Tags do not exist'];
  if (Object.keys(errors).length > 0) {
    throw new ApiError('VALIDATION', { detail: 'Invalid dashboard' }, { fieldErrors: errors });
  }
}

function toInput(body: DashboardBody): DashboardInput {
  const { tags: _tags, theme_id: _theme, dashboard_title, ...rest } = body;
  return { ...rest, ...(dashboard_title !== undefined ? { dashboard_title: dashboard_title ?? '' } : {}) };
}

/** `:pk` of a dashboard: its id or its slug, as Superset's `/api/v1/dashboard/<id_or_slug>`. */
const idOrSlugParams = z.object({
  pk: z.string().describe('The id or the slug of the dashboard'),
});

async function dashboardIdOf(app: FastifyInstance, request: FastifyRequest, pk: string): Promise<number> {
  const id = await findDashboardId(app.store, pk);
  if (id === null || !(await dashboardVisible(app.store, id, contextOf(request)))) throw notFound();
  return id;
}

/** Superset's answer to a save based on a copy older than the stored dashboard. */
export const STALE_SAVE_MESSAGE =
  'This dashboard was changed recently. Please reload dashboard to get latest version.';

/**
 * A save carries `last_modified_time` (seconds since the epoch, of the copy it edited) inside
 * json_metadata, as Superset's dashboard save does; it is checked, never stored.
 */
function takeLastModifiedTime(jsonMetadata: string | null | undefined): {
  json: string | null | undefined;
  lastModifiedTime: number | null;
} {
  if (!jsonMetadata) return { json: jsonMetadata, lastModifiedTime: null };
  const parsed: unknown = JSON.parse(jsonMetadata);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !('last_modified_time' in parsed)) {
    return { json: jsonMetadata, lastModifiedTime: null };
  }
  const { last_modified_time: value, ...rest } = parsed as Record<string, unknown>;
  if (value !== null && (typeof value !== 'number' || !Number.isFinite(value))) {
    throw new ApiError(
      'VALIDATION',
      { detail: 'Invalid dashboard' },
      { fieldErrors: { json_metadata: ['last_modified_time must be a number of seconds.'] } },
    );
  }
  return { json: JSON.stringify(rest), lastModifiedTime: typeof value === 'number' ? value : null };
}

async function showDashboard(db: Db, id: number) {
  const [item] = await loadDashboardItems(db, [id]);
  if (!item) throw notFound();
  return { id, result: item };
}

/** What the dashboard page needs of each chart: Superset's DashboardChartsSchema-ish shape. */
async function dashboardCharts(db: Db, id: number) {
  const items = await loadChartItems(db, await chartIdsOfDashboard(db, id));
  return items.map((item) => ({
    id: item.id,
    uuid: item.uuid,
    slice_name: item.slice_name,
    slice_url: item.slice_url,
    viz_type: item.viz_type,
    form_data: { ...(item.form_data as object), slice_id: item.id, viz_type: item.viz_type },
    query_context: item.query_context,
    description: item.description,
    description_markeddown: item.description_markeddown,
    cache_timeout: item.cache_timeout,
    certified_by: item.certified_by,
    certification_details: item.certification_details,
    is_managed_externally: item.is_managed_externally,
    datasource_id: item.datasource_id,
    datasource_type: item.datasource_type,
    datasource_name_text: item.datasource_name_text,
    datasource_url: item.datasource_url,
    owners: item.owners,
    changed_on: item.changed_on,
    changed_on_delta_humanized: item.changed_on_delta_humanized,
    modified: item.changed_on_delta_humanized,
  }));
}

async function dashboardDatasets(db: Db, id: number) {
  return loadDatasourceData(db, await datasetIdsOfDashboard(db, id));
}

/** A dashboard as show, create and update answer it (Superset's DashboardGetResponseSchema). */
const dashboardItem = z
  .looseObject({
    id: z.number(),
    uuid: z.string().nullable(),
    dashboard_title: z.string().nullable(),
    slug: z.string().nullable(),
    url: z.string(),
    position_json: z.string().nullable(),
    json_metadata: z.string().nullable(),
    css: z.string().nullable(),
    published: z.boolean(),
    certified_by: z.string().nullable(),
    certification_details: z.string().nullable(),
    owners: z.array(z.looseObject({ id: z.number(), first_name: z.string(), last_name: z.string() })),
    roles: z.array(z.looseObject({ id: z.number(), name: z.string() })),
    changed_on: z.string().nullable(),
  })
  .partial()
  .describe('A dashboard');

/** A chart of a dashboard, with the form data the dashboard page renders it from. */
const dashboardChart = z
  .looseObject({
    id: z.number(),
    slice_name: z.string(),
    viz_type: z.string(),
    form_data: anyObject,
    datasource_id: z.number().nullable(),
    datasource_type: z.string().nullable(),
  })
  .describe('A chart of the dashboard');

const copyAnswer = z.object({ result: z.object({ id: z.number(), last_modified_time: z.number() }) });

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, dashboardResource, { add: createSchema, edit: updateSchema });
  await registerBundleRoutes(app, 'dashboard');
  registerAssetRoutes(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Dashboard');
  const write = app.authorize('can_write', 'Dashboard');

  // The properties dialog's role picker (Superset's related/roles): every role, by name.
  typed.get(
    '/api/v1/dashboard/related/roles',
    {
      preHandler: read,
      schema: {
        summary: 'Roles a dashboard may be shared with',
        querystring: risonQuery,
        response: { 200: relatedAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const query = parseQ(parseRelatedQuery, request);
      const rows = await rolesNamedLike(app.store, query.filter);
      const page = rows.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
      return { count: rows.length, result: page.map((row) => ({ ...row, extra: {} })) };
    },
  );

  registerShowCreateUpdate(app, {
    resource: dashboardResource,
    item: dashboardItem,
    createBody: createSchema,
    updateBody: updateSchema,
    params: idOrSlugParams,
    idOf: (request, pk) => dashboardIdOf(app, request, pk),
    show: (_request, id) => showDashboard(app.store, id),
    create: async (request, body) => {
      await checkBody(app.store, body);
      const userId = contextOf(request).userId;
      const id = await createDashboard(app.store, toInput(body), userId);
      if (body.tags) await replaceCustomTags(app.store, 'dashboard', id, body.tags, userId);
      return id;
    },
    update: async (request, id, body) => {
      await checkBody(app.store, body, id);
      const metadata = takeLastModifiedTime(body.json_metadata);
      const input = toInput({ ...body, json_metadata: metadata.json });
      const savedCopyAtMs =
        metadata.lastModifiedTime === null ? undefined : Math.round(metadata.lastModifiedTime * 1000);
      // Checked and written in one step, so simultaneous saves of one copy cannot all pass the check.
      if (!(await updateDashboard(app.store, id, input, contextOf(request).userId, savedCopyAtMs))) {
        throw new ApiError('CONFLICT', { detail: STALE_SAVE_MESSAGE });
      }
      if (body.tags)
        await replaceCustomTags(app.store, 'dashboard', id, body.tags, contextOf(request).userId);
    },
    updatedFields: async (id) => ({ last_modified_time: (await changedOnMs(app.store, id)) / 1000 }),
  });

  typed.get(
    '/api/v1/dashboard/:pk/charts',
    {
      preHandler: read,
      schema: {
        summary: 'The charts of a dashboard',
        params: idOrSlugParams,
        response: { 200: z.object({ result: z.array(dashboardChart) }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({
      result: await dashboardCharts(app.store, await dashboardIdOf(app, request, request.params.pk)),
    }),
  );
  typed.get(
    '/api/v1/dashboard/:pk/datasets',
    {
      preHandler: read,
      schema: {
        summary: 'The datasets of the charts of a dashboard',
        params: idOrSlugParams,
        response: { 200: z.object({ result: z.array(anyObject) }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({
      result: await dashboardDatasets(app.store, await dashboardIdOf(app, request, request.params.pk)),
    }),
  );

  typed.post(
    '/api/v1/dashboard/:pk/copy/',
    {
      preHandler: write,
      schema: {
        summary: 'Copy a dashboard (its charts too with `duplicate_slices`)',
        params: idOrSlugParams,
        body: copySchema,
        response: { 200: copyAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const source = await dashboardIdOf(app, request, request.params.pk);
      const id = await copyDashboard(app.store, source, request.body, contextOf(request).userId);
      return { result: { id, last_modified_time: (await changedOnMs(app.store, id)) / 1000 } };
    },
  );
}
