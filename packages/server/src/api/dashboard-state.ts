/**
 * A dashboard's state by key (Superset's DashboardFilterStateRestApi and
 * DashboardPermalinkRestApi):
 * - /api/v1/dashboard/{pk}/filter_state: the native filters' data mask of a tab, kept a week,
 *   one key per session and tab, read by whoever may see the dashboard, changed by its owner;
 * - /api/v1/dashboard/{id_or_slug}/permalink and /api/v1/dashboard/permalink/{key}: the data
 *   mask, active tabs and anchor of a dashboard behind an opaque key, for sharing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visibleDashboardId } from '../key-value/access';
import { readPermalink, savePermalink } from '../key-value/permalink';
import {
  type CacheEntry,
  createCached,
  deleteCached,
  readCached,
  updateCached,
} from '../key-value/temporary-cache';
import { anyObject, errorAnswers, messageAnswer } from '../openapi/schemas';
import { keyAnswer, keyParams, permalinkAnswer, tabIdOf, tabQuery } from './explore-state';
import { contextOf } from './list/request';
import { jsonText } from './list/schemas';

const filterStateBody = z.strictObject({ value: jsonText });

const jsonObject = z.record(z.string(), z.unknown());
const permalinkBody = z.strictObject({
  dataMask: jsonObject.optional(),
  activeTabs: z.array(z.string()).optional(),
  anchor: z.string().optional(),
  urlParams: z.array(z.tuple([z.string(), z.string()])).optional(),
  chartStates: jsonObject.optional(),
  // Older clients (spec 001's table): filterState and hash, the same as dataMask and anchor.
  filterState: jsonObject.optional(),
  hash: z.string().optional(),
});

interface FilterStateEntry extends CacheEntry {
  readonly dashboard_id: number;
  readonly value: string;
}

interface DashboardPermalinkValue {
  readonly dashboardId: string;
  readonly state: {
    dataMask?: Record<string, unknown>;
    activeTabs?: string[];
    anchor?: string;
    urlParams?: [string, string][];
    chartStates?: Record<string, unknown>;
  };
}

const dashboardParams = z.object({ pk: z.string().describe('The dashboard id or slug') });
const stateParams = dashboardParams.extend(keyParams.shape);

export default async function dashboardStateRoutes(app: FastifyInstance): Promise<void> {
  const readState = { preHandler: app.authorize('can_read', 'DashboardFilterStateRestApi') };
  const writeState = { preHandler: app.authorize('can_write', 'DashboardFilterStateRestApi') };
  const readLink = { preHandler: app.authorize('can_read', 'DashboardPermalinkRestApi') };
  const writeLink = { preHandler: app.authorize('can_write', 'DashboardPermalinkRestApi') };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const stateWrite = async (request: FastifyRequest, pk: string, value: string) => {
    const dashboardId = await visibleDashboardId(app.store, request, pk);
    const owner = contextOf(request).userId;
    const entry: FilterStateEntry = { owner, dashboard_id: dashboardId, value };
    const context = [owner, request.sessionId, dashboardId];
    return { resource: 'dashboard_filter_state' as const, context, tabId: tabIdOf(request), entry };
  };
  const onDashboard = (dashboardId: number) => (entry: FilterStateEntry) =>
    entry.dashboard_id === dashboardId;

  typed.post(
    '/api/v1/dashboard/:pk/filter_state',
    {
      ...writeState,
      schema: {
        summary: "Keep a tab's native filter state of a dashboard",
        params: dashboardParams,
        querystring: tabQuery,
        body: filterStateBody,
        response: { 201: keyAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = await createCached(
        app.store,
        await stateWrite(request, request.params.pk, request.body.value),
      );
      return reply.status(201).send({ key });
    },
  );

  typed.put(
    '/api/v1/dashboard/:pk/filter_state/:key',
    {
      ...writeState,
      schema: {
        summary: "Replace a tab's native filter state of a dashboard",
        params: stateParams,
        querystring: tabQuery,
        body: filterStateBody,
        response: { 200: keyAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const write = await stateWrite(request, request.params.pk, request.body.value);
      const key = await updateCached(
        app.store,
        request.params.key,
        write,
        onDashboard(write.entry.dashboard_id),
      );
      return { key };
    },
  );

  typed.get(
    '/api/v1/dashboard/:pk/filter_state/:key',
    {
      ...readState,
      schema: {
        summary: "A tab's native filter state of a dashboard",
        params: stateParams,
        response: { 200: z.object({ value: z.string() }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const dashboardId = await visibleDashboardId(app.store, request, request.params.pk);
      const entry = await readCached(
        app.store,
        'dashboard_filter_state',
        request.params.key,
        onDashboard(dashboardId),
      );
      return { value: entry.value };
    },
  );

  typed.delete(
    '/api/v1/dashboard/:pk/filter_state/:key',
    {
      ...writeState,
      schema: {
        summary: "Forget a tab's native filter state of a dashboard",
        params: stateParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const dashboardId = await visibleDashboardId(app.store, request, request.params.pk);
      await deleteCached(
        app.store,
        'dashboard_filter_state',
        request.params.key,
        contextOf(request).userId,
        onDashboard(dashboardId),
      );
      return { message: 'Deleted successfully' };
    },
  );

  typed.post(
    '/api/v1/dashboard/:pk/permalink',
    {
      ...writeLink,
      schema: {
        summary: "Save a dashboard's filters, tabs and anchor behind a permalink",
        params: dashboardParams,
        body: permalinkBody,
        response: { 201: permalinkAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pk } = request.params;
      await visibleDashboardId(app.store, request, pk);
      const body = request.body;
      const dataMask = body.dataMask ?? body.filterState;
      const anchor = body.anchor ?? body.hash;
      const value: DashboardPermalinkValue = {
        dashboardId: pk,
        state: {
          ...(dataMask ? { dataMask } : {}),
          ...(body.activeTabs ? { activeTabs: body.activeTabs } : {}),
          ...(anchor ? { anchor } : {}),
          ...(body.urlParams ? { urlParams: body.urlParams } : {}),
          ...(body.chartStates ? { chartStates: body.chartStates } : {}),
        },
      };
      return reply.status(201).send(await savePermalink(app.store, request, 'dashboard_permalink', value));
    },
  );

  typed.get(
    '/api/v1/dashboard/permalink/:key',
    {
      ...readLink,
      schema: {
        summary: 'The dashboard state behind a permalink',
        params: keyParams,
        response: { 200: anyObject, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const value = await readPermalink<DashboardPermalinkValue>(
        app.store,
        'dashboard_permalink',
        request.params.key,
      );
      await visibleDashboardId(app.store, request, value.dashboardId);
      return value as unknown as Record<string, unknown>;
    },
  );
}
