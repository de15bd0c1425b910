/**
 * The service gate: a suite skips for a missing service locally, and fails when TESSERA_REQUIRE
 * says CI provides it (variable absent or nothing listening).
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredServices, service, serviceAddress } from './services';

describe('service gate', () => {
  let listener: Server;
  let port = 0;
  // A port that was just free: nothing listens there once the probe server is closed.
  let closedPort = 0;

  beforeAll(async () => {
    listener = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    closedPort = (spare.address() as { port: number }).port;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
  });

  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('reads TESSERA_REQUIRE and service addresses', () => {
    expect([...requiredServices({ TESSERA_REQUIRE: 'Postgres, mysql redis,,' })]).toEqual([
      'postgres',
      'mysql',
      'redis',
    ]);
    expect(serviceAddress('postgres', 'postgres://u@db.example/x')).toEqual({
      host: 'db.example',
      port: 5432,
    });
    expect(serviceAddress('clickhouse', 'clickhousedb://default@127.0.0.1:18123/d')).toEqual({
      host: '127.0.0.1',
      port: 18123,
    });
  });

  it('skips a service that is absent or down unless it is required', () => {
    expect(service('redis', 'test', {})).toEqual({ url: undefined, skip: true });
    expect(service('redis', 'test', { TEST_REDIS_URL: `redis://127.0.0.1:${closedPort}` }).skip).toBe(true);
    const up = `redis://127.0.0.1:${port}`;
    expect(service('redis', 'test', { TEST_REDIS_URL: up, TESSERA_REQUIRE: 'redis' })).toEqual({
      url: up,
      skip: false,
    });
  });

  it('fails a required service that is absent or down, naming the variable', () => {
    expect(() => service('mysql', 'the MySQL suite', { TESSERA_REQUIRE: 'mysql' })).toThrow(
      /the MySQL suite: TESSERA_REQUIRE names mysql, but TEST_MYSQL_URL is not set/,
    );
    expect(() =>
      service('clickhouse', 'the ClickHouse suite', {
        TESSERA_REQUIRE: 'postgres,clickhouse',
        TEST_CLICKHOUSE_URL: `clickhousedb://default@127.0.0.1:${closedPort}/default`,
      }),
    ).toThrow(new RegExp(`127\\.0\\.0\\.1:${closedPort} is unreachable`));
    // Another service being required changes nothing for this one.
    expect(service('trino', 'test', { TESSERA_REQUIRE: 'postgres' }).skip).toBe(true);
  });
});
