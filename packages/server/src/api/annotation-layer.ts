/**
 * /api/v1/annotation_layer: Superset's AnnotationLayerRestApi and AnnotationRestApi — layers
 * (list, _info, related, show, create, update, delete single and bulk) and the annotations of a
 * layer under /api/v1/annotation_layer/<pk>/annotation/.
 */
import { parseIdList, parseListQuery } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  type AnnotationInput,
  createAnnotation,
  createLayer,
  deleteAnnotations,
  deleteLayers,
  loadAnnotationItems,
  loadLayerItems,
  updateAnnotation,
  updateLayer,
} from '../annotations/repository';
import { invalidFields, notFound } from '../errors';
import { AUDIT_COLUMNS, type Db } from '../repositories/common';
import { type ListDefinition, listResponse, specOf } from './list/engine';
import { col, dateOperators, numberOperators, relationOperators, textOperators } from './list/filters';
import { contextOf, parseBody, parseQ, pkOf } from './list/request';
import { type ResourceApi, registerResourceRoutes, USER_RELATED } from './list/resource-routes';
import { jsonText, optionalText } from './list/schemas';

const AUDIT_ORDER = {
  changed_on: col('changed_on'),
  changed_on_delta_humanized: col('changed_on'),
  created_on: col('created_on'),
  'created_by.first_name': sql`(select u.first_name from ab_user u where u.id = t.created_by_fk)`,
  'changed_by.first_name': sql`(select u.first_name from ab_user u where u.id = t.changed_by_fk)`,
};

export const layerList: ListDefinition = {
  table: 'annotation_layer',
  title: 'List Annotation Layer',
  filters: {
    id: numberOperators(col('id')),
    name: textOperators(col('name')),
    descr: textOperators(col('descr')),
    created_by: relationOperators('created_by_fk'),
    changed_by: relationOperators('changed_by_fk'),
    changed_on: dateOperators(col('changed_on')),
  },
  orderColumns: { id: col('id'), name: col('name'), descr: col('descr'), ...AUDIT_ORDER },
  columns: ['id', 'name', 'descr', ...AUDIT_COLUMNS],
  defaultColumns: [
    'id',
    'name',
    'descr',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'created_by.id',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
  ],
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  load: (db, ids) => loadLayerItems(db, ids),
};

/** The annotations of one layer, through the same list engine (the layer is the scope). */
function annotationList(layerId: number): ListDefinition {
  return {
    table: 'annotation',
    title: 'List Annotation',
    filters: {
      id: numberOperators(col('id')),
      short_descr: textOperators(col('short_descr')),
      long_descr: textOperators(col('long_descr')),
      start_dttm: dateOperators(col('start_dttm')),
      end_dttm: dateOperators(col('end_dttm')),
    },
    orderColumns: {
      id: col('id'),
      short_descr: col('short_descr'),
      start_dttm: col('start_dttm'),
      end_dttm: col('end_dttm'),
      ...AUDIT_ORDER,
    },
    columns: [
      'id',
      'short_descr',
      'long_descr',
      'start_dttm',
      'end_dttm',
      'json_metadata',
      'layer.id',
      'layer.name',
      ...AUDIT_COLUMNS,
    ],
    defaultColumns: [
      'id',
      'short_descr',
      'long_descr',
      'start_dttm',
      'end_dttm',
      'json_metadata',
      'changed_on_delta_humanized',
      'created_by.first_name',
      'created_by.last_name',
    ],
    defaultOrder: { column: 'start_dttm', direction: 'desc' },
    scope: () => sql`t.layer_id = ${layerId}`,
    load: (db, ids) => loadAnnotationItems(db, ids),
  };
}

const layerExists = async (db: Db, id: number) =>
  (await db.selectFrom('annotation_layer').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

export const annotationLayerResource: ResourceApi = {
  path: 'annotation_layer',
  viewMenu: 'Annotation',
  noun: 'annotation layer',
  list: layerList,
  related: { created_by: USER_RELATED, changed_by: USER_RELATED },
  distinct: { name: 't.name' },
  exists: layerExists,
  deleteMany: deleteLayers,
};

const layerFields = {
  name: z.string().trim().min(1, 'Name is required.').max(250),
  descr: optionalText,
};
const layerCreate = z.strictObject(layerFields);
const layerUpdate = z.strictObject(layerFields).partial();

/** Naive ISO date-times, as Superset's annotation schema reads them ("2024-01-31T00:00:00"). */
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/, 'Not a valid datetime.');
const annotationFields = {
  short_descr: z.string().trim().min(1, 'Short description is required.').max(500),
  long_descr: optionalText,
  start_dttm: dateTime,
  end_dttm: dateTime,
  json_metadata: z.union([jsonText, z.literal('')]).nullish(),
};
const annotationCreate = z.strictObject(annotationFields);
const annotationUpdate = z.strictObject(annotationFields).partial();

async function assertLayerNameFree(db: Db, name: string, except: number | null) {
  const row = await db
    .selectFrom('annotation_layer')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (row && row.id !== except) throw invalidFields({ name: ['Name must be unique'] });
}

