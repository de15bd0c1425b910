/**
 * POST /api/v1/security/guest_token/ (Superset's SecurityRestApi.guest_token), EMBEDDED_SUPERSET
 * only, for holders of can_grant_guest_token on SecurityRestApi (admins):
 *   {user: {username?, first_name?, last_name?}, resources: [{type: "dashboard", id}], rls: [{clause, dataset?}]}
 *   → {token}
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidFields } from '../errors';
import { isFeatureEnabled } from '../feature-flags';
import { errorAnswers } from '../openapi/schemas';
import { guestAudience, resolveDashboards, signGuestToken } from '../security/guest-token';

const bodySchema = z.strictObject({
  user: z
    .object({
      username: z.string().max(255).optional(),
      first_name: z.string().max(255).optional(),
      last_name: z.string().max(255).optional(),
    })
    .default({}),
  resources: z
    .array(
      z.strictObject({
        type: z.literal('dashboard', { error: 'Must be one of: dashboard.' }),
        id: z.union([z.string().min(1), z.number().int()]),
      }),
      { error: 'Missing data for required field.' },
    )
    .min(1, 'Name at least one dashboard.'),
  rls: z
    .array(
      z.strictObject({
        clause: z.string().trim().min(1, 'Clause is required.'),
        dataset: z.union([z.string(), z.number().int()]).nullish(),
      }),
    )
    .default([]),
});

export default async function guestTokenRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/security/guest_token/',
    {
      preHandler: app.authorize('can_grant_guest_token', 'SecurityRestApi'),
      schema: {
        summary: 'Issue a guest token for embedded dashboards',
        description:
          'The token names the dashboards it opens and the RLS clauses it adds (EMBEDDED_SUPERSET).',
        body: bodySchema,
        response: { 200: z.object({ token: z.string() }), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      if (!isFeatureEnabled(app.config.featureFlags, 'EMBEDDED_SUPERSET'))
        throw new ApiError('BAD_REQUEST', {
          detail: 'Embedding is disabled: turn on the EMBEDDED_SUPERSET feature flag to issue guest tokens.',
        });
      const body = request.body;
      const found = await resolveDashboards(app.store, body.resources);
      const missing = body.resources.filter((r) => !found.has(String(r.id))).map((r) => String(r.id));
      if (missing.length > 0)
        throw invalidFields({ resources: [`Dashboard not found: ${missing.join(', ')}.`] });
      const token = await signGuestToken(app.config.secretKey, guestAudience(request), body);
      return { token };
    },
  );
}
