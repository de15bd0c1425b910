/**
 * A dashboard's state by key (Superset's DashboardFilterStateRestApi and
 * DashboardPermalinkRestApi):
 * - /api/v1/dashboard/{pk}/filter_state: the native filters' data mask of a tab, kept a week,
 *   one key per session and tab, read by whoever may see the dashboard, changed by its owner;
 * - /api/v1/dashboard/{id_or_slug}/permalink and /api/v1/dashboard/permalink/{key}: the data
 *   mask, active tabs and anchor of a dashboard behind an opaque key, for sharing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors';
import { originOf, visibleDashboardId } from '../key-value/access';
import { createEntry, readEntry } from '../key-value/key-value-store';
import {
  type CacheEntry,
  createCached,
  deleteCached,
  readCached,
  updateCached,
} from '../key-value/temporary-cache';
import { tabIdOf } from './explore-state';
import { contextOf, parseBody } from './list/request';
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

const paramsOf = (request: FastifyRequest) => request.params as { pk: string; key: string };

export default async function dashboardStateRoutes(app: FastifyInstance): Promise<void> {
  const readState = { preHandler: app.authorize('can_read', 'DashboardFilterStateRestApi') };
  const writeState = { preHandler: app.authorize('can_write', 'DashboardFilterStateRestApi') };
  const readLink = { preHandler: app.authorize('can_read', 'DashboardPermalinkRestApi') };
  const writeLink = { preHandler: app.authorize('can_write', 'DashboardPermalinkRestApi') };

  const stateWrite = async (request: FastifyRequest) => {
    const dashboardId = await visibleDashboardId(app.store, request, paramsOf(request).pk);
    const body = parseBody(filterStateBody, request.body);
    const owner = contextOf(request).userId;
    const entry: FilterStateEntry = { owner, dashboard_id: dashboardId, value: body.value };
    const context = [owner, request.sessionId, dashboardId];
    return { resource: 'dashboard_filter_state' as const, context, tabId: tabIdOf(request), entry };
  };
  const onDashboard = (dashboardId: number) => (entry: FilterStateEntry) =>
    entry.dashboard_id === dashboardId;

  app.post('/api/v1/dashboard/:pk/filter_state', writeState, async (request, reply) => {
    const key = await createCached(app.store, await stateWrite(request));
    return reply.status(201).send({ key });
  });

  app.put('/api/v1/dashboard/:pk/filter_state/:key', writeState, async (request) => {
    const write = await stateWrite(request);
    const key = await updateCached(
      app.store,
      paramsOf(request).key,
      write,
      onDashboard(write.entry.dashboard_id),
    );
    return { key };
  });

  app.get('/api/v1/dashboard/:pk/filter_state/:key', readState, async (request) => {
    const dashboardId = await visibleDashboardId(app.store, request, paramsOf(request).pk);
    const entry = await readCached(
      app.store,
      'dashboard_filter_state',
      paramsOf(request).key,
      onDashboard(dashboardId),
    );
    return { value: entry.value };
  });

  app.delete('/api/v1/dashboard/:pk/filter_state/:key', writeState, async (request) => {
    const dashboardId = await visibleDashboardId(app.store, request, paramsOf(request).pk);
    const { key } = paramsOf(request);
    await deleteCached(
      app.store,
      'dashboard_filter_state',
      key,
      contextOf(request).userId,
      onDashboard(dashboardId),
    );
    return { message: 'Deleted successfully' };
  });

  app.post('/api/v1/dashboard/:pk/permalink', writeLink, async (request, reply) => {
    const { pk } = paramsOf(request);
    await visibleDashboardId(app.store, request, pk);
    const body = parseBody(permalinkBody, request.body);
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
    const key = await createEntry(app.store, {
      resource: 'dashboard_permalink',
      value,
      userId: contextOf(request).userId,
      ttlSeconds: null,
    });
    return reply.status(201).send({ key, url: `${originOf(request)}/superset/dashboard/p/${key}/` });
  });

  app.get('/api/v1/dashboard/permalink/:key', readLink, async (request) => {
    const value = (await readEntry(
      app.store,
      'dashboard_permalink',
      paramsOf(request).key,
    )) as DashboardPermalinkValue | null;
    if (!value) throw notFound();
    await visibleDashboardId(app.store, request, value.dashboardId);
    return value;
  });
}
