/**
 * GET /api/v1/tessera/bootstrap (public): what the web app needs before its first screen:
 * the user (or null; an anonymous visitor when the Public role grants reads), the feature flags
 * and the server version.
 */
import type { FastifyInstance } from 'fastify';
import type { FeatureFlags } from '../feature-flags';
import { type CurrentUserJson, currentUserToJson } from '../security/users';

export interface BootstrapPayload {
  /** `isAnonymous` marks the visitor acting as the Public role (no credential, Superset's `isAnonymous`). */
  user: (CurrentUserJson & { isAnonymous: boolean }) | null;
  feature_flags: FeatureFlags;
  version: string;
  /** The session's CSRF token when logged in with the cookie, else null. */
  csrf_token: string | null;
}

export default async function bootstrapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/tessera/bootstrap', async (request, reply): Promise<BootstrapPayload> => {
    void reply.header('cache-control', 'no-store');
    return {
      user: request.user
        ? { ...currentUserToJson(request.user), isAnonymous: request.authMethod === 'public' }
        : null,
      feature_flags: app.config.featureFlags,
      version: app.config.version,
      csrf_token: request.sessionId ? app.tokens.csrfToken(request.sessionId) : null,
    };
  });
}
