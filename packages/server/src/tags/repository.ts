/**
 * Tags and the objects they are on (tables `tag` and `tagged_object`, 0010). Objects are named by
 * kind and id; the kinds map to fixed tables here, never to input.
 */
import { sql } from 'kysely';
import { type Db, inTransaction, nowIso } from '../repositories/common';
import { invalidTagName, type TaggedKind, wireTagType } from './object-types';

/** A tag as list answers carry it: `{id, name, type}` with Superset's numeric type. */
export interface TagSummary {
  readonly id: number;
  readonly name: string;
  readonly type: number | string;
}

export class InvalidTagNameError extends Error {
  override readonly name = 'InvalidTagNameError';
}

/** The custom tags of each object, by name; every asked id has an entry. */
export async function customTagsOf(
  db: Db,
  kind: TaggedKind,
  ids: readonly number[],
): Promise<Map<number, TagSummary[]>> {
  const out = new Map<number, TagSummary[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('tagged_object as o')
    .innerJoin('tag as t', 't.id', 'o.tag_id')
    .select(['o.object_id', 't.id', 't.name', 't.type'])
    .where('o.object_type', '=', kind)
    .where('o.object_id', 'in', [...ids])
    .where('t.type', '=', 'custom')
    .orderBy('t.name')
    .execute();
  for (const row of rows) {
    out.get(row.object_id)?.push({ id: row.id, name: row.name, type: wireTagType(row.type) });
  }
  return out;
}

function audit(userId: number | null) {
  const now = nowIso();
  return { created_on: now, changed_on: now, created_by_fk: userId, changed_by_fk: userId };
}

export async function findTagByName(db: Db, name: string) {
  return db.selectFrom('tag').selectAll().where('name', '=', name.trim()).executeTakeFirst();
}

/** Ids of the custom tags with these names, creating the missing ones (Superset's get_by_name). */
export async function ensureCustomTags(db: Db, names: readonly string[], userId: number | null) {
  const ids: number[] = [];
  for (const raw of new Set(names.map((name) => name.trim()))) {
    if (invalidTagName(raw)) throw new InvalidTagNameError("Invalid Tag Name (cannot contain ':' or ',')");
    const found = await findTagByName(db, raw);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const created = await db
      .insertInto('tag')
      .values({ name: raw, type: 'custom', description: null, ...audit(userId) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(created.id);
  }
  return ids;
}

/** Puts the tags on the object; a tag it already has is skipped. */
export async function tagObject(
  db: Db,
  kind: TaggedKind,
  objectId: number,
  tagIds: readonly number[],
  userId: number | null,
): Promise<{ tagged: number[]; skipped: number[] }> {
  const existing = await db
    .selectFrom('tagged_object')
    .select('tag_id')
    .where('object_type', '=', kind)
    .where('object_id', '=', objectId)
    .execute();
  const has = new Set(existing.map((row) => row.tag_id));
  const tagged: number[] = [];
  const skipped: number[] = [];
  for (const tagId of new Set(tagIds)) {
    if (has.has(tagId)) {
      skipped.push(tagId);
      continue;
    }
    await db
      .insertInto('tagged_object')
      .values({ tag_id: tagId, object_id: objectId, object_type: kind, ...audit(userId) })
      .execute();
    tagged.push(tagId);
  }
  return { tagged, skipped };
}

/** Adds tags by name, creating custom tags as needed, in one transaction. */
export async function tagObjectByNames(
  db: Db,
  kind: TaggedKind,
  objectId: number,
  names: readonly string[],
  userId: number | null,
) {
  return inTransaction(db, async (trx) => {
    const ids = await ensureCustomTags(trx, names, userId);
    return tagObject(trx, kind, objectId, ids, userId);
  });
}

/** Removes one tag from an object; false when the object did not carry it. */
export async function untagObject(db: Db, kind: TaggedKind, objectId: number, tagId: number) {
  const result = await db
    .deleteFrom('tagged_object')
    .where('tag_id', '=', tagId)
    .where('object_type', '=', kind)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Tag ids that name no custom tag: a save carrying them is refused. */
export async function unknownCustomTags(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tag')
    .select('id')
    .where('id', 'in', [...ids])
    .where('type', '=', 'custom')
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Makes the object's custom tags exactly `tagIds` (a chart or dashboard save with `tags`, as
 * Superset's update_tags); system tags stay.
 */
export async function replaceCustomTags(
  db: Db,
  kind: TaggedKind,
  objectId: number,
  tagIds: readonly number[],
  userId: number | null,
) {
  await inTransaction(db, async (trx) => {
    const keep = [...new Set(tagIds)];
    await trx
      .deleteFrom('tagged_object')
      .where('object_type', '=', kind)
      .where('object_id', '=', objectId)
      .where('tag_id', 'in', (q) => q.selectFrom('tag').select('id').where('type', '=', 'custom'))
      .$if(keep.length > 0, (q) => q.where('tag_id', 'not in', keep))
      .execute();
    await tagObject(trx, kind, objectId, keep, userId);
  });
}

/** Drops the tag rows of deleted objects (Superset's ObjectUpdater.after_delete). */
export async function untagDeleted(db: Db, kind: TaggedKind, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('tagged_object')
    .where('object_type', '=', kind)
    .where('object_id', 'in', [...ids])
    .execute();
}

export interface TagInput {
  readonly name?: string | undefined;
  readonly description?: string | null | undefined;
}

export async function updateTag(db: Db, id: number, input: TagInput, userId: number) {
  await db
    .updateTable('tag')
    .set({
      ...(input.name === undefined ? {} : { name: input.name.trim() }),
      ...(input.description === undefined ? {} : { description: input.description }),
      changed_on: nowIso(),
      changed_by_fk: userId,
    })
    .where('id', '=', id)
    .execute();
}

/** An object a tag may be put on: its kind and id. */
export interface TaggedRef {
  readonly kind: TaggedKind;
  readonly id: number;
}

/**
 * The custom tag of that name (created when missing), its description set when given and put on
 * the objects — all in one transaction (Superset's POST /api/v1/tag/). A system tag of that name
 * is refused.
 */
export async function createCustomTagOn(
  db: Db,
  name: string,
  description: string | null | undefined,
  objects: readonly TaggedRef[],
  userId: number,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const existing = await findTagByName(trx, name);
    if (existing && existing.type !== 'custom') throw new InvalidTagNameError('Not a custom tag');
    const id = existing?.id ?? (await ensureCustomTags(trx, [name], userId))[0]!;
    if (description !== undefined) await updateTag(trx, id, { description }, userId);
    for (const object of objects) await tagObject(trx, object.kind, object.id, [id], userId);
    return id;
  });
}

/**
 * Changes a tag and, when `objects` is given, makes them exactly the objects it is on (a PUT with
 * objects_to_tag) — in one transaction, so a failure never leaves the tag on none of them.
 */
export async function changeTag(
  db: Db,
  id: number,
  input: TagInput,
  objects: readonly TaggedRef[] | null,
  userId: number,
) {
  await inTransaction(db, async (trx) => {
    await updateTag(trx, id, input, userId);
    if (!objects) return;
    await trx.deleteFrom('tagged_object').where('tag_id', '=', id).execute();
    for (const object of objects) await tagObject(trx, object.kind, object.id, [id], userId);
  });
}

/** Deletes tags and every tagged row of them (the foreign key cascades; explicit for SQLite). */
export async function deleteTags(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('tagged_object')
      .where('tag_id', 'in', [...ids])
      .execute();
    await trx
      .deleteFrom('tag')
      .where('id', 'in', [...ids])
      .execute();
  });
}

/** Objects carrying any of the tags (all tagged objects when none is named), by kind. */
export async function taggedObjectIds(
  db: Db,
  kind: TaggedKind,
  tags: { ids: readonly number[]; names: readonly string[] },
): Promise<number[]> {
  const rows = await db
    .selectFrom('tagged_object as o')
    .innerJoin('tag as t', 't.id', 'o.tag_id')
    .select('o.object_id')
    .distinct()
    .where('o.object_type', '=', kind)
    .$if(tags.ids.length > 0, (q) => q.where('t.id', 'in', [...tags.ids]))
    .$if(tags.ids.length === 0 && tags.names.length > 0, (q) => q.where('t.name', 'in', [...tags.names]))
    .orderBy('o.object_id')
    .execute();
  return rows.map((row) => row.object_id);
}

/** `t.id in (objects of this kind carrying a tag matching `tagCondition`)`, for list filters. */
export function taggedWith(kind: TaggedKind, tagCondition: ReturnType<typeof sql>) {
  return sql`t.id in (select o.object_id from tagged_object o join tag g on g.id = o.tag_id
    where o.object_type = ${kind} and ${tagCondition})`;
}