/** Superset's AnnotationDatesValidationError and AnnotationUniquenessValidationError. */
async function assertAnnotationValid(db: Db, layerId: number, input: AnnotationInput, except: number | null) {
  if (input.start_dttm && input.end_dttm && input.end_dttm < input.start_dttm) {
    throw invalidFields({ end_dttm: ['End date must be after start date'] });
  }
  if (input.short_descr === undefined) return;
  const row = await db
    .selectFrom('annotation')
    .select('id')
    .where('layer_id', '=', layerId)
    .where('short_descr', '=', input.short_descr)
    .executeTakeFirst();
  if (row && row.id !== except) {
    throw invalidFields({ short_descr: ['Short description must be unique for this layer'] });
  }
}

function annotationPk(request: FastifyRequest): number {
  const raw = (request.params as { annotationId?: string }).annotationId ?? '';
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}

async function showLayer(db: Db, id: number) {
  const [item] = await loadLayerItems(db, [id]);
  if (!item) throw notFound();
  return { id, result: item };
}

async function showAnnotation(db: Db, layerId: number, id: number) {
  const [item] = await loadAnnotationItems(db, [id]);
  if (!item || item.layer.id !== layerId) throw notFound();
  return { id, result: item };
}

async function layerOf(app: FastifyInstance, request: FastifyRequest) {
  const layerId = pkOf(request);
  if (!(await layerExists(app.store, layerId))) throw notFound();
  return layerId;
}

function registerAnnotationRoutes(app: FastifyInstance) {
  const read = { preHandler: app.authorize('can_read', 'Annotation') };
  const write = { preHandler: app.authorize('can_write', 'Annotation') };
  const base = '/api/v1/annotation_layer/:pk/annotation';

  app.get(`${base}/`, read, async (request) => {
    const def = annotationList(await layerOf(app, request));
    const query = parseQ((q) => parseListQuery(q, specOf(def)), request);
    return listResponse(app.store, def, query, contextOf(request));
  });

  app.get(`${base}/:annotationId`, read, async (request) =>
    showAnnotation(app.store, await layerOf(app, request), annotationPk(request)),
  );

  app.post(`${base}/`, write, async (request, reply) => {
    const layerId = await layerOf(app, request);
    const input = parseBody(annotationCreate, request.body);
    await assertAnnotationValid(app.store, layerId, input, null);
    const id = await createAnnotation(app.store, layerId, input, request.user!.id);
    return reply.status(201).send(await showAnnotation(app.store, layerId, id));
  });

  app.put(`${base}/:annotationId`, write, async (request) => {
    const layerId = await layerOf(app, request);
    const id = annotationPk(request);
    const current = await showAnnotation(app.store, layerId, id);
    const input = parseBody(annotationUpdate, request.body);
    await assertAnnotationValid(
      app.store,
      layerId,
      {
        start_dttm: input.start_dttm ?? current.result.start_dttm ?? undefined,
        end_dttm: input.end_dttm ?? current.result.end_dttm ?? undefined,
        ...(input.short_descr === undefined ? {} : { short_descr: input.short_descr }),
      },
      id,
    );
    await updateAnnotation(app.store, id, input, request.user!.id);
    return showAnnotation(app.store, layerId, id);
  });

  app.delete(`${base}/:annotationId`, write, async (request) => {
    const layerId = await layerOf(app, request);
    const id = annotationPk(request);
    await showAnnotation(app.store, layerId, id);
    await deleteAnnotations(app.store, layerId, [id]);
    return { message: 'OK' };
  });

  app.delete(`${base}/`, write, async (request) => {
    const layerId = await layerOf(app, request);
    const ids = parseQ(parseIdList, request);
    for (const id of ids) await showAnnotation(app.store, layerId, id);
    await deleteAnnotations(app.store, layerId, ids);
    return { message: `Deleted ${ids.length} annotation${ids.length === 1 ? '' : 's'}` };
  });
}

export default async function annotationLayerRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, annotationLayerResource);
  const read = { preHandler: app.authorize('can_read', 'Annotation') };
  const write = { preHandler: app.authorize('can_write', 'Annotation') };

  app.get('/api/v1/annotation_layer/:pk', read, async (request) => showLayer(app.store, pkOf(request)));

  app.post('/api/v1/annotation_layer/', write, async (request, reply) => {
    const input = parseBody(layerCreate, request.body);
    await assertLayerNameFree(app.store, input.name, null);
    const id = await createLayer(app.store, input, request.user!.id);
    return reply.status(201).send(await showLayer(app.store, id));
  });

  app.put('/api/v1/annotation_layer/:pk', write, async (request) => {
    const id = pkOf(request);
    if (!(await layerExists(app.store, id))) throw notFound();
    const input = parseBody(layerUpdate, request.body);
    if (input.name !== undefined) await assertLayerNameFree(app.store, input.name, id);
    await updateLayer(app.store, id, input, request.user!.id);
    return showLayer(app.store, id);
  });

  registerAnnotationRoutes(app);
}
