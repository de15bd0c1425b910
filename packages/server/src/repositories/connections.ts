/** The connector of a registered database, with its stored password decrypted. */
import { guardTableName, guardVirtualDatasetSql } from '@tessera/sql';
import { dialectOf, getConnector } from '../engine/connectors';
import type { Connector } from '../engine/types';
import type { Db } from './common';
import { decryptSecret, hasMaskedPassword, sameCredentialTarget, unmaskUri } from './secrets';

export async function connectorOf(db: Db, secretKey: string, databaseId: number): Promise<Connector | null> {
  const database = await db.selectFrom('dbs').selectAll().where('id', '=', databaseId).executeTakeFirst();
  if (!database) return null;
  const password = database.password ? decryptSecret(database.password, secretKey) : null;
  return getConnector(database, password);
}

/**
 * What a masked URI (Superset's edit form sends `user:XXXXXXXXXX@`) becomes: the URI with the
 * stored password, or a refusal when it would carry that password somewhere else.
 */
export type Unmasked = { readonly uri: string } | { readonly refused: 'CREDENTIAL_TARGET_CHANGED' };

/**
 * The URI to test for a connection form: a masked password is taken from the stored database of
 * the same name, only while the URI still names that database's engine, host, port and user.
 */
export async function uriForTest(
  db: Db,
  secretKey: string,
  uri: string,
  databaseName?: string,
): Promise<Unmasked> {
  if (!hasMaskedPassword(uri) || !databaseName) return { uri };
  const stored = await db
    .selectFrom('dbs')
    .select(['sqlalchemy_uri', 'password'])
    .where('database_name', '=', databaseName)
    .executeTakeFirst();
  if (!stored?.password) return { uri };
  if (!sameCredentialTarget(stored.sqlalchemy_uri, uri)) return { refused: 'CREDENTIAL_TARGET_CHANGED' };
  return { uri: unmaskUri(uri, decryptSecret(stored.password, secretKey)) };
}

/**
 * Whether an update to database `id` with `uri` may keep the stored password: yes unless the URI
 * is masked (so the stored password would be kept) and names another engine, host, port or user.
 */
export async function maskedPasswordKept(db: Db, id: number, uri: string): Promise<boolean> {
  if (!hasMaskedPassword(uri)) return true;
  const stored = await db
    .selectFrom('dbs')
    .select(['sqlalchemy_uri', 'password'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!stored?.password) return true;
  return sameCredentialTarget(stored.sqlalchemy_uri, uri);
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
  const database = await db
    .selectFrom('dbs')
    .select('sqlalchemy_uri')
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (!database) throw new Error(`Database ${databaseId} does not exist`);
  guardTableName(schema, table, dialectOf(database.sqlalchemy_uri));
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
