/**
 * A database of its own on the ClickHouse server of TEST_CLICKHOUSE_URL (in CI, shard 1 of
 * scripts/ci/clickhouse-shards.sh, Debian's 18.16), for suites that need ClickHouse tables:
 *
 *   const gate = service('clickhouse', 'my suite');
 *   const test = await createClickHouseTestDatabase(gate.url as string, 'mysuite');
 *   await test.admin.execute(`CREATE TABLE ${test.database}.t (…) ENGINE = Memory`);
 *   // register test.uri in Tessera (read-only unless allow_dml), …
 *   await test.drop();
 */
import { randomBytes } from 'node:crypto';
import { createConnector } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';

export interface ClickHouseTestDatabase {
  /** `tessera_<prefix>_<random>` */
  readonly database: string;
  /** clickhousedb:// URI of that database, for createConnector or POST /api/v1/database/. */
  readonly uri: string;
  /** A connector on the server that may write (DDL, inserts), for setting up tables. */
  readonly admin: Connector;
  /** Drops the database and closes the admin connector. */
  readonly drop: () => Promise<void>;
}

export async function createClickHouseTestDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ClickHouseTestDatabase> {
  const target = new URL(serverUrl.replace(/^[a-z+]+:/, 'http:'));
  const login = `${target.username || 'default'}${target.password ? `:${target.password}` : ''}`;
  const base = `clickhousedb://${login}@${target.host}`;
  const database = `tessera_${prefix.replace(/[^A-Za-z0-9_]/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = createConnector(`${base}/default`, { allowDml: true });
  await admin.execute(`CREATE DATABASE ${database}`);
  return {
    database,
    uri: `${base}/${database}`,
    admin,
    async drop() {
      try {
        await admin.execute(`DROP DATABASE IF EXISTS ${database}`);
      } finally {
        await admin.close();
      }
    },
  };
}
