/**
 * What an import will do with each object, decided once before anything is written: create it,
 * overwrite the existing one, or reuse the existing one. The permission check and the writer
 * both follow this plan, so what was checked is what gets written.
 */
import type { Db } from '../repositories/common';
import { findDataset } from '../repositories/datasets';
import type { ParsedBundle, ResourceKind } from './import';

export type Action = 'create' | 'overwrite' | 'reuse';

export interface Planned {
  readonly path: string;
  readonly action: Action;
  /** the object matched in the store (by uuid, or by name as Superset does for databases) */
  readonly existingId: number | undefined;
}

export interface PlannedDataset extends Planned {
  /** the database's id when that database exists already (reused or overwritten) */
  readonly databaseId: number | undefined;
}

export interface ImportPlan {
  readonly databases: ReadonlyMap<string, Planned>;
  readonly datasets: ReadonlyMap<string, PlannedDataset>;
  readonly charts: ReadonlyMap<string, Planned>;
  readonly dashboards: ReadonlyMap<string, Planned>;
  readonly savedQueries: ReadonlyMap<string, PlannedSavedQuery>;
}

export interface PlannedSavedQuery extends Planned {
  /** the database's id when that database exists already (reused or overwritten) */
  readonly databaseId: number | undefined;
}

type Table = 'dbs' | 'tables' | 'slices' | 'dashboards' | 'saved_query';

export async function idByUuid(db: Db, table: Table, uuid: string): Promise<number | undefined> {
  return (await db.selectFrom(table).select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
}

/**
 * `overwrite` replaces existing objects of the kinds the bundle replaces, when the importer may
 * write that kind; otherwise the existing object is reused, as Superset's importers do.
 */
export async function planImport(
  db: Db,
  bundle: ParsedBundle,
  options: { overwrite?: boolean | undefined; mayWrite: (kind: ResourceKind) => boolean },
): Promise<ImportPlan> {
  const rewrite = (kind: ResourceKind) =>
    options.overwrite === true &&
    (bundle.replaces === null || bundle.replaces === kind) &&
    options.mayWrite(kind);
  const action = (kind: ResourceKind, existing: number | undefined): Action => {
    if (existing === undefined) return 'create';
    return rewrite(kind) ? 'overwrite' : 'reuse';
  };

  const databases = new Map<string, Planned>();
  for (const { path, doc } of bundle.databases) {
    const existingId =
      (await idByUuid(db, 'dbs', doc.uuid)) ??
      (
        await db
          .selectFrom('dbs')
          .select('id')
          .where('database_name', '=', doc.database_name)
          .executeTakeFirst()
      )?.id;
    databases.set(doc.uuid, { path, action: action('database', existingId), existingId });
  }

  const datasets = new Map<string, PlannedDataset>();
  for (const { path, doc } of bundle.datasets) {
    const databaseId =
      databases.get(doc.database_uuid)?.existingId ?? (await idByUuid(db, 'dbs', doc.database_uuid));
    const existingId =
      (await idByUuid(db, 'tables', doc.uuid)) ??
      (databaseId === undefined
        ? undefined
        : (await findDataset(db, databaseId, doc.schema ?? null, doc.table_name))?.id);
    datasets.set(doc.uuid, { path, action: action('dataset', existingId), existingId, databaseId });
  }

  const charts = new Map<string, Planned>();
  for (const { path, doc } of bundle.charts) {
    const existingId = await idByUuid(db, 'slices', doc.uuid);
    charts.set(doc.uuid, { path, action: action('chart', existingId), existingId });
  }

  const dashboards = new Map<string, Planned>();
  for (const { path, doc } of bundle.dashboards) {
    const existingId = await idByUuid(db, 'dashboards', doc.uuid);
    dashboards.set(doc.uuid, { path, action: action('dashboard', existingId), existingId });
  }
  const savedQueries = new Map<string, PlannedSavedQuery>();
  for (const { path, doc } of bundle.savedQueries) {
    const databaseId =
      databases.get(doc.database_uuid)?.existingId ?? (await idByUuid(db, 'dbs', doc.database_uuid));
    const existingId = await idByUuid(db, 'saved_query', doc.uuid);
    savedQueries.set(doc.uuid, { path, action: action('saved_query', existingId), existingId, databaseId });
  }
  return { databases, datasets, charts, dashboards, savedQueries };
}
