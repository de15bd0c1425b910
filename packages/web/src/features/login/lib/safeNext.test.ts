import { describe, expect, it } from 'vitest';
import { safeNext } from './safeNext';

/** Each would leave this origin (or loop to the login page) if followed as given. */
const ATTACKS = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/ /evil.com',
  ' /x',
  '/%09/evil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '/%5Cevil.com',
  '/%252F%252Fevil.com',
  '/.//evil.com',
  '/\u200b/evil.com',
  '/\u0000/evil.com',
  'https://evil.com',
  'HTTPS://evil.com',
  'evil.com',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%E0%A4%A',
  '',
  `/${'a'.repeat(3000)}`,
  '/login',
  '/login/?next=/',
  '/./login',
];

const ALLOWED: [string, string][] = [
  ['/', '/'],
  ['/chart/list/', '/chart/list/'],
  ['/explore/?slice_id=1', '/explore/?slice_id=1'],
  ['/superset/dashboard/5/?native_filters=%2F%2F#tab', '/superset/dashboard/5/?native_filters=%2F%2F#tab'],
  ['/chart/../dashboard/list/', '/dashboard/list/'],
  ['/loginhelp/', '/loginhelp/'],
];

describe('safeNext (web)', () => {
  it.each(ATTACKS)('refuses %j', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it.each(ALLOWED)('keeps %j as %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('answers / without a target', () => {
    expect(safeNext(null)).toBe('/');
    expect(safeNext(undefined)).toBe('/');
  });
});
