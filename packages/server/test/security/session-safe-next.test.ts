/** `next=` after login stays on this origin (issue 13, finding 11): a table of attacks. */

import { safeNext } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD } from '../platform/harness';

const ATTACKS = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '\\\\evil.com',
  '/\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/ /evil.com',
  ' /x',
  '/x ',
  '/%09/evil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%252F%252Fevil.com',
  '/.//evil.com',
  '/./%2F/evil.com',
  '/\u200b/evil.com',
  '/\u0000/evil.com',
  'https://evil.com',
  'http://evil.com/x',
  'HTTPS://evil.com',
  'evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.com',
  '/%E0%A4%A',
  '',
  `/${'a'.repeat(3000)}`,
];

const ALLOWED: [string, string][] = [
  ['/', '/'],
  ['/dashboard/list/', '/dashboard/list/'],
  ['/explore/?slice_id=1', '/explore/?slice_id=1'],
  ['/superset/dashboard/5/?native_filters=%2F%2F#tab', '/superset/dashboard/5/?native_filters=%2F%2F#tab'],
  ['/chart/../dashboard/list/', '/dashboard/list/'],
  ['/sqllab/?q=a%20b', '/sqllab/?q=a%20b'],
];

describe('safeNext (server)', () => {
  it.each(ATTACKS)('refuses %j', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it.each(ALLOWED)('keeps %j as %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('answers the fallback for a missing target', () => {
    expect(safeNext(undefined)).toBe('/');
    expect(safeNext(null, '/home/')).toBe('/home/');
  });

  it('redirects a form login only to this origin', async () => {
    const t = await startTestApp();
    try {
      for (const next of ['/\t/evil.com', '/%2F%2Fevil.com', '/.//evil.com', '/\\evil.com']) {
        const response = await fetch(`${t.baseUrl}/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'admin', password: TEST_ADMIN_PASSWORD, next }),
          redirect: 'manual',
        });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/');
      }
    } finally {
      await t.close();
    }
  });
});
