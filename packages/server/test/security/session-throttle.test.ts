/**
 * Failed logins are throttled per client address across names, so spraying one password over
 * many usernames is slowed (issue 13, finding 8), while the per (username, address) rule stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { addressKey, LoginThrottle } from '../../src/security/login-throttle';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../platform/harness';
import { json } from './session-helpers';

describe('per-address throttling over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (username: string, password: string) =>
    fetch(`${t.baseUrl}/api/v1/security/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, password, provider: 'db' }),
    });

  it('answers 429 with Retry-After once one address failed for 20 different names', async () => {
    await t.createUser('sprayed', 'sprayed-password', [ROLE_GAMMA]);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await login(`victim${i}`, 'Summer2026!')).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);

    // Everyone's attempts from here wait, a right password included, so a guess cannot be told.
    const blocked = await login('admin', TEST_ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Too many failed login attempts/);

    const form = await fetch(`${t.baseUrl}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'sprayed', password: 'sprayed-password' }),
      redirect: 'manual',
    });
    expect(form.headers.get('location')).toBe('/login/?error=throttled');
  });
});

describe('LoginThrottle rules', () => {
  it('blocks an address after 20 failures over many names, for 5 minutes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ now: () => now });
    for (let i = 0; i < 19; i++) throttle.recordFailure(`user${i}`, '1.2.3.4');
    expect(throttle.retryAfterSeconds('someone', '1.2.3.4')).toBe(0);
    throttle.recordFailure('user19', '1.2.3.4');
    expect(throttle.retryAfterSeconds('someone', '1.2.3.4')).toBe(300);
    expect(throttle.retryAfterSeconds('someone', '5.6.7.8')).toBe(0);
    now += 300_001;
    expect(throttle.retryAfterSeconds('someone', '1.2.3.4')).toBe(0);
  });

  it('does not let a success reset the address count', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 25; i++) {
      throttle.recordFailure(`user${i}`, '1.2.3.4');
      // The sprayer's own valid account, logged into between guesses.
      throttle.recordSuccess('mine', '1.2.3.4');
    }
    expect(throttle.retryAfterSeconds('mine', '1.2.3.4')).toBeGreaterThan(0);
  });

  it('still clears a name-and-address count on success', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 4; i++) throttle.recordFailure('bob', '1.2.3.4');
    throttle.recordSuccess('bob', '1.2.3.4');
    for (let i = 0; i < 4; i++) throttle.recordFailure('bob', '1.2.3.4');
    expect(throttle.retryAfterSeconds('bob', '1.2.3.4')).toBe(0);
    throttle.recordFailure('bob', '1.2.3.4');
    expect(throttle.retryAfterSeconds('bob', '1.2.3.4')).toBe(60);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    const throttle = new LoginThrottle();
    for (let i = 0; i < 20; i++) throttle.recordFailure(`user${i}`, `2001:db8:1:2::${i + 1}`);
    expect(throttle.retryAfterSeconds('x', '2001:db8:1:2:ffff::9')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('x', '2001:db8:1:3::1')).toBe(0);
  });
});
