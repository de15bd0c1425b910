/**
 * The async-token cookie (SUPERSET_FACTS §9.1 step 2): an HS256 JWT `{channel, sub, exp}` naming
 * the event channel of one browser session. Its key is derived from the secret key for this
 * purpose only (32 bytes, the minimum Superset demands), so it can sign nothing else.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

export interface AsyncChannelClaims {
  readonly channel: string;
  /** The user id as text, as Superset writes it. */
  readonly sub: string;
}

export class AsyncTokens {
  private readonly key: Uint8Array;

  constructor(
    secretKey: string,
    readonly cookieName: string,
    private readonly lifetimeSeconds: number,
    private readonly secureCookie: boolean,
  ) {
    this.key = createHash('sha256').update('tessera:async-jwt:').update(secretKey).digest();
  }

  sign(claims: AsyncChannelClaims): Promise<string> {
    return new SignJWT({ channel: claims.channel })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null (missing, forged, expired or malformed). */
  async verify(token: string | undefined): Promise<AsyncChannelClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.channel !== 'string' || payload.channel === '' || typeof payload.sub !== 'string')
        return null;
      return { channel: payload.channel, sub: payload.sub };
    } catch {
      return null;
    }
  }

  /** The request's channel when its cookie is valid and belongs to the logged-in user, else null. */
  async channelOf(request: FastifyRequest): Promise<string | null> {
    const claims = await this.verify(request.cookies[this.cookieName]);
    if (!claims || !request.user || claims.sub !== String(request.user.id)) return null;
    return claims.channel;
  }

  /**
   * The onSend hook: gives a logged-in session a channel cookie when it has no valid one for this
   * user (a new login gets a new channel, as Superset resets the channel when the user changes).
   */
  async ensureCookie(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.user) return;
    if ((await this.channelOf(request)) !== null) return;
    const token = await this.sign({ channel: randomUUID(), sub: String(request.user.id) });
    void reply.setCookie(this.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      // Like the session cookie: Secure when forced, or when the request came over TLS (directly
      // or through a proxy TESSERA_TRUST_PROXY trusts).
      secure: this.secureCookie || request.protocol?.toLowerCase() === 'https',
      path: '/',
      maxAge: this.lifetimeSeconds,
    });
  }
}
