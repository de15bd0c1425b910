/**
 * Login, token refresh, CSRF token, and the web app's session login/logout.
 *   POST /api/v1/security/login   {username, password, provider: "db", refresh?} → {access_token, refresh_token?}
 *   POST /api/v1/security/refresh (Bearer refresh token) → {access_token}
 *   GET  /api/v1/security/csrf_token/ → {result: token}
 *   POST /login/ (JSON or form) sets the `session` cookie; GET|POST /logout/ clears it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors';
import { endSession, startSession } from '../security/auth';
import { LoginThrottle } from '../security/login-throttle';
import { hashPassword, verifyPassword } from '../security/password';
import { TokenError } from '../security/tokens';
import { currentUserToJson, findUserByUsername, loadCurrentUser, recordLogin } from '../security/users';

const loginBody = z.object({
  username: z.string().min(1, 'Missing data for required field.'),
  password: z.string().min(1, 'Missing data for required field.'),
  provider: z.string().optional(),
  refresh: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  next: z.string().optional(),
});

/** Only same-site paths are allowed as a redirect target after a form login. */
function safeNext(next: string | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new LoginThrottle();
  // Compared against when the username is unknown, so both paths take the same time. Made on
  // first need: hashing is deliberately slow and most app instances never see an unknown user.
  let dummyHash: Promise<string> | undefined;
  const unknownUserHash = () => {
    dummyHash ??= hashPassword('tessera-timing-equaliser');
    return dummyHash;
  };

  /** Checks credentials with throttling; returns the user id or throws 401/429. */
  async function checkCredentials(username: string, password: string, ip: string): Promise<number> {
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
    return user.id;
  }

  app.post('/api/v1/security/login', { config: { csrfExempt: true } }, async (request) => {
    const body = loginBody.parse(request.body ?? {});
    if (body.provider !== undefined && body.provider !== 'db') {
      throw new ApiError('BAD_REQUEST', {
        detail: `Unsupported provider "${body.provider}": only "db" is available.`,
      });
    }
    const userId = await checkCredentials(body.username, body.password, request.ip);
    const result: { access_token: string; refresh_token?: string } = {
      access_token: await app.tokens.sign(userId, 'access', { fresh: true }),
    };
    if (body.refresh === true || body.refresh === 'true')
      result.refresh_token = await app.tokens.sign(userId, 'refresh');
    return result;
  });

  app.post('/api/v1/security/refresh', { config: { csrfExempt: true } }, async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new ApiError('INVALID_TOKEN', { reason: 'Missing refresh token' });
    let userId: number;
    try {
      ({ userId } = await app.tokens.verify(match[1], 'refresh'));
    } catch (error) {
      if (error instanceof TokenError) throw new ApiError('INVALID_TOKEN', { reason: error.message });
      throw error;
    }
    const user = await loadCurrentUser(app.store, userId);
    if (!user) throw new ApiError('INVALID_TOKEN', { reason: 'User not found or inactive' });
    return { access_token: await app.tokens.sign(user.id, 'access', { fresh: false }) };
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
      const userId = await checkCredentials(body.data.username, body.data.password, request.ip);
      const csrfToken = await startSession(app, reply, userId);
      if (isForm) return reply.redirect(safeNext(body.data.next), 303);
      const user = await loadCurrentUser(app.store, userId);
      return { result: user ? currentUserToJson(user) : null, csrf_token: csrfToken };
    } catch (error) {
      if (isForm && error instanceof ApiError) {
        const reason = error.code === 'TOO_MANY_LOGIN_ATTEMPTS' ? 'throttled' : 'invalid';
        return reply.redirect(`/login/?error=${reason}`, 303);
      }
      throw error;
    }
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    endSession(app, reply);
    if (request.method === 'GET') return reply.redirect('/login/', 302);
    return { message: 'OK' };
  };
  app.get('/logout/', logout);
  app.post('/logout/', { config: { csrfExempt: true } }, logout);
}
