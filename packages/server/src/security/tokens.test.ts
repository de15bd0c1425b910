import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, TokenService } from './tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService verification cache', () => {
  it('still refuses a token once it has expired, after earlier successful checks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const tokens = new TokenService('secret');
    const token = await tokens.sign(7, 'access');
    expect((await tokens.verify(token, 'access')).userId).toBe(7);
    expect((await tokens.verify(token, 'access')).userId).toBe(7);
    vi.setSystemTime(new Date(Date.parse('2026-01-01T00:00:00Z') + (ACCESS_TOKEN_SECONDS + 1) * 1000));
    await expect(tokens.verify(token, 'access')).rejects.toThrow('Token has expired');
    await expect(tokens.verify(token, 'access')).rejects.toThrow('Token has expired');
  });

  it('checks the type on every use and refuses tampered or foreign tokens', async () => {
    const tokens = new TokenService('secret');
    const token = await tokens.sign(7, 'access');
    await tokens.verify(token, 'access');
    await expect(tokens.verify(token, 'refresh')).rejects.toThrow('Only refresh tokens are allowed');
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    await expect(tokens.verify(forged, 'access')).rejects.toThrow('Invalid token');
    await expect(new TokenService('other').verify(token, 'access')).rejects.toThrow('Invalid token');
  });
});

describe('TokenService version claim', () => {
  it('carries the user token version and the expiry a revocation must outlive', async () => {
    const tokens = new TokenService('secret');
    const before = Math.floor(Date.now() / 1000);
    const claims = await tokens.verify(await tokens.sign(7, 'refresh', { version: 3 }), 'refresh');
    expect(claims.version).toBe(3);
    expect(claims.expiresAt).toBeGreaterThanOrEqual(before + REFRESH_TOKEN_SECONDS);
    expect((await tokens.verify(await tokens.sign(7, 'session'), 'session')).version).toBe(0);
  });

  it('reads a token made before versions existed as version 0, and refuses a malformed one', async () => {
    const key = createHash('sha256').update('tessera:jwt:').update('secret').digest();
    const make = (claims: Record<string, unknown>) =>
      new SignJWT({ type: 'access', fresh: false, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setJti('old')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(key);
    const tokens = new TokenService('secret');
    expect((await tokens.verify(await make({}), 'access')).version).toBe(0);
    await expect(tokens.verify(await make({ ver: '1' }), 'access')).rejects.toThrow('Invalid token');
  });
});
