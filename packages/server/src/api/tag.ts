/**
 * /api/v1/tag: Superset's TagRestApi. Tags are listed, shown, created (optionally on objects),
 * changed and deleted (by name, `?q=!(name)`); objects are tagged by kind and id
 * (`POST /api/v1/tag/<type>/<id>/` with `{properties: {tags: [names]}}`, creating missing custom
 * tags) and untagged (`DELETE /api/v1/tag/<type>/<id>/<tag>/`); `get_objects` finds what carries
 * some tags. `<type>` is Superset's ObjectType, by number (1 saved query, 2 chart, 3 dashboard) or
 * name. Reading needs can_read on Tag, changing can_write; an object out of the user's view is 404.
 */
import { decodeRison, ListQueryError, parseRelatedQuery } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, badRequest, invalidFields, notFound } from '../errors';
import { anyObject, errorAnswers, itemAnswer, messageAnswer, pkParams, risonQuery } from '../openapi/schemas';
import { findRelated } from '../repositories/list/related';
import { kindOf, type TaggedKind } from '../tags/object-types';
import { objectVisible, taggedEntities } from '../tags/objects';
import {
  changeTag,
  createCustomTagOn,
  deleteTags,
  findTagByName,
  InvalidTagNameError,
  type TaggedRef,
  tagObjectByNames,
  untagObject,
} from '../tags/repository';
import { loadTagItems, tagList } from '../tags/tag-list';
import { registerListRoute } from './list/list-route';
import { contextOf, parseQ } from './list/request';
import { columnParams, infoAnswer, infoResponse, relatedAnswer } from './list/resource-routes';

const VIEW_MENU = 'Tag';

/** `[type, id]` pairs, as Superset's objects_to_tag (`[["chart", 3]]`). */
const objectsToTag = z.array(z.tuple([z.string(), z.number().int().min(1)]));
const tagBody = z.strictObject({
  name: z.string().trim().min(1).max(250),
  description: z.string().nullish(),
  objects_to_tag: objectsToTag.optional(),
});
const bulkBody = z.strictObject({
  tags: z.array(
    z.strictObject({ name: z.string().trim().min(1).max(250), objects_to_tag: objectsToTag.optional() }),
  ),
});
/** Checked in the handler, for Superset's messages (400 without tags, 422 for a bad one). */
const objectTagsBody = z.looseObject({
  properties: z.looseObject({ tags: z.unknown().describe('The tag names, e.g. `["finance"]`') }).optional(),
});
const objectParams = z.object({ object_type: z.string(), object_id: z.coerce.number().int() });
const objectTagParams = objectParams.extend({ tag: z.string() });

const INVALID_NAME = "Invalid Tag Name (cannot contain ':' or ',')";

/** The kinds and ids of objects_to_tag, each one checked to be in the user's view. */
async function resolveObjects(
  app: FastifyInstance,
  request: FastifyRequest,
  pairs: readonly (readonly [string, number])[],
): Promise<TaggedRef[]> {
  const out: TaggedRef[] = [];
  for (const [type, id] of pairs) {
    const kind = kindOf(type);
    if (!kind) throw new ApiError('VALIDATION', { detail: `Invalid object type: ${type}` });
    if (!(await objectVisible(app.store, kind, id, contextOf(request)))) {
      throw new ApiError('VALIDATION', { detail: `${type} ${id} not found` });
    }
    out.push({ kind, id });
  }
  return out;
}

const namesParam = (value: unknown) =>
  typeof value === 'string' ? value.split(',').filter((part) => part !== '') : [];

