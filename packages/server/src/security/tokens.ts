/**
 * Signed tokens (HS256 JWT via jose) for API clients and web sessions. The `type` claim keeps
 * them apart: a refresh token cannot call the API and an access token cannot be refreshed.
 */
import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
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

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** Unique id of the token; for sessions also the key of the CSRF token. */
  jti: string;
  fresh: boolean;
}

export class TokenError extends Error {
  override readonly name = 'TokenError';
}

/** Derives a purpose-specific key so the JWT key never equals the cookie-signing key. */
function keyFor(secretKey: string, purpose: string): Uint8Array {
  return createHash('sha256').update(`tessera:${purpose}:`).update(secretKey).digest();
}

export class TokenService {
  /** A KeyObject built once: jose would otherwise import the raw bytes again on every call. */
  private readonly jwtKey: KeyObject;
  private readonly csrfKey: Uint8Array;

  constructor(secretKey: string) {
    this.jwtKey = createSecretKey(keyFor(secretKey, 'jwt'));
    this.csrfKey = keyFor(secretKey, 'csrf');
  }

  sign(userId: number, type: TokenType, options: { fresh?: boolean } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ type, fresh: options.fresh ?? false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + LIFETIMES[type])
      .sign(this.jwtKey);
  }

  /** Verifies signature, expiry and type; throws TokenError with a client-safe message. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.jwtKey, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('Token has expired');
      throw new TokenError('Invalid token');
    }
    if (payload.type !== expected) {
      throw new TokenError(
        expected === 'refresh' ? 'Only refresh tokens are allowed' : `Only ${expected} tokens are allowed`,
      );
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string')
      throw new TokenError('Invalid token');
    return { userId, type: expected, jti: payload.jti, fresh: payload.fresh === true };
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
