import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CACHE_DISABLED_TIMEOUT,
  CACHE_NO_EXPIRY,
  DEFAULT_CACHE_TIMEOUT,
  resolveCacheTimeout,
} from '../../src/cache';
import { loadConfig } from '../../src/config';

describe('resolveCacheTimeout', () => {
  it('takes custom > chart > dataset > database > default', () => {
    const all = { custom: 10, chart: 20, dataset: 30, database: 40, default: 50 };
    expect(resolveCacheTimeout(all)).toBe(10);
    expect(resolveCacheTimeout({ ...all, custom: null })).toBe(20);
    expect(resolveCacheTimeout({ ...all, custom: null, chart: null })).toBe(30);
    expect(resolveCacheTimeout({ ...all, custom: undefined, chart: null, dataset: null })).toBe(40);
    expect(resolveCacheTimeout({ default: 50 })).toBe(50);
  });

  it('stops at a level set to 0 (no expiry) instead of falling through', () => {
    expect(resolveCacheTimeout({ chart: 0, dataset: 30, default: 50 })).toBe(CACHE_NO_EXPIRY);
  });

  it('reads -1, and any negative value, as "never cache"', () => {
    expect(resolveCacheTimeout({ dataset: -1, database: 40, default: 50 })).toBe(CACHE_DISABLED_TIMEOUT);
    expect(resolveCacheTimeout({ custom: -7, default: 50 })).toBe(CACHE_DISABLED_TIMEOUT);
    expect(resolveCacheTimeout({ default: -1 })).toBe(CACHE_DISABLED_TIMEOUT);
  });

  it('uses whole seconds and ignores values that are not numbers', () => {
    expect(resolveCacheTimeout({ custom: 12.9, default: 50 })).toBe(12);
    expect(resolveCacheTimeout({ custom: Number.NaN, chart: 20, default: 50 })).toBe(20);
    expect(resolveCacheTimeout({ default: Number.NaN })).toBe(DEFAULT_CACHE_TIMEOUT);
  });
});

describe('CACHE_DEFAULT_TIMEOUT', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cache-config-'));
  const home = { TESSERA_HOME: dir, TESSERA_SECRET_KEY: 'x'.repeat(32) };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults to one day and accepts seconds, 0 and -1', () => {
    expect(loadConfig(home).cacheDefaultTimeout).toBe(86_400);
    expect(loadConfig({ ...home, CACHE_DEFAULT_TIMEOUT: '300' }).cacheDefaultTimeout).toBe(300);
    expect(loadConfig({ ...home, CACHE_DEFAULT_TIMEOUT: '0' }).cacheDefaultTimeout).toBe(0);
    expect(loadConfig({ ...home, CACHE_DEFAULT_TIMEOUT: '-1' }).cacheDefaultTimeout).toBe(-1);
  });

  it('refuses anything else with the variable named', () => {
    for (const bad of ['1.5', '-2', 'soon']) {
      expect(() => loadConfig({ ...home, CACHE_DEFAULT_TIMEOUT: bad })).toThrow(/CACHE_DEFAULT_TIMEOUT/);
    }
  });
});
