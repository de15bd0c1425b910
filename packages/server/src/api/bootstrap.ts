/**
 * GET /api/v1/tessera/bootstrap (public): what the web app needs before its first screen:
 * the user (or null; an anonymous visitor when the Public role grants reads), the feature flags,
 * the server version and the settings the client acts on (Superset's bootstrap `common.conf`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureFlags } from '../feature-flags';
import { type CurrentUserJson, currentUserToJson } from '../security/users';

export interface BootstrapPayload {
  /** `isAnonymous` marks the visitor acting as the Public role (no credential, Superset's `isAnonymous`). */
  user: (CurrentUserJson & { isAnonymous: boolean }) | null;
  feature_flags: FeatureFlags;
  version: string;
  /** The session's CSRF token when logged in with the cookie, else null. */
  csrf_token: string | null;
  /** Settings the client acts on, under Superset's names. */
  conf: { SUPERSET_WEBSERVER_TIMEOUT: number };
}

const bootstrapAnswer = z.object({
  user: z
    .object({
      id: z.number(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      roles: z.array(z.string()),
      permissions: z.array(z.string()).describe('`permission|view` pairs'),
      isAnonymous: z.boolean().describe('A visitor without a session, acting as the Public role'),
    })
    .nullable(),
  feature_flags: z.record(z.string(), z.boolean()),
  version: z.string(),
  csrf_token: z.string().nullable(),
  conf: z.object({
    SUPERSET_WEBSERVER_TIMEOUT: z
      .number()
      .describe('Seconds the client waits for a forced chart refresh (TESSERA_WEBSERVER_TIMEOUT)'),
  }),
});

export default async function bootstrapRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    summary: 'What the web app needs before its first screen',
    response: { 200: bootstrapAnswer },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/tessera/bootstrap', { schema }, async (request, reply): Promise<BootstrapPayload> => {
      void reply.header('cache-control', 'no-store');
      return {
        user: request.user
          ? { ...currentUserToJson(request.user), isAnonymous: request.authMethod === 'public' }
          : null,
        feature_flags: app.config.featureFlags,
        version: app.config.version,
        csrf_token: request.sessionId ? app.tokens.csrfToken(request.sessionId) : null,
        conf: { SUPERSET_WEBSERVER_TIMEOUT: app.config.webserverTimeoutSeconds },
      };
    });
}
