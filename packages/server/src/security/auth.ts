/**
 * Authentication and authorization hooks. A request authenticates with a Bearer access token or
 * with the signed `session` cookie; cookie-authenticated writes must carry `X-CSRFToken`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { PreHandler } from '../types';
import { hasPermission } from './permissions';
import { SESSION_SECONDS, TokenError } from './tokens';
import { loadCurrentUser } from './users';

export const SESSION_COOKIE = 'session';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const bearer = bearerToken(request);
  if (bearer !== null) {
    // A presented token decides alone: a bad token is not rescued by a cookie.
    try {
      const claims = await app.tokens.verify(bearer, 'access');
      request.user = await loadCurrentUser(app.store, claims.userId);
      if (request.user) request.authMethod = 'bearer';
      else request.authError = 'User not found or inactive';
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      request.authError =
        bearer === '' ? "Bad Authorization header. Expected 'Authorization: Bearer <JWT>'" : error.message;
    }
    return;
  }
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  try {
    const claims = await app.tokens.verify(unsigned.value, 'session');
    request.user = await loadCurrentUser(app.store, claims.userId);
    if (request.user) {
      request.authMethod = 'session';
      request.sessionId = claims.jti;
    }
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    // An expired or foreign session cookie just means "not logged in".
  }
}

function checkCsrf(app: FastifyInstance, request: FastifyRequest): void {
  if (request.authMethod !== 'session' || !UNSAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.config?.csrfExempt) return;
  const header = request.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw new ApiError('CSRF_MISSING');
  if (!request.sessionId || !app.tokens.checkCsrfToken(request.sessionId, token))
    throw new ApiError('CSRF_INVALID');
}

/** Sets the session cookie for a user and returns the session's CSRF token. */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  const token = await app.tokens.sign(userId, 'session');
  const claims = await app.tokens.verify(token, 'session');
  reply.setCookie(SESSION_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.sessionCookieSecure,
    path: '/',
    maxAge: SESSION_SECONDS,
  });
  return app.tokens.csrfToken(claims.jti);
}

export function endSession(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.sessionCookieSecure,
  });
}

function notAuthenticated(request: FastifyRequest): ApiError {
  return request.authError
    ? new ApiError('INVALID_TOKEN', { reason: request.authError })
    : new ApiError('NOT_AUTHENTICATED');
}

/** Registers request decorations, the authentication hook, the CSRF check and `app.authorize`. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authError', null);

  app.addHook('onRequest', async (request) => {
    await authenticate(app, request);
  });
  app.addHook('preHandler', async (request) => {
    checkCsrf(app, request);
  });

  const requireUser: PreHandler = async (request) => {
    if (!request.user) throw notAuthenticated(request);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('authorize', (permission: string, viewMenu: string): PreHandler => {
    return async (request) => {
      if (!request.user) throw notAuthenticated(request);
      if (!hasPermission(request.user, permission, viewMenu)) throw new ApiError('FORBIDDEN');
    };
  });
}
