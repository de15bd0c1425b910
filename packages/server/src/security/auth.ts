/**
 * Authentication and authorization hooks. A request authenticates with a Bearer access token or
 * with the signed `session` cookie; cookie-authenticated writes must carry `X-CSRFToken`.
 * Every token is also checked against the store: its user's token version and the revocation
 * list, so logout, a password change or a deactivation end it on all servers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { PreHandler } from '../types';
import { authenticateGuest, checkGuestRoute } from './guest-auth';
import { hasPermission } from './permissions';
import { loadPublicUser } from './public-role';
import { isTokenRevoked, revokeToken } from './revocations';
import { SESSION_SECONDS, type TokenClaims, TokenError } from './tokens';
import { type AuthenticatedUser, loadCurrentUser } from './users';

export const SESSION_COOKIE = 'session';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export const REVOKED_TOKEN_MESSAGE = 'This token was revoked (logout or password change). Log in again.';

/**
 * Why a token whose signature checked out may no longer be used, or null when it may: its user
 * is gone or inactive, the user's token version moved on (password change, deactivation), or the
 * token itself was revoked (logout). The user row is read anyway, so the version check is free;
 * the revocation list is cached briefly (revocations.ts).
 */
export async function tokenUser(
  app: FastifyInstance,
  claims: TokenClaims,
): Promise<{ reason: string } | { user: AuthenticatedUser }> {
  const user = await loadCurrentUser(app.store, claims.userId);
  if (!user) return { reason: 'User not found or inactive' };
  if (user.tokenVersion !== claims.version) return { reason: REVOKED_TOKEN_MESSAGE };
  if (await isTokenRevoked(app.store, claims.jti)) return { reason: REVOKED_TOKEN_MESSAGE };
  return { user };
}

/** The claims of the request's signed session cookie, or null when there is none that verifies. */
async function sessionClaims(app: FastifyInstance, request: FastifyRequest): Promise<TokenClaims | null> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    return await app.tokens.verify(unsigned.value, 'session');
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    // An expired or foreign session cookie just means "not logged in".
    return null;
  }
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  // An embedded dashboard's guest token decides alone, as a Bearer token does.
  if (await authenticateGuest(app, request)) return;
  const bearer = bearerToken(request);
  if (bearer !== null) {
    // A presented token decides alone: a bad token is not rescued by a cookie.
    try {
      const checked = await tokenUser(app, await app.tokens.verify(bearer, 'access'));
      if ('user' in checked) {
        request.user = checked.user;
        request.authMethod = 'bearer';
      } else request.authError = checked.reason;
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      request.authError =
        bearer === '' ? "Bad Authorization header. Expected 'Authorization: Bearer <JWT>'" : error.message;
    }
    return;
  }
  const claims = await sessionClaims(app, request);
  if (!claims) return;
  // A revoked session is "not logged in" too; its CSRF token goes with it.
  const checked = await tokenUser(app, claims);
  if ('user' in checked) {
    request.user = checked.user;
    request.authMethod = 'session';
    request.sessionId = claims.jti;
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

/**
 * Whether cookies go out marked Secure: when the request came over TLS, as Fastify reports it
 * (X-Forwarded-Proto counts only with TESSERA_TRUST_PROXY, so a client cannot forge it), or when
 * TESSERA_SESSION_COOKIE_SECURE forces it (TLS ended by a proxy that does not say so).
 */
export function cookieSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.config.sessionCookieSecure || request.protocol?.toLowerCase() === 'https';
}

/** Sets the session cookie for a user and returns the session's CSRF token. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<AuthenticatedUser, 'id' | 'tokenVersion'>,
): Promise<string> {
  const token = await app.tokens.sign(user.id, 'session', { version: user.tokenVersion });
  const claims = await app.tokens.verify(token, 'session');
  reply.setCookie(SESSION_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(app, request),
    path: '/',
    maxAge: SESSION_SECONDS,
  });
  return app.tokens.csrfToken(claims.jti);
}

/**
 * Ends the request's session: revokes it in the store, so a copy of the cookie taken before is
 * refused by every server, and clears the cookie.
 */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const claims = await sessionClaims(app, request);
  if (claims) await revokeToken(app.store, claims);
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(app, request),
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
    if (request.routeOptions.config?.skipAuthentication) return;
    await authenticate(app, request);
    // No credential at all: an anonymous visitor, with the Public role's reads when it has any.
    if (!request.user && !request.authError) {
      const visitor = await loadPublicUser(app.store);
      if (visitor) {
        request.user = visitor;
        request.authMethod = 'public';
      }
    }
  });
  app.addHook('preHandler', async (request) => {
    checkCsrf(app, request);
    await checkGuestRoute(app, request);
  });

  // Routes open to any logged-in user stay closed to anonymous visitors (the Public role).
  const requireUser: PreHandler = async (request) => {
    if (!request.user || request.authMethod === 'public') throw notAuthenticated(request);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('authorize', (permission: string, viewMenu: string): PreHandler => {
    return async (request) => {
      if (!request.user) throw notAuthenticated(request);
      if (!hasPermission(request.user, permission, viewMenu)) throw new ApiError('FORBIDDEN');
    };
  });
}
