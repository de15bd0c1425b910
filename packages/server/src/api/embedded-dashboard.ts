/**
 * Superset's embedded dashboard API (EMBEDDED_SUPERSET only):
 *   GET/POST/PUT/DELETE /api/v1/dashboard/{id_or_slug}/embedded — read, enable or update
 *     (`{allowed_domains: [...]}`), disable; changing it needs can_set_embedded (can_delete_embedded)
 *     on Dashboard, admin-only by default as in Superset, and the right to edit the dashboard;
 *   GET /api/v1/embedded_dashboard/{uuid} — the configuration the embedded page starts from.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors';
import { isFeatureEnabled } from '../feature-flags';
import { findDashboardId } from '../repositories/dashboards';
import {
  deleteEmbedded,
  embeddedByUuid,
  embeddedOfDashboard,
  upsertEmbedded,
} from '../repositories/embedded-dashboards';
import { dashboardVisible } from './list/access';
import { assertOwner, contextOf, parseBody } from './list/request';

/** An origin (scheme, host, port) as the browser reports a parent page's. */
const origin = z
  .string()
  .trim()
  .min(1, 'A domain may not be empty.')
  .transform((value, ctx) => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      ctx.addIssue({
        code: 'custom',
        message: `Not a domain: ${value}. Write the origin of the page that embeds, e.g. https://example.com.`,
      });
      return z.NEVER;
    }
    return url.origin;
  });

const configSchema = z.strictObject({
  allowed_domains: z.array(origin, { error: 'Missing data for required field.' }),
});

function requireEmbedding(app: FastifyInstance): void {
  if (!isFeatureEnabled(app.config.featureFlags, 'EMBEDDED_SUPERSET')) throw notFound();
}

async function dashboardOf(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const { pk } = request.params as { pk: string };
  const id = await findDashboardId(app.store, pk);
  if (id === null || !(await dashboardVisible(app.store, id, contextOf(request)))) throw notFound();
  return id;
}

export default async function embeddedDashboardRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'Dashboard') };
  // Superset's set_embedded/delete_embedded (admin-only by default), and the dashboard's ownership.
  const set = { preHandler: app.authorize('can_set_embedded', 'Dashboard') };
  const unset = { preHandler: app.authorize('can_delete_embedded', 'Dashboard') };

  app.get('/api/v1/dashboard/:pk/embedded', read, async (request) => {
    requireEmbedding(app);
    const result = await embeddedOfDashboard(app.store, await dashboardOf(app, request));
    if (!result) throw notFound();
    return { result };
  });

  const save = async (request: FastifyRequest) => {
    requireEmbedding(app);
    const id = await dashboardOf(app, request);
    await assertOwner(request, app.store, 'dashboard', id);
    const body = parseBody(configSchema, request.body);
    const domains = [...new Set(body.allowed_domains)];
    return { result: await upsertEmbedded(app.store, id, domains, contextOf(request).userId) };
  };
  app.post('/api/v1/dashboard/:pk/embedded', set, save);
  app.put('/api/v1/dashboard/:pk/embedded', set, save);

  app.delete('/api/v1/dashboard/:pk/embedded', unset, async (request) => {
    requireEmbedding(app);
    const id = await dashboardOf(app, request);
    await assertOwner(request, app.store, 'dashboard', id);
    await deleteEmbedded(app.store, id);
    return { message: 'OK' };
  });

  // `:pk` is the embedded uuid; a guest token naming it (or its dashboard) may read it.
  app.get('/api/v1/embedded_dashboard/:pk', read, async (request) => {
    requireEmbedding(app);
    const { pk } = request.params as { pk: string };
    const result = await embeddedByUuid(app.store, pk);
    if (!result || !(await dashboardVisible(app.store, Number(result.dashboard_id), contextOf(request))))
      throw notFound();
    return { result };
  });
}
