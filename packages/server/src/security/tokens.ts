/**
 * Signed tokens (HS256 JWT via jose) for API clients and web sessions. The `type` claim keeps
 * them apart: a refresh token cannot call the API and an access token cannot be refreshed.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh' | 'session';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
export const SESSION_SECONDS = 14 * 24 * 3600;

const LIFETIMES: Record<TokenType, number> = {
  access: ACCESS_TOKEN_SECONDS,
  refresh: REFRESH_TOKEN_SECONDS,
  session: SESSION_SECONDS,
};

const VERIFIED_TOKENS_MAX = 10_000;

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** Unique id of the token; for sessions also the key of the CSRF token. */
  jti: string;
  fresh: boolean;
  /** The user's token version when the token was made; a bumped version ends the token. */
  version: number;
  /** Expiry, seconds since the epoch: how long a revocation of this token must be kept. */
  expiresAt: number;
}

export interface SignOptions {
  fresh?: boolean;
  /** The user's current `token_version` (0 for users that never had theirs bumped). */
  version?: number;
}

export class TokenError extends Error {
  override readonly name = 'TokenError';
}

/** Derives a purpose-specific key so the JWT key never equals the cookie-signing key. */
function keyFor(secretKey: string, purpose: string): Uint8Array {
  return createHash('sha256').update(`tessera:${purpose}:`).update(secretKey).digest();
}

export class TokenService {
  /** A CryptoKey imported once: jose would otherwise import the key again on every call. */
  private readonly jwtKey: Promise<webcrypto.CryptoKey>;
  private readonly csrfKey: Uint8Array;
  /**
   * Payloads of tokens whose signature already checked out, by token text. The same client sends
   * the same token on every request, and WebCrypto's HMAC is the dearest step of a cached chart
   * load; expiry and not-before are still checked on every use.
   */
  private readonly verified = new Map<string, Record<string, unknown>>();

  constructor(secretKey: string) {
    this.jwtKey = webcrypto.subtle.importKey(
      'raw',
      keyFor(secretKey, 'jwt'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    this.csrfKey = keyFor(secretKey, 'csrf');
  }

  async sign(userId: number, type: TokenType, options: SignOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ type, fresh: options.fresh ?? false, ver: options.version ?? 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + LIFETIMES[type])
      .sign(await this.jwtKey);
  }

  /** Verifies signature, expiry and type; throws TokenError with a client-safe message. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims> {
    const payload = await this.verifiedPayload(token);
    if (payload.type !== expected) {
      throw new TokenError(
        expected === 'refresh' ? 'Only refresh tokens are allowed' : `Only ${expected} tokens are allowed`,
      );
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
      throw new TokenError('Invalid token');
    // Tokens made before versions existed carry none: they belong to version 0.
    const version = payload.ver === undefined ? 0 : payload.ver;
    if (typeof version !== 'number' || !Number.isSafeInteger(version)) throw new TokenError('Invalid token');
    return {
      userId,
      type: expected,
      jti: payload.jti,
      fresh: payload.fresh === true,
      version,
      expiresAt: payload.exp,
    };
  }

  private async verifiedPayload(token: string): Promise<Record<string, unknown>> {
    const known = this.verified.get(token);
    if (known) {
      const now = Math.floor(Date.now() / 1000);
      if (typeof known.exp === 'number' && known.exp <= now) {
        this.verified.delete(token);
        throw new TokenError('Token has expired');
      }
      if (typeof known.nbf !== 'number' || known.nbf <= now) return known;
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await this.jwtKey, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('Token has expired');
      throw new TokenError('Invalid token');
    }
    // Only tokens that can expire are kept, so an entry never outlives its token.
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.clear();
      this.verified.set(token, payload);
    }
    return payload;
  }

  /** The CSRF token of a session: an HMAC of its id, so nothing is stored server-side. */
  csrfToken(sessionId: string): string {
    return createHmac('sha256', this.csrfKey).update(sessionId).digest('base64url');
  }

  checkCsrfToken(sessionId: string, candidate: string): boolean {
    const expected = Buffer.from(this.csrfToken(sessionId));
    const actual = Buffer.from(candidate);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
