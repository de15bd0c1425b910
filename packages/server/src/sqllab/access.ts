/**
 * Who may run SQL on a database in SQL Lab: the database must be exposed in SQL Lab, and the user
 * must hold the whole database (admin, all_database_access, all_datasource_access or
 * database_access on it), as Superset's raise_for_access asks of raw SQL. A database the user
 * cannot see at all answers as a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../errors';
import { databaseVisible } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import type { DatabaseRow } from '../store/schema';

export function holdsDatabase(
  ctx: ListContext,
  database: Pick<DatabaseRow, 'id' | 'database_name'>,
): boolean {
  const has = (key: string) => ctx.permissions.has(key);
  return (
    ctx.isAdmin ||
    has('all_database_access|all_database_access') ||
    has('all_datasource_access|all_datasource_access') ||
    has(`database_access|[${database.database_name}].(id:${database.id})`)
  );
}

export async function sqllabDatabase(
  app: FastifyInstance,
  ctx: ListContext,
  id: number,
): Promise<DatabaseRow> {
  const database = await app.store.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!database || !(await databaseVisible(app.store, id, ctx))) throw notFound();
  if (!holdsDatabase(ctx, database)) {
    throw new ApiError(
      'SQLLAB_DATABASE_REFUSED',
      {
        detail: `You need access to the database “${database.database_name}” to query it in SQL Lab. Ask an administrator for database access.`,
      },
      { extra: { database_id: id } },
    );
  }
  if (database.expose_in_sqllab !== 1) {
    throw new ApiError(
      'SQLLAB_DATABASE_REFUSED',
      {
        detail: `The database “${database.database_name}” is not exposed in SQL Lab. An administrator can turn on “Expose in SQL Lab” in its settings.`,
      },
      { extra: { database_id: id } },
    );
  }
  return database;
}
