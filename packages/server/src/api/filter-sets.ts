/**
 * /api/v1/dashboard/{id}/filtersets (Superset's FilterSetRestApi): named sets of native-filter
 * values on a dashboard. A set is owned by the dashboard (its owners manage it) or by one user;
 * json_metadata holds `nativeFilters` and `dataMask`, answered parsed as `params`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '../errors';
import { visibleDashboardId } from '../key-value/access';
import { errorAnswers } from '../openapi/schemas';
import { isOwner } from '../repositories/common';
import {
  createFilterSet,
  DASHBOARD_OWNER_TYPE,
  deleteFilterSet,
  type FilterSetRow,
  findFilterSet,
  listFilterSets,
  USER_OWNER_TYPE,
  updateFilterSet,
} from '../repositories/filter-sets';
import { contextOf } from './list/request';

/** json_metadata: a JSON object with the `nativeFilters` and `dataMask` objects (JsonMetadataSchema). */
const filterSetMetadata = z.string().superRefine((text, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Not a valid JSON string.' });
    return;
  }
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(parsed)) ctx.addIssue({ code: 'custom', message: 'Must be a JSON object.' });
  else
    for (const field of ['nativeFilters', 'dataMask'])
      if (!isObject((parsed as Record<string, unknown>)[field]))
        ctx.addIssue({ code: 'custom', message: `${field}: Missing data for required field.` });
});

const postSchema = z.strictObject({
  name: z.string().max(500),
  description: z.string().min(1).max(1000).nullish(),
  json_metadata: filterSetMetadata,
  owner_type: z.enum([USER_OWNER_TYPE, DASHBOARD_OWNER_TYPE]),
  owner_id: z.number().int().optional(),
  is_primary: z.boolean().optional(),
});

const putSchema = z.strictObject({
  name: z.string().max(500).optional(),
  description: z.string().min(1).max(1000).optional(),
  json_metadata: filterSetMetadata.optional(),
  owner_type: z.enum([DASHBOARD_OWNER_TYPE]).optional(),
  is_primary: z.boolean().optional(),
});

function paramsOf(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
}

/** Superset's show columns (POST and PUT answers), plus json_metadata in lists. */
function shown(row: FilterSetRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner_type: row.owner_type,
    owner_id: row.owner_id,
    dashboard_id: row.dashboard_id,
    params: paramsOf(row.json_metadata),
  };
}

const dashboardParams = z.object({ pk: z.string().describe('The id or the slug of the dashboard') });
const filterSetParams = dashboardParams.extend({
  filterSetId: z.string().regex(/^\d+$/).transform(Number).describe('The numeric id of the filter set'),
});

/** A filter set as create and update answer it; lists add json_metadata and audit fields. */
const filterSetItem = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    owner_type: z.string(),
    owner_id: z.number(),
    dashboard_id: z.number(),
    params: z.unknown().describe('json_metadata, parsed: `{nativeFilters, dataMask}`'),
  })
  .partial()
  .describe('A filter set');

export default async function filterSetRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Dashboard');
  const write = app.authorize('can_write', 'Dashboard');
  const dashboardOf = (request: FastifyRequest, pk: string) => visibleDashboardId(app.store, request, pk);

  const ownsDashboard = async (request: FastifyRequest, dashboardId: number) => {
    const ctx = contextOf(request);
    return (
      ctx.isAdmin || (ctx.userId !== null && (await isOwner(app.store, 'dashboard', dashboardId, ctx.userId)))
    );
  };

  /** Superset's check_ownership: a user's set is theirs alone; a dashboard's, its owners'. */
  const assertManages = async (request: FastifyRequest, row: FilterSetRow) => {
    const ctx = contextOf(request);
    if (ctx.isAdmin) return;
    const allowed =
      row.owner_type === USER_OWNER_TYPE
        ? row.owner_id === ctx.userId
        : await ownsDashboard(request, row.dashboard_id);
    if (!allowed) throw new ApiError('FORBIDDEN');
  };

  typed.get(
    '/api/v1/dashboard/:pk/filtersets',
    {
      preHandler: read,
      schema: {
        summary: "A dashboard's filter sets",
        params: dashboardParams,
        response: {
          200: z.looseObject({ count: z.number(), ids: z.array(z.number()), result: z.array(filterSetItem) }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dashboardId = await dashboardOf(request, request.params.pk);
      const rows = await listFilterSets(app.store, dashboardId, contextOf(request));
      return {
        count: rows.length,
        ids: rows.map((row) => row.id),
        result: rows.map((row) => ({
          ...shown(row),
          json_metadata: row.json_metadata,
          created_on: row.created_on,
          changed_on: row.changed_on,
          created_by_fk: row.created_by_fk,
          changed_by_fk: row.changed_by_fk,
        })),
      };
    },
  );

  typed.post(
    '/api/v1/dashboard/:pk/filtersets',
    {
      preHandler: write,
      schema: {
        summary: 'Create a filter set',
        params: dashboardParams,
        body: postSchema,
        response: { 201: filterSetItem, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const dashboardId = await dashboardOf(request, request.params.pk);
      const body = request.body;
      const userId = contextOf(request).userId;
      let ownerId: number;
      if (body.owner_type === USER_OWNER_TYPE) {
        if (body.owner_id === undefined) throw badRequest('owner_id is mandatory when owner_type is User');
        if (body.owner_id !== userId) throw badRequest('owner_id does not match the actor id');
        ownerId = body.owner_id;
      } else {
        if (body.owner_id !== undefined && body.owner_id !== dashboardId)
          throw badRequest('owner_id does not match the dashboard id');
        if (!(await ownsDashboard(request, dashboardId))) throw new ApiError('FORBIDDEN');
        ownerId = dashboardId;
      }
      const id = await createFilterSet(
        app.store,
        dashboardId,
        {
          name: body.name,
          description: body.description ?? null,
          json_metadata: body.json_metadata,
          owner_type: body.owner_type,
          owner_id: ownerId,
        },
        userId,
      );
      const row = await findFilterSet(app.store, dashboardId, id);
      return reply.status(201).send(row ? shown(row) : { id });
    },
  );

  typed.put(
    '/api/v1/dashboard/:pk/filtersets/:filterSetId',
    {
      preHandler: write,
      schema: {
        summary: 'Update a filter set',
        params: filterSetParams,
        body: putSchema,
        response: { 200: filterSetItem, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dashboardId = await dashboardOf(request, request.params.pk);
      const row = await findFilterSet(app.store, dashboardId, request.params.filterSetId);
      if (!row) throw notFound();
      await assertManages(request, row);
      const { is_primary: _primary, ...changes } = request.body;
      // A user's set handed to the dashboard becomes the dashboard's (owner_id follows).
      const owner = changes.owner_type === DASHBOARD_OWNER_TYPE ? { owner_id: dashboardId } : {};
      await updateFilterSet(app.store, row.id, { ...changes, ...owner }, contextOf(request).userId);
      const updated = await findFilterSet(app.store, dashboardId, row.id);
      return updated ? shown(updated) : { id: row.id };
    },
  );

  typed.delete(
    '/api/v1/dashboard/:pk/filtersets/:filterSetId',
    {
      preHandler: write,
      schema: {
        summary: 'Delete a filter set',
        params: filterSetParams,
        response: {
          200: z.object({ id: z.number().describe('The id of the dashboard') }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dashboardId = await dashboardOf(request, request.params.pk);
      const row = await findFilterSet(app.store, dashboardId, request.params.filterSetId);
      if (!row) throw notFound();
      await assertManages(request, row);
      await deleteFilterSet(app.store, row.id);
      return { id: dashboardId };
    },
  );
}
