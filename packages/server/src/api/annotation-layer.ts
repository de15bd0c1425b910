/**
 * /api/v1/annotation_layer: Superset's AnnotationLayerRestApi and AnnotationRestApi — layers
 * (list, _info, related, show, create, update, delete single and bulk) and the annotations of a
 * layer under /api/v1/annotation_layer/<pk>/annotation/.
 */
import { parseIdList, parseListQuery } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AnnotationInput,
  annotationIdDescribed,
  createAnnotation,
  createLayer,
  deleteAnnotations,
  deleteLayers,
  layerIdNamed,
  loadAnnotationItems,
  loadLayerItems,
  updateAnnotation,
  updateLayer,
} from '../annotations/repository';
import { invalidFields, notFound } from '../errors';
import {
  anyObject,
  errorAnswers,
  itemAnswer,
  listAnswer,
  messageAnswer,
  pkParams,
  risonQuery,
} from '../openapi/schemas';
import { annotationList, layerList } from '../repositories/annotation-layer-list';
import type { Db } from '../repositories/common';
import { listResponse, specOf } from './list/engine';
import { contextOf, parseQ } from './list/request';
import { type ResourceApi, registerResourceRoutes } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { jsonText, optionalText } from './list/schemas';

const layerExists = rowExists('annotation_layer');

export const annotationLayerResource: ResourceApi = {
  path: 'annotation_layer',
  viewMenu: 'Annotation',
  noun: 'annotation layer',
  list: layerList,
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
  const id = await layerIdNamed(db, name);
  if (id !== undefined && id !== except) throw invalidFields({ name: ['Name must be unique'] });
}

/** Superset's AnnotationDatesValidationError and AnnotationUniquenessValidationError. */
async function assertAnnotationValid(db: Db, layerId: number, input: AnnotationInput, except: number | null) {
  if (input.start_dttm && input.end_dttm && input.end_dttm < input.start_dttm) {
    throw invalidFields({ end_dttm: ['End date must be after start date'] });
  }
  if (input.short_descr === undefined) return;
  const id = await annotationIdDescribed(db, layerId, input.short_descr);
  if (id !== undefined && id !== except) {
    throw invalidFields({ short_descr: ['Short description must be unique for this layer'] });
  }
}

const annotationParams = z.object({
  pk: pkParams.shape.pk,
  annotationId: z.string().regex(/^\d+$/).transform(Number).describe('The numeric id of the annotation'),
});

const layerItem = z
  .looseObject({ id: z.number(), name: z.string(), descr: z.string().nullable() })
  .partial()
  .describe('An annotation layer');
const annotationItem = z
  .looseObject({
    id: z.number(),
    short_descr: z.string().nullable(),
    long_descr: z.string().nullable(),
    start_dttm: z.string().nullable(),
    end_dttm: z.string().nullable(),
    json_metadata: z.string().nullable(),
    layer: z.looseObject({ id: z.number(), name: z.string() }),
  })
  .partial()
  .describe('An annotation');

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

async function layerOf(app: FastifyInstance, layerId: number) {
  if (!(await layerExists(app.store, layerId))) throw notFound();
  return layerId;
}

function registerAnnotationRoutes(app: FastifyInstance) {
  const read = { preHandler: app.authorize('can_read', 'Annotation') };
  const write = { preHandler: app.authorize('can_write', 'Annotation') };
  const base = '/api/v1/annotation_layer/:pk/annotation';
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = itemAnswer(annotationItem);

  typed.get(
    `${base}/`,
    {
      ...read,
      schema: {
        summary: 'List the annotations of a layer',
        params: pkParams,
        querystring: risonQuery,
        response: { 200: listAnswer(anyObject), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const def = annotationList(await layerOf(app, request.params.pk));
      const query = parseQ((q) => parseListQuery(q, specOf(def)), request);
      return listResponse(app.store, def, query, contextOf(request));
    },
  );

  typed.get(
    `${base}/:annotationId`,
    {
      ...read,
      schema: {
        summary: 'Get an annotation',
        params: annotationParams,
        response: { 200: answer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) =>
      showAnnotation(app.store, await layerOf(app, request.params.pk), request.params.annotationId),
  );

  typed.post(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Create an annotation in a layer',
        params: pkParams,
        body: annotationCreate,
        response: { 201: answer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const layerId = await layerOf(app, request.params.pk);
      const input = request.body;
      await assertAnnotationValid(app.store, layerId, input, null);
      const id = await createAnnotation(app.store, layerId, input, request.user!.id);
      return reply.status(201).send(await showAnnotation(app.store, layerId, id));
    },
  );

  typed.put(
    `${base}/:annotationId`,
    {
      ...write,
      schema: {
        summary: 'Update an annotation',
        params: annotationParams,
        body: annotationUpdate,
        response: { 200: answer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const layerId = await layerOf(app, request.params.pk);
      const id = request.params.annotationId;
      const current = await showAnnotation(app.store, layerId, id);
      const input = request.body;
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
    },
  );

  typed.delete(
    `${base}/:annotationId`,
    {
      ...write,
      schema: {
        summary: 'Delete an annotation',
        params: annotationParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const layerId = await layerOf(app, request.params.pk);
      const id = request.params.annotationId;
      await showAnnotation(app.store, layerId, id);
      await deleteAnnotations(app.store, layerId, [id]);
      return { message: 'OK' };
    },
  );

  typed.delete(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Delete annotations of a layer (bulk)',
        description: 'Rison `q`: the ids, e.g. `!(1,2)`.',
        params: pkParams,
        querystring: risonQuery,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const layerId = await layerOf(app, request.params.pk);
      const ids = parseQ(parseIdList, request);
      for (const id of ids) await showAnnotation(app.store, layerId, id);
      await deleteAnnotations(app.store, layerId, ids);
      return { message: `Deleted ${ids.length} annotation${ids.length === 1 ? '' : 's'}` };
    },
  );
}

export default async function annotationLayerRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, annotationLayerResource, { add: layerCreate, edit: layerUpdate });
  registerShowCreateUpdate(app, {
    resource: annotationLayerResource,
    item: layerItem,
    createBody: layerCreate,
    updateBody: layerUpdate,
    show: (_request, id) => showLayer(app.store, id),
    create: async (request, input) => {
      await assertLayerNameFree(app.store, input.name, null);
      return createLayer(app.store, input, request.user!.id);
    },
    update: async (request, id, input) => {
      if (input.name !== undefined) await assertLayerNameFree(app.store, input.name, id);
      await updateLayer(app.store, id, input, request.user!.id);
    },
  });
  registerAnnotationRoutes(app);
}
