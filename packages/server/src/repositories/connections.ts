/** The connector of a registered database, with its stored password decrypted. */
import { getConnector } from '../engine/connectors';
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
