/**
 * Login, token refresh, CSRF token, and the web app's session login/logout.
 *   POST /api/v1/security/login   {username, password, provider: "db", refresh?} → {access_token, refresh_token?}
 *   POST /api/v1/security/refresh (Bearer refresh token) → {access_token}
 *   GET  /api/v1/security/csrf_token/ → {result: token}
 *   POST /login/ (JSON or form) sets the `session` cookie; GET|POST /logout/ revokes the session
 *   (and a refresh or access token presented as Bearer) in the store and clears the cookie.
 */
import { safeNext } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors';
import { endSession, startSession, tokenUser } from '../security/auth';
import { LoginThrottle } from '../security/login-throttle';
import { hashPassword, verifyPassword } from '../security/password';
import { revokeToken } from '../security/revocations';
import { type TokenClaims, TokenError, type TokenType } from '../security/tokens';
import { currentUserToJson, findUserByUsername, loadCurrentUser, recordLogin } from '../security/users';

const loginBody = z.object({
  username: z.string().min(1, 'Missing data for required field.'),
  password: z.string().min(1, 'Missing data for required field.'),
  provider: z.string().optional(),
  refresh: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  next: z.string().optional(),
});

export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new LoginThrottle();
  // Compared against when the username is unknown, so both paths take the same time. Made on
  // first need: hashing is deliberately slow and most app instances never see an unknown user.
  let dummyHash: Promise<string> | undefined;
  const unknownUserHash = () => {
    dummyHash ??= hashPassword('tessera-timing-equaliser');
    return dummyHash;
  };

  /** Checks credentials with throttling; returns the user's id and token version or throws 401/429. */
  async function checkCredentials(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ id: number; tokenVersion: number }> {
    const wait = throttle.retryAfterSeconds(username, ip);
    if (wait > 0) {
      throw new ApiError(
        'TOO_MANY_LOGIN_ATTEMPTS',
        { seconds: wait },
        { headers: { 'retry-after': String(wait) } },
      );
    }
    const user = await findUserByUsername(app.store, username);
    const valid = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash()));
    if (!user || !valid || user.active !== 1) {
      throttle.recordFailure(username, ip);
      if (user) await recordLogin(app.store, user.id, false);
      throw new ApiError('INVALID_LOGIN');
    }
    throttle.recordSuccess(username, ip);
    await recordLogin(app.store, user.id, true);
    return { id: user.id, tokenVersion: user.token_version };
  }

  /** The claims of a Bearer token of one of these types, or null when there is none that verifies. */
  async function bearerClaims(request: FastifyRequest, types: TokenType[]): Promise<TokenClaims | null> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    for (const type of types) {
      try {
        return await app.tokens.verify(token, type);
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
      }
    }
    return null;
  }

  app.post('/api/v1/security/login', { config: { csrfExempt: true } }, async (request) => {
    const body = loginBody.parse(request.body ?? {});
    if (body.provider !== undefined && body.provider !== 'db') {
      throw new ApiError('BAD_REQUEST', {
        detail: `Unsupported provider "${body.provider}": only "db" is available.`,
      });
    }
    const user = await checkCredentials(body.username, body.password, request.ip);
    const version = user.tokenVersion;
    const result: { access_token: string; refresh_token?: string } = {
      access_token: await app.tokens.sign(user.id, 'access', { fresh: true, version }),
    };
    if (body.refresh === true || body.refresh === 'true')
      result.refresh_token = await app.tokens.sign(user.id, 'refresh', { version });
    return result;
  });

  app.post('/api/v1/security/refresh', { config: { csrfExempt: true } }, async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new ApiError('INVALID_TOKEN', { reason: 'Missing refresh token' });
    let claims: TokenClaims;
    try {
      claims = await app.tokens.verify(match[1], 'refresh');
    } catch (error) {
      if (error instanceof TokenError) throw new ApiError('INVALID_TOKEN', { reason: error.message });
      throw error;
    }
    // Refused after a logout that presented it, a password change or a deactivation.
    const checked = await tokenUser(app, claims);
    if (!('user' in checked)) throw new ApiError('INVALID_TOKEN', { reason: checked.reason });
    const { user } = checked;
    return {
      access_token: await app.tokens.sign(user.id, 'access', { fresh: false, version: user.tokenVersion }),
    };
  });

  app.get('/api/v1/security/csrf_token/', { preHandler: app.requireUser }, async (request) => {
    // Bearer clients do not need the token; they get a stable one keyed by their user id.
    const key = request.sessionId ?? `bearer:${request.user!.id}`;
    return { result: app.tokens.csrfToken(key) };
  });

  app.post('/login/', { config: { csrfExempt: true } }, async (request, reply) => {
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = loginBody.safeParse(request.body ?? {});
    if (!body.success) {
      if (isForm) return reply.redirect('/login/?error=missing', 303);
      throw body.error;
    }
    try {
      const credentials = await checkCredentials(body.data.username, body.data.password, request.ip);
      const csrfToken = await startSession(app, request, reply, credentials);
      if (isForm) return reply.redirect(safeNext(body.data.next), 303);
      const user = await loadCurrentUser(app.store, credentials.id);
      return { result: user ? currentUserToJson(user) : null, csrf_token: csrfToken };
    } catch (error) {
      if (isForm && error instanceof ApiError) {
        const reason = error.code === 'TOO_MANY_LOGIN_ATTEMPTS' ? 'throttled' : 'invalid';
        return reply.redirect(`/login/?error=${reason}`, 303);
      }
      throw error;
    }
  });

  /**
   * Ends the session the request came with, in the store, so a copied cookie stops working on
   * every server. An API client may also present its refresh (or access) token as Bearer to end
   * it: there is no other way to end one short of a password change.
   */
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = await bearerClaims(request, ['refresh', 'access']);
    if (presented) await revokeToken(app.store, presented);
    await endSession(app, request, reply);
    if (request.method === 'GET') return reply.redirect('/login/', 302);
    return { message: 'OK' };
  };
  app.get('/logout/', logout);
  app.post('/logout/', { config: { csrfExempt: true } }, logout);
}
