import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sqlitePathFromUrl } from '../../src/config';
import { DEFAULT_FEATURE_FLAGS, FeatureFlagError, parseFeatureFlags } from '../../src/feature-flags';

const homes: string[] = [];
function freshHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'tessera-config-'));
  homes.push(home);
  return join(home, 'nested-home');
}
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

describe('parseFeatureFlags', () => {
  it('gives the defaults for a missing or blank value', () => {
    expect(parseFeatureFlags(undefined)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(parseFeatureFlags('  ')).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(DEFAULT_FEATURE_FLAGS).toMatchObject({
      DASHBOARD_NATIVE_FILTERS: true,
      DASHBOARD_CROSS_FILTERS: true,
      DISABLE_LEGACY_DATASOURCE_EDITOR: true,
      GLOBAL_ASYNC_QUERIES: false,
      CLIENT_CACHE: false,
    });
  });

  it('merges a JSON object over the defaults and keeps unknown flags', () => {
    const flags = parseFeatureFlags(
      '{"GLOBAL_ASYNC_QUERIES": true, "DASHBOARD_CROSS_FILTERS": false, "MY_FLAG": true}',
    );
    expect(flags.GLOBAL_ASYNC_QUERIES).toBe(true);
    expect(flags.DASHBOARD_CROSS_FILTERS).toBe(false);
    expect(flags.DASHBOARD_NATIVE_FILTERS).toBe(true);
    expect(flags.MY_FLAG).toBe(true);
  });

  it('refuses invalid JSON, non-objects and non-boolean values with clear messages', () => {
    expect(() => parseFeatureFlags('{GLOBAL_ASYNC_QUERIES: true}')).toThrow(/not valid JSON/);
    expect(() => parseFeatureFlags('[1]')).toThrow(/must be a JSON object/);
    expect(() => parseFeatureFlags('true')).toThrow(FeatureFlagError);
    expect(() => parseFeatureFlags('{"UX_BETA": "yes"}')).toThrow(
      /"UX_BETA" must be true or false; got "yes"/,
    );
  });
});

describe('loadConfig', () => {
  it('applies defaults and creates TESSERA_HOME with a secret key file (0600)', () => {
    const home = freshHome();
    const config = loadConfig({ TESSERA_HOME: home });
    expect(config.port).toBe(8088);
    expect(config.home).toBe(home);
    expect(config.databaseUrl).toBe(`sqlite:///${home}/tessera.db`);
    expect(sqlitePathFromUrl(config.databaseUrl)).toBe(join(home, 'tessera.db'));
    expect(config.examplesDuckdbPath).toBe(join(home, 'examples.duckdb'));
    expect(config.webDistDir).toMatch(/packages\/web\/dist$/);
    expect(config.logLevel).toBe('info');
    expect(config.loadExamplesOnStart).toBe(true);
    expect(config.adminPassword).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    const keyFile = join(home, 'secret_key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(config.secretKey);
    // The key is generated once and reused.
    expect(loadConfig({ TESSERA_HOME: home }).secretKey).toBe(config.secretKey);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      TESSERA_HOME: freshHome(),
      PORT: '9000',
      DATABASE_URL: 'postgresql://u@db:5432/meta',
      TESSERA_SECRET_KEY: 'a-secret-key-that-is-long-enough',
      TESSERA_ADMIN_PASSWORD: 'pw',
      TESSERA_FEATURE_FLAGS: '{"UX_BETA": true}',
      REDIS_URL: 'redis://r:6379',
      LOG_LEVEL: 'DEBUG',
      TESSERA_WEB_DIST: '/srv/web',
      TESSERA_LOAD_EXAMPLES: 'false',
    });
    expect(config.loadExamplesOnStart).toBe(false);
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgresql://u@db:5432/meta',
      secretKey: 'a-secret-key-that-is-long-enough',
      adminPassword: 'pw',
      redisUrl: 'redis://r:6379',
      logLevel: 'debug',
      webDistDir: '/srv/web',
    });
    expect(config.featureFlags.UX_BETA).toBe(true);
  });

  it('stops with a clear error on bad values', () => {
    const home = freshHome();
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_FEATURE_FLAGS: '{oops' })).toThrow(ConfigError);
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_FEATURE_FLAGS: '{oops' })).toThrow(
      /TESSERA_FEATURE_FLAGS/,
    );
    expect(() => loadConfig({ TESSERA_HOME: home, PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ TESSERA_HOME: home, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start/,
    );
    expect(() => loadConfig({ TESSERA_HOME: home, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_SECRET_KEY: 'short' })).toThrow(/at least 16/);
  });

  it('reads the forced-refresh timeout the web app gets (TESSERA_WEBSERVER_TIMEOUT, 60 s by default)', () => {
    const home = freshHome();
    expect(loadConfig({ TESSERA_HOME: home }).webserverTimeoutSeconds).toBe(60);
    expect(loadConfig({ TESSERA_HOME: home, TESSERA_WEBSERVER_TIMEOUT: '300' }).webserverTimeoutSeconds).toBe(
      300,
    );
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_WEBSERVER_TIMEOUT: '0' })).toThrow(
      'TESSERA_WEBSERVER_TIMEOUT must be a whole number above 0; got "0".',
    );
  });

  it('understands the sqlite URL forms', () => {
    expect(sqlitePathFromUrl('sqlite:////var/lib/t.db')).toBe('/var/lib/t.db');
    expect(sqlitePathFromUrl('sqlite:///var/lib/t.db')).toBe('/var/lib/t.db');
    expect(sqlitePathFromUrl('sqlite://')).toBe(':memory:');
    expect(sqlitePathFromUrl('sqlite:///:memory:')).toBe(':memory:');
  });
});

