/**
 * Annotation layers and their annotations in the store (Superset's annotation_layer and
 * annotation tables). Deleting a layer deletes its annotations (the foreign key cascades; the
 * explicit delete keeps SQLite without foreign keys honest).
 */
import { auditFields, type Db, inTransaction, loadUsers, nowIso } from '../repositories/common';

export interface LayerInput {
  name?: string;
  descr?: string | null;
}

export interface AnnotationInput {
  short_descr?: string;
  long_descr?: string | null;
  start_dttm?: string;
  end_dttm?: string;
  json_metadata?: string | null;
}

export async function loadLayerItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('annotation_layer')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ id: row.id, name: row.name, descr: row.descr, ...auditFields(row, users) }];
  });
}

export async function loadAnnotationItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('annotation')
    .innerJoin('annotation_layer', 'annotation_layer.id', 'annotation.layer_id')
    .selectAll('annotation')
    .select('annotation_layer.name as layer_name')
    .where('annotation.id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        short_descr: row.short_descr,
        long_descr: row.long_descr,
        start_dttm: row.start_dttm,
        end_dttm: row.end_dttm,
        json_metadata: row.json_metadata ?? '',
        layer: { id: row.layer_id, name: row.layer_name },
        ...auditFields(row, users),
      },
    ];
  });
}

export async function createLayer(
  db: Db,
  input: Required<Pick<LayerInput, 'name'>> & LayerInput,
  userId: number,
) {
  const now = nowIso();
  const row = await db
    .insertInto('annotation_layer')
    .values({
      name: input.name,
      descr: input.descr ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateLayer(db: Db, id: number, input: LayerInput, userId: number) {
  await db
    .updateTable('annotation_layer')
    .set({ ...input, changed_on: nowIso(), changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

export async function deleteLayers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('annotation')
      .where('layer_id', 'in', [...ids])
      .execute();
    await trx
      .deleteFrom('annotation_layer')
      .where('id', 'in', [...ids])
      .execute();
  });
}

export async function createAnnotation(
  db: Db,
  layerId: number,
  input: AnnotationInput & { short_descr: string; start_dttm: string; end_dttm: string },
  userId: number,
) {
  const now = nowIso();
  const row = await db
    .insertInto('annotation')
    .values({
      layer_id: layerId,
      short_descr: input.short_descr,
      long_descr: input.long_descr ?? null,
      start_dttm: input.start_dttm,
      end_dttm: input.end_dttm,
      json_metadata: input.json_metadata ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAnnotation(db: Db, id: number, input: AnnotationInput, userId: number) {
  await db
    .updateTable('annotation')
    .set({ ...input, changed_on: nowIso(), changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

export async function deleteAnnotations(db: Db, layerId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('annotation')
    .where('layer_id', '=', layerId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The id of the layer called `name`, if any (its name is unique). */
export async function layerIdNamed(db: Db, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('annotation_layer')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

/** The id of the layer's annotation with this short description, if any (unique in a layer). */
export async function annotationIdDescribed(
  db: Db,
  layerId: number,
  shortDescr: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('annotation')
    .select('id')
    .where('layer_id', '=', layerId)
    .where('short_descr', '=', shortDescr)
    .executeTakeFirst();
  return row?.id;
}
