/** The connector of a registered database, with its stored password decrypted. */
import { guardVirtualDatasetSql } from '@tessera/sql';
import { dialectOf, getConnector } from '../engine/connectors';
import type { Connector } from '../engine/types';
import type { Db } from './common';
import { decryptSecret, unmaskUri } from './secrets';

export async function connectorOf(db: Db, secretKey: string, databaseId: number): Promise<Connector | null> {
  const database = await db.selectFrom('dbs').selectAll().where('id', '=', databaseId).executeTakeFirst();
  if (!database) return null;
  const password = database.password ? decryptSecret(database.password, secretKey) : null;
  return getConnector(database, password);
}

/**
 * The URI to test for a connection form: a masked password is taken from the stored database of
 * the same name (Superset's edit form sends the masked URI back).
 */
export async function uriForTest(
  db: Db,
  secretKey: string,
  uri: string,
  databaseName?: string,
): Promise<string> {
  if (!uri.includes(':XXXXXXXXXX@') || !databaseName) return uri;
  const stored = await db
    .selectFrom('dbs')
    .select('password')
    .where('database_name', '=', databaseName)
    .executeTakeFirst();
  return stored?.password ? unmaskUri(uri, decryptSecret(stored.password, secretKey)) : uri;
}

export interface DiscoveredColumn {
  column_name: string;
  type: string;
  is_dttm: boolean;
}

/** A physical table's columns as its database describes them. */
export async function physicalColumns(
  db: Db,
  secretKey: string,
  databaseId: number,
  schema: string | null,
  table: string,
): Promise<DiscoveredColumn[]> {
  const connector = await connectorOf(db, secretKey, databaseId);
  if (!connector) throw new Error(`Database ${databaseId} does not exist`);
  const columns = await connector.getColumns(schema, table);
  return columns.map((c) => ({ column_name: c.name, type: c.type, is_dttm: c.isDttm }));
}

/**
 * A virtual dataset's columns: its SQL, checked by the guard (one SELECT, no DML or catalogues),
 * runs as a subquery for one row on the read-only connection, and the result's columns are kept.
 */
export async function virtualColumns(
  db: Db,
  secretKey: string,
  databaseId: number,
  sqlText: string,
): Promise<DiscoveredColumn[]> {
  const database = await db
    .selectFrom('dbs')
    .select('sqlalchemy_uri')
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (!database) throw new Error(`Database ${databaseId} does not exist`);
  const body = guardVirtualDatasetSql(sqlText, dialectOf(database.sqlalchemy_uri));
  const connector = await connectorOf(db, secretKey, databaseId);
  if (!connector) throw new Error(`Database ${databaseId} does not exist`);
  const result = await connector.execute(`SELECT * FROM (${body}) AS virtual_table LIMIT 1`, [], {
    timeoutMs: 30_000,
  });
  return result.columns.map((c) => ({ column_name: c.name, type: c.type, is_dttm: c.genericType === 2 }));
}
