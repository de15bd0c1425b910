/**
 * Test data written straight into the metadata store, bypassing the API's checks (URI policy,
 * connection tests), for tests about what happens to such rows: a database row, and a SQLite
 * file with one table registered as a dataset.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { SQLiteConnector } from '../../src/engine/connectors/sqlite';
import { COUNT_METRIC, registerDataset } from '../../src/examples/register';
import type { Database as StoreSchema } from '../../src/store/schema';
import type { TestApp } from './harness';

export interface DatabaseRowOptions {
  readonly name: string;
  readonly uri: string;
  readonly uuid?: string;
}

/** Inserts a `dbs` row with Superset's defaults (exposed in SQL Lab, no DML, no uploads); returns its id. */
export async function insertDatabaseRow(
  db: Kysely<StoreSchema>,
  options: DatabaseRowOptions,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('dbs')
    .values({
      uuid: options.uuid ?? randomUUID(),
      database_name: options.name,
      sqlalchemy_uri: options.uri,
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
  return row.id;
}

export interface SqliteDatasetOptions {
  /** The database's name; the file is `<uploads>/<name>.sqlite`. */
  readonly databaseName: string;
  readonly tableName: string;
  /** Creates and fills the table. */
  readonly setupSql: string;
  readonly databaseUuid?: string;
  readonly datasetUuid?: string;
}

/** A SQLite file in the uploads directory, registered as a database, with one table as a dataset (metric `count`). */
export async function sqliteDataset(
  t: TestApp,
  options: SqliteDatasetOptions,
): Promise<{ readonly databaseId: number; readonly datasetId: number; readonly path: string }> {
  const path = join(t.config.uploadsDir, `${options.databaseName}.sqlite`);
  const file = new Database(path);
  file.exec(options.setupSql);
  file.close();
  const databaseId = await insertDatabaseRow(t.app.store, {
    name: options.databaseName,
    uri: `sqlite:///${path}`,
    uuid: options.databaseUuid,
  });
  const columns = await new SQLiteConnector({ path }).getColumns(null, options.tableName);
  const datasetId = await registerDataset(
    t.app.store,
    { uuid: options.datasetUuid ?? randomUUID(), tableName: options.tableName, metrics: [COUNT_METRIC] },
    columns,
    { databaseId, ownerId: null },
  );
  return { databaseId, datasetId, path };
}
