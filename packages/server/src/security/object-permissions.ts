/**
 * Object-level permissions (Superset creates them when a database or dataset is saved):
 * `database_access` on `[db].(id:N)` and `datasource_access` on `[db].[table](id:N)`. They are
 * made sure of before the admin API lists permissions, so every dataset can be granted to a role.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { PermissionPair } from './catalogue';
import { ensurePermissionViews } from './seed';

type Db = Kysely<Database>;

export const databaseViewMenu = (name: string, id: number) => `[${name}].(id:${id})`;
export const datasetViewMenu = (database: string, table: string, id: number) =>
  `[${database}].[${table}](id:${id})`;

/** Creates the database_access and datasource_access pairs of every database and dataset. */
export async function syncObjectPermissions(db: Db): Promise<void> {
  const databases = await db.selectFrom('dbs').select(['id', 'database_name']).execute();
  const datasets = await db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .select(['t.id', 't.table_name', 'd.database_name'])
    .execute();
  const wanted: PermissionPair[] = [
    ...databases.map((d) => ['database_access', databaseViewMenu(d.database_name, d.id)] as const),
    ...datasets.map(
      (t) => ['datasource_access', datasetViewMenu(t.database_name, t.table_name, t.id)] as const,
    ),
  ];
  if (wanted.length > 0) await ensurePermissionViews(db, wanted);
}
