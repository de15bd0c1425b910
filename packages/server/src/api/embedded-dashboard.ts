/**
 * Superset's embedded dashboard API (EMBEDDED_SUPERSET only):
 *   GET/POST/PUT/DELETE /api/v1/dashboard/{id_or_slug}/embedded — read, enable or update
 *     (`{allowed_domains: [...]}`), disable; changing it needs can_set_embedded (can_delete_embedded)
 *     on Dashboard, admin-only by default as in Superset, and the right to edit the dashboard;
 *   GET /api/v1/embedded_dashboard/{uuid} — the configuration the embedded page starts from.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { isFeatureEnabled } from '../feature-flags';
import { errorAnswers, messageAnswer } from '../openapi/schemas';
import { findDashboardId } from '../repositories/dashboards';
import {
  deleteEmbedded,
  embeddedByUuid,
  embeddedOfDashboard,
  upsertEmbedded,
} from '../repositories/embedded-dashboards';
import { dashboardVisible } from '../repositories/list/access';
import { assertOwner, contextOf } from './list/request';

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

async function dashboardOf(app: FastifyInstance, request: FastifyRequest, pk: string): Promise<number> {
  const id = await findDashboardId(app.store, pk);
  if (id === null || !(await dashboardVisible(app.store, id, contextOf(request)))) throw notFound();
  return id;
}

const dashboardParams = z.object({ pk: z.string().describe('The dashboard id or slug') });
const embeddedItem = z
  .object({
    uuid: z.string(),
    dashboard_id: z.string(),
    allowed_domains: z.array(z.string()),
    changed_on: z.string(),
    changed_by: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  })
  .describe("A dashboard's embedding");
const embeddedAnswer = z.object({ result: embeddedItem });

export default async function embeddedDashboardRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'Dashboard') };
  // Superset's set_embedded/delete_embedded (admin-only by default), and the dashboard's ownership.
  const set = { preHandler: app.authorize('can_set_embedded', 'Dashboard') };
  const unset = { preHandler: app.authorize('can_delete_embedded', 'Dashboard') };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/v1/dashboard/:pk/embedded',
    {
      ...read,
      schema: {
        summary: "A dashboard's embedding",
        params: dashboardParams,
        response: { 200: embeddedAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      requireEmbedding(app);
      const result = await embeddedOfDashboard(app.store, await dashboardOf(app, request, request.params.pk));
      if (!result) throw notFound();
      return { result };
    },
  );

  const save = async (request: FastifyRequest, pk: string, body: z.output<typeof configSchema>) => {
    requireEmbedding(app);
    const id = await dashboardOf(app, request, pk);
    await assertOwner(request, app.store, 'dashboard', id);
    const domains = [...new Set(body.allowed_domains)];
    return { result: await upsertEmbedded(app.store, id, domains, contextOf(request).userId) };
  };
  const saveSchema = (summary: string) => ({
    summary,
    params: dashboardParams,
    body: configSchema,
    response: { 200: embeddedAnswer, ...errorAnswers(400, 401, 403, 404) },
  });
  typed.post(
    '/api/v1/dashboard/:pk/embedded',
    { ...set, schema: saveSchema('Embed a dashboard') },
    (request) => save(request, request.params.pk, request.body),
  );
  typed.put(
    '/api/v1/dashboard/:pk/embedded',
    { ...set, schema: saveSchema("Change a dashboard's allowed domains") },
    (request) => save(request, request.params.pk, request.body),
  );

  typed.delete(
    '/api/v1/dashboard/:pk/embedded',
    {
      ...unset,
      schema: {
        summary: 'Stop embedding a dashboard',
        params: dashboardParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      requireEmbedding(app);
      const id = await dashboardOf(app, request, request.params.pk);
      await assertOwner(request, app.store, 'dashboard', id);
      await deleteEmbedded(app.store, id);
      return { message: 'OK' };
    },
  );

  // `:pk` is the embedded uuid; a guest token naming it (or its dashboard) may read it.
  typed.get(
    '/api/v1/embedded_dashboard/:pk',
    {
      ...read,
      schema: {
        summary: 'The embedding the embedded page starts from',
        params: z.object({ pk: z.string().describe('The embedded uuid') }),
        response: { 200: embeddedAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      requireEmbedding(app);
      const result = await embeddedByUuid(app.store, request.params.pk);
      if (!result || !(await dashboardVisible(app.store, Number(result.dashboard_id), contextOf(request))))
        throw notFound();
      return { result };
    },
  );
}