export default async function tagRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', VIEW_MENU) };
  const write = { preHandler: app.authorize('can_write', VIEW_MENU) };
  const base = '/api/v1/tag';
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const loadTag = async (id: number) => {
    const [item] = await loadTagItems(app.store, [id]);
    if (!item) throw notFound();
    return item;
  };
  const assertNameFree = async (name: string, except: number | null) => {
    const found = await findTagByName(app.store, name);
    if (found && found.id !== except) throw invalidFields({ name: ['A tag with this name already exists.'] });
  };
  const visibleKind = async (request: FastifyRequest, type: string, id: number) => {
    const kind = kindOf(type);
    if (!kind || !(await objectVisible(app.store, kind, id, contextOf(request)))) throw notFound();
    return kind;
  };

  registerListRoute(app, {
    url: `${base}/`,
    ...read,
    summary: 'List tags',
    description:
      "Rison `q`: filters (e.g. `(col:type,opr:custom_tag,value:!t)`), order, page (Superset's list API).",
    def: tagList,
  });

  typed.get(
    `${base}/_info`,
    {
      ...read,
      schema: {
        summary: 'Permissions and filters of the tag list',
        querystring: risonQuery,
        response: { 200: infoAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => infoResponse({ viewMenu: VIEW_MENU, list: tagList }, request),
  );

  typed.get(
    `${base}/related/:column`,
    {
      ...read,
      schema: {
        summary: 'Users a tag list may be filtered by (created_by, changed_by)',
        params: columnParams,
        querystring: risonQuery,
        response: { 200: relatedAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const related = tagList.related ?? {};
      const { column } = request.params;
      const source = Object.hasOwn(related, column) ? related[column] : undefined;
      if (!source) throw notFound();
      return findRelated(app.store, source, parseQ(parseRelatedQuery, request), contextOf(request));
    },
  );

  typed.get(
    `${base}/get_objects/`,
    {
      ...read,
      schema: {
        summary: 'Objects carrying any of the tags',
        description:
          '`tagIds=1,2` (preferred) or `tags=name,name`; `types=chart,dashboard,query` narrows the kinds. Only objects the user may see.',
        querystring: z.looseObject({
          tagIds: z.string().optional(),
          tags: z.string().optional(),
          types: z.string().optional(),
        }),
        response: { 200: z.object({ result: z.array(anyObject) }), ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const ids = namesParam(request.query.tagIds).map(Number).filter(Number.isInteger);
      const names = namesParam(request.query.tags);
      const types = namesParam(request.query.types);
      const kinds: TaggedKind[] =
        types.length === 0
          ? ['dashboard', 'chart', 'query']
          : [...new Set(types.flatMap((type) => kindOf(type) ?? []))];
      return { result: await taggedEntities(app.store, kinds, { ids, names }, contextOf(request)) };
    },
  );

  typed.get(
    `${base}/:pk`,
    {
      ...read,
      schema: {
        summary: 'A tag',
        params: pkParams,
        response: { 200: itemAnswer(anyObject), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({ id: request.params.pk, result: await loadTag(request.params.pk) }),
  );

  typed.post(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Create a custom tag, optionally on objects',
        description:
          'Body `{name, description?, objects_to_tag?: [["chart", 3]]}`; an existing tag of that name is reused.',
        body: tagBody,
        response: { 201: itemAnswer(anyObject), ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = request.user!.id;
      const objects = await resolveObjects(app, request, body.objects_to_tag ?? []);
      const id = await createCustomTagOn(app.store, body.name, body.description, objects, userId).catch(
        (error: unknown) => {
          if (error instanceof InvalidTagNameError) throw invalidFields({ name: [INVALID_NAME] });
          throw error;
        },
      );
      reply.code(201);
      return { id, result: await loadTag(id) };
    },
  );

  typed.post(
    `${base}/bulk_create`,
    {
      ...write,
      schema: {
        summary: 'Create tags and put them on objects',
        description: 'Body `{tags: [{name, objects_to_tag: [["chart", 3]]}]}`.',
        body: bulkBody,
        response: {
          200: z.object({
            result: z.object({ objects_tagged: z.array(z.unknown()), objects_skipped: z.array(z.unknown()) }),
          }),
          ...errorAnswers(400, 401, 403, 422),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const userId = request.user!.id;
      const tagged = new Map<string, [string, number]>();
      const skipped = new Map<string, [string, number]>();
      for (const tag of body.tags) {
        const objects = await resolveObjects(app, request, tag.objects_to_tag ?? []);
        for (const object of objects) {
          const result = await tagObjectByNames(app.store, object.kind, object.id, [tag.name], userId).catch(
            (error: unknown) => {
              if (error instanceof InvalidTagNameError)
                throw new ApiError('VALIDATION', { detail: INVALID_NAME });
              throw error;
            },
          );
          const key = `${object.kind}:${object.id}`;
          (result.tagged.length > 0 ? tagged : skipped).set(key, [object.kind, object.id]);
        }
      }
      for (const key of skipped.keys()) if (tagged.has(key)) skipped.delete(key);
      return { result: { objects_tagged: [...tagged.values()], objects_skipped: [...skipped.values()] } };
    },
  );

  typed.put(
    `${base}/:pk`,
    {
      ...write,
      schema: {
        summary: 'Change a tag',
        description:
          'Body `{name?, description?, objects_to_tag?}`; objects_to_tag, when sent, becomes the objects the tag is on.',
        params: pkParams,
        body: tagBody.partial(),
        response: { 200: itemAnswer(anyObject), ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      await loadTag(id);
      const body = request.body;
      if (body.name !== undefined) {
        if (body.name.includes(':') || body.name.includes(',')) throw invalidFields({ name: [INVALID_NAME] });
        await assertNameFree(body.name, id);
      }
      const objects = body.objects_to_tag ? await resolveObjects(app, request, body.objects_to_tag) : null;
      const userId = request.user!.id;
      await changeTag(app.store, id, { name: body.name, description: body.description }, objects, userId);
      return { id, result: await loadTag(id) };
    },
  );

  typed.delete(
    `${base}/:pk`,
    {
      ...write,
      schema: {
        summary: 'Delete a tag (and take it off every object)',
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await loadTag(request.params.pk);
      await deleteTags(app.store, [request.params.pk]);
      return { message: 'OK' };
    },
  );

  typed.delete(
    `${base}/`,
    {
      ...write,
      schema: {
        summary: 'Delete tags by name (bulk)',
        description: "Rison `q`: the names, e.g. `!('sales',finance)`. 404 when any name is unknown.",
        querystring: risonQuery,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const names = parseQ((q) => {
        const value = decodeRison(q);
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
          throw new ListQueryError("Expected a rison list of tag names, e.g. !('sales')");
        }
        return value as string[];
      }, request);
      const ids: number[] = [];
      for (const name of names) {
        const tag = await findTagByName(app.store, name);
        if (!tag) throw notFound();
        ids.push(tag.id);
      }
      await deleteTags(app.store, ids);
      return { message: `Deleted ${names.length} tags` };
    },
  );

  typed.post(
    `${base}/:object_type/:object_id/`,
    {
      ...write,
      schema: {
        summary: 'Tag an object',
        description:
          'Body `{properties: {tags: [names]}}`; missing custom tags are created, tags the object has are skipped.',
        params: objectParams,
        body: objectTagsBody,
        response: { 201: z.object({}), ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { object_type, object_id } = request.params;
      const kind = await visibleKind(request, object_type, object_id);
      const tags = request.body.properties?.tags;
      if (!Array.isArray(tags)) throw badRequest("Missing required field 'tags' in 'properties'");
      if (!tags.every((tag) => typeof tag === 'string'))
        throw new ApiError('VALIDATION', { detail: 'Invalid tag' });
      try {
        await tagObjectByNames(app.store, kind, object_id, tags, request.user!.id);
      } catch (error) {
        if (error instanceof InvalidTagNameError) throw new ApiError('VALIDATION', { detail: 'Invalid tag' });
        throw error;
      }
      reply.code(201);
      return {};
    },
  );

  typed.delete(
    `${base}/:object_type/:object_id/:tag/`,
    {
      ...write,
      schema: {
        summary: 'Take a tag off an object',
        params: objectTagParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { object_type, object_id, tag } = request.params;
      const kind = await visibleKind(request, object_type, object_id);
      const found = await findTagByName(app.store, tag);
      if (!found || !(await untagObject(app.store, kind, object_id, found.id))) throw notFound();
      return { message: 'OK' };
    },
  );
}
