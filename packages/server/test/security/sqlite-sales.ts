/** A SQLite `sales` table registered as a dataset, for the RLS and guest token tests. */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SQLiteConnector } from '../../src/engine/connectors/sqlite';
import { COUNT_METRIC, registerDataset } from '../../src/examples/register';
import type { TestApp } from '../platform/harness';

/** Rows: North 2023 and 2024, South 2023, East 2024, West 2024. */
export async function sqliteSalesDataset(t: TestApp, databaseName: string): Promise<number> {
  const path = join(t.config.uploadsDir, `${databaseName}.sqlite`);
  const db = new Database(path);
  db.exec(`CREATE TABLE sales (id INTEGER, region TEXT, amount REAL, year INTEGER);
    INSERT INTO sales VALUES (1, 'North', 10, 2023), (2, 'South', 20, 2023), (3, 'North', 30, 2024),
      (4, 'East', 5, 2024), (5, 'West', 7, 2024);`);
  db.close();
  const now = new Date().toISOString();
  const database = await t.app.store
    .insertInto('dbs')
    .values({
      uuid: randomUUID(),
      database_name: databaseName,
      sqlalchemy_uri: `sqlite:///${path}`,
      password: null,
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_dml: 0,
      allow_file_upload: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      cache_timeout: null,
      extra: '{}',
      impersonate_user: 0,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const columns = await new SQLiteConnector({ path }).getColumns(null, 'sales');
  return registerDataset(
    t.app.store,
    { uuid: randomUUID(), tableName: 'sales', metrics: [COUNT_METRIC] },
    columns,
    { databaseId: database.id, ownerId: null },
  );
}