describe('resource limits and data directories', () => {
  it('defaults to 1 GB of query memory, 64 MB answers and the uploads folder', () => {
    const config = loadConfig({ TESSERA_HOME: freshHome() });
    expect(config.limits.queryMemoryBytes).toBe(1_000_000_000);
    expect(config.limits.maxResultBytes).toBe(64_000_000);
    expect(config.limits.queryThreads).toBeGreaterThanOrEqual(1);
    expect(config.limits.queryThreads).toBeLessThanOrEqual(4);
    expect(config.dataDirs).toEqual([join(config.home, 'uploads')]);
  });

  it('reads sizes with DuckDB units and a colon-separated list of absolute directories', () => {
    const config = loadConfig({
      TESSERA_HOME: freshHome(),
      TESSERA_QUERY_MEMORY: '512MB',
      TESSERA_MAX_RESULT_BYTES: '2 MiB',
      TESSERA_QUERY_THREADS: '2',
      TESSERA_DATA_DIRS: '/srv/data:/mnt/shared/../files:',
    });
    expect(config.limits.queryMemoryBytes).toBe(512_000_000);
    expect(config.limits.maxResultBytes).toBe(2 * 1024 * 1024);
    expect(config.limits.queryThreads).toBe(2);
    expect(config.dataDirs).toEqual(['/srv/data', '/mnt/files']);
  });

  it('keeps the heap within 30% of its live size by default, and reads TESSERA_HEAP_GROWING_PERCENT', () => {
    expect(loadConfig({ TESSERA_HOME: freshHome() }).heapGrowingPercent).toBe(30);
    expect(
      loadConfig({ TESSERA_HOME: freshHome(), TESSERA_HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent,
    ).toBe(0);
    expect(
      loadConfig({ TESSERA_HOME: freshHome(), TESSERA_HEAP_GROWING_PERCENT: '80' }).heapGrowingPercent,
    ).toBe(80);
    for (const bad of ['-5', '1.5', 'lots']) {
      expect(() => loadConfig({ TESSERA_HOME: freshHome(), TESSERA_HEAP_GROWING_PERCENT: bad })).toThrow(
        /TESSERA_HEAP_GROWING_PERCENT must be a whole number of 0 or more/,
      );
    }
  });

  it('refuses sizes it cannot read and relative data directories', () => {
    const home = freshHome();
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_QUERY_MEMORY: 'lots' })).toThrow(
      /TESSERA_QUERY_MEMORY must be a size/,
    );
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_MAX_RESULT_BYTES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_DATA_DIRS: 'data' })).toThrow(/relative/);
  });
});
