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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../errors';
import { checkedByHandler, errorAnswer, errorAnswers, messageAnswer } from '../openapi/schemas';
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

/**
 * Parsed by the handlers (an empty body is `{}`: "Missing data for required field."; the login
 * page's form redirects instead of answering 400), so the schema documents it only.
 */
const loginBodyDoc = checkedByHandler(
  loginBody.describe("JSON, or the login page's url-encoded form; `provider` must be `db`"),
);

const throttled = {
  429: errorAnswer.describe('Too many failed attempts: try again after `Retry-After` seconds'),
};

/** The signed-in user and the session's CSRF token, for the web app. */
const sessionAnswer = z.looseObject({
  result: z
    .object({
      id: z.number(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      roles: z.array(z.string()),
      permissions: z.array(z.string()).describe('`permission:view` names'),
    })
    .nullable()
    .describe('The signed-in user'),
  csrf_token: z.string(),
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

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/v1/security/login',
    {
      config: { csrfExempt: true },
      schema: {
        summary: 'Tokens for a username and password',
        security: [],
        body: loginBodyDoc,
        response: {
          200: z.object({
            access_token: z.string(),
            refresh_token: z.string().optional().describe('With `refresh: true`'),
          }),
          ...errorAnswers(400, 401),
          ...throttled,
        },
      },
    },
    async (request) => {
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
    },
  );

  typed.post(
    '/api/v1/security/refresh',
    {
      config: { csrfExempt: true },
      // No body: the refresh token comes as `Authorization: Bearer <refresh_token>`.
      schema: {
        summary: 'A new access token for a refresh token',
        security: [{ jwt: [] }],
        response: { 200: z.object({ access_token: z.string() }), ...errorAnswers(401) },
      },
    },
    async (request) => {
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
    },
  );

  typed.get(
    '/api/v1/security/csrf_token/',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'The CSRF token to send as `X-CSRFToken` on writes with a session',
        response: { 200: z.object({ result: z.string() }), ...errorAnswers(401) },
      },
    },
    async (request) => {
      // Bearer clients do not need the token; they get a stable one keyed by their user id.
      const key = request.sessionId ?? `bearer:${request.user!.id}`;
      return { result: app.tokens.csrfToken(key) };
    },
  );

  typed.post(
    '/login/',
    {
      config: { csrfExempt: true },
      schema: {
        summary: 'Start a browser session (the `session` cookie)',
        security: [],
        body: loginBodyDoc,
        response: {
          200: sessionAnswer,
          303: z.null().describe('The login form: to `next` when signed in, else back to `/login/?error=`'),
          ...errorAnswers(400, 401),
          ...throttled,
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  /**
   * Ends the session the request came with, in the store, so a copied cookie stops working on
   * every server. An API client may also present its refresh (or access) token as Bearer to end
   * it: there is no other way to end one short of a password change.
   */
  const endAll = async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = await bearerClaims(request, ['refresh', 'access']);
    if (presented) await revokeToken(app.store, presented);
    await endSession(app, request, reply);
  };
  typed.get(
    '/logout/',
    {
      schema: {
        summary: 'End the session, then go to the login page',
        response: { 302: z.null().describe('To `/login/`') },
      },
    },
    async (request, reply) => {
      await endAll(request, reply);
      return reply.redirect('/login/', 302);
    },
  );
  // No body: the session cookie (and a token presented as Bearer) says what to end.
  typed.post(
    '/logout/',
    {
      config: { csrfExempt: true },
      schema: {
        summary: 'End the session (and a token presented as Bearer)',
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) => {
      await endAll(request, reply);
      return { message: 'OK' };
    },
  );
}
