/**
 * Explore's state by key (Superset's ExploreFormDataRestApi and ExplorePermalinkRestApi):
 * - /api/v1/explore/form_data: the unsaved form data of an Explore tab, kept a week, one key
 *   per session and tab, readable by whoever may see its dataset and chart, changed by its owner;
 * - /api/v1/explore/permalink: a saved Explore state behind an opaque key, for sharing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import { checkExploreAccess, DATASOURCE_TYPES } from '../key-value/access';
import { readPermalink, savePermalink } from '../key-value/permalink';
import {
  type CacheEntry,
  createCached,
  deleteCached,
  readCached,
  updateCached,
} from '../key-value/temporary-cache';
import { anyObject, errorAnswers, messageAnswer } from '../openapi/schemas';
import { contextOf } from './list/request';
import { jsonText } from './list/schemas';

const formDataBody = z.strictObject({
  datasource_id: z.number().int(),
  datasource_type: z.enum(DATASOURCE_TYPES),
  chart_id: z.number().int().nullish(),
  form_data: jsonText,
});

const urlParams = z.array(z.tuple([z.string(), z.string()]));

const permalinkBody = z.strictObject({
  formData: z.record(z.string(), z.unknown()),
  urlParams: urlParams.optional(),
});

interface FormDataEntry extends CacheEntry {
  readonly datasource_id: number;
  readonly datasource_type: string;
  readonly chart_id: number | null;
  readonly form_data: string;
}

interface ExplorePermalinkValue {
  readonly chartId: number | null;
  readonly datasourceId: number;
  readonly datasourceType: string;
  readonly datasource: string;
  readonly state: { formData: Record<string, unknown>; urlParams?: [string, string][] };
}

/** `?tab_id=`: a positive integer, or absent. */
export function tabIdOf(request: FastifyRequest): number | null {
  const raw = (request.query as { tab_id?: unknown } | undefined)?.tab_id;
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 0) {
    throw badRequest('tab_id must be an integer.');
  }
  return value;
}

/** `:key`: the opaque key a create answered. */
export const keyParams = z.object({ key: z.string().describe('The key a create answered') });
export const keyAnswer = z.object({ key: z.string() });
export const permalinkAnswer = z.object({
  key: z.string(),
  url: z.string().describe('The address to share'),
});
/** `?tab_id=`: one key per browser tab. */
export const tabQuery = z.looseObject({
  tab_id: z.string().optional().describe('The browser tab the state belongs to'),
});

/** `"22__table"` → id and type (Superset's datasource form-data field). */
function parseDatasource(value: unknown): { id: number; type: string } {
  const match = typeof value === 'string' ? /^(\d+)__(\w+)$/.exec(value) : null;
  if (!match) throw badRequest('formData.datasource must look like "<id>__<type>".');
  return { id: Number(match[1]), type: String(match[2]) };
}

function sliceIdOf(formData: Record<string, unknown>): number | null {
  const raw = formData.slice_id;
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export default async function exploreStateRoutes(app: FastifyInstance): Promise<void> {
  const readForm = { preHandler: app.authorize('can_read', 'ExploreFormDataRestApi') };
  const writeForm = { preHandler: app.authorize('can_write', 'ExploreFormDataRestApi') };
  const readLink = { preHandler: app.authorize('can_read', 'ExplorePermalinkRestApi') };
  const writeLink = { preHandler: app.authorize('can_write', 'ExplorePermalinkRestApi') };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const formWrite = async (request: FastifyRequest, body: z.output<typeof formDataBody>) => {
    const chartId = body.chart_id ?? null;
    await checkExploreAccess(app.store, request, body.datasource_id, chartId, body.datasource_type);
    const owner = contextOf(request).userId;
    const entry: FormDataEntry = {
      owner,
      datasource_id: body.datasource_id,
      datasource_type: body.datasource_type,
      chart_id: chartId,
      form_data: body.form_data,
    };
    const context = [owner, request.sessionId, body.datasource_id, chartId, body.datasource_type];
    return { resource: 'explore_form_data' as const, context, tabId: tabIdOf(request), entry };
  };
  const readFormEntry = async (request: FastifyRequest, key: string) => {
    const entry = await readCached<FormDataEntry>(app.store, 'explore_form_data', key);
    await checkExploreAccess(app.store, request, entry.datasource_id, entry.chart_id, entry.datasource_type);
    return entry;
  };

  typed.post(
    '/api/v1/explore/form_data',
    {
      ...writeForm,
      schema: {
        summary: "Keep an Explore tab's unsaved form data",
        querystring: tabQuery,
        body: formDataBody,
        response: { 201: keyAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = await createCached(app.store, await formWrite(request, request.body));
      return reply.status(201).send({ key });
    },
  );

  typed.put(
    '/api/v1/explore/form_data/:key',
    {
      ...writeForm,
      schema: {
        summary: "Replace an Explore tab's unsaved form data",
        params: keyParams,
        querystring: tabQuery,
        body: formDataBody,
        response: { 200: keyAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const key = await updateCached(app.store, request.params.key, await formWrite(request, request.body));
      return { key };
    },
  );

  typed.get(
    '/api/v1/explore/form_data/:key',
    {
      ...readForm,
      schema: {
        summary: "An Explore tab's unsaved form data",
        params: keyParams,
        response: { 200: z.object({ form_data: z.string() }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({ form_data: (await readFormEntry(request, request.params.key)).form_data }),
  );

  typed.delete(
    '/api/v1/explore/form_data/:key',
    {
      ...writeForm,
      schema: {
        summary: "Forget an Explore tab's unsaved form data",
        params: keyParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { key } = request.params;
      await readFormEntry(request, key);
      await deleteCached(app.store, 'explore_form_data', key, contextOf(request).userId);
      return { message: 'Deleted successfully' };
    },
  );

  typed.post(
    '/api/v1/explore/permalink',
    {
      ...writeLink,
      schema: {
        summary: 'Save an Explore state behind a permalink',
        body: permalinkBody,
        response: { 201: permalinkAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const datasource = parseDatasource(body.formData.datasource);
      const chartId = sliceIdOf(body.formData);
      await checkExploreAccess(app.store, request, datasource.id, chartId, datasource.type);
      const value: ExplorePermalinkValue = {
        chartId,
        datasourceId: datasource.id,
        datasourceType: datasource.type,
        datasource: `${datasource.id}__${datasource.type}`,
        state: { formData: body.formData, ...(body.urlParams ? { urlParams: body.urlParams } : {}) },
      };
      return reply.status(201).send(await savePermalink(app.store, request, 'explore_permalink', value));
    },
  );

  typed.get(
    '/api/v1/explore/permalink/:key',
    {
      ...readLink,
      schema: {
        summary: 'The Explore state behind a permalink',
        params: keyParams,
        response: { 200: anyObject, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const value = await readPermalink<ExplorePermalinkValue>(
        app.store,
        'explore_permalink',
        request.params.key,
      );
      await checkExploreAccess(app.store, request, value.datasourceId, value.chartId, value.datasourceType);
      return value as unknown as Record<string, unknown>;
    },
  );
}
