/**
 * What the app adds to Fastify's types (declaration merging). Everything registered on the
 * app in app.ts is typed here, so route modules get `app.store`, `request.user`, ... checked.
 */
import type { Kysely } from 'kysely';
import type { ResultCache } from './cache/result-cache';
import type { AppConfig } from './config';
import type { EventLogger } from './event-log/event-logger';
import type { TokenService } from './security/tokens';
import type { CurrentUser } from './security/users';
import type { StoreDialect } from './store/connection';
import type { Database } from './store/schema';

/** How a request proved who it is. */
export type AuthMethod = 'bearer' | 'session' | 'guest' | 'public';

export type PreHandler = (
  request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The metadata store (SQLite or PostgreSQL, same queries). */
    store: Kysely<Database>;
    storeDialect: StoreDialect;
    tokens: TokenService;
    /** Chart-data results: the in-process LRU, or Redis when REDIS_URL is set (cache/). */
    resultCache: ResultCache;
    /** Batched writer of the `logs` table (event-log/). */
    eventLog: EventLogger;
    /**
     * A preHandler that answers 401 to anonymous requests and 403 when the user lacks
     * `permission` on `viewMenu` (e.g. `app.authorize('can_read', 'Chart')`).
     */
    authorize(permission: string, viewMenu: string): PreHandler;
    /** A preHandler that only requires a logged-in user. */
    requireUser: PreHandler;
  }
  interface FastifyRequest {
    /** The logged-in user, or null for anonymous requests. */
    user: CurrentUser | null;
    authMethod: AuthMethod | null;
    /** The session id (JWT jti) of a cookie-authenticated request; keys the CSRF token. */
    sessionId: string | null;
    /** Why a presented token was refused (expired, wrong type, ...), for the 401 message. */
    authError: string | null;
  }
  interface FastifyContextConfig {
    /** Set on routes that cookie-authenticated clients may call without an X-CSRFToken header. */
    csrfExempt?: boolean;
    /** Liveness routes answer without looking anyone up, so they stay up while the store is away. */
    skipAuthentication?: boolean;
  }
}
