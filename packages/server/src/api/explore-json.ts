/**
 * The legacy chart endpoint `/superset/explore_json/` (issue 3 item 5), for legacy charts: GET
 * with a `form_data` query parameter (when the client-cache flag is on) or POST with `form_data`
 * as a form field or JSON. Flags `csv`, `query`, `results`, `samples` and `force` choose the
 * answer; the default is BaseViz's payload `{cache_key, cached_dttm, cache_timeout, data, error,
 * form_data, is_cached, query, rowcount, status, stacktrace, ...}` (explore-json-payload.ts).
 * Under GLOBAL_ASYNC_QUERIES an uncached chart answers 202 with a job (explore-json-async.ts).
 */

import { formDataSchema, mergeExtraFormData, type ResultType } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../errors';
import { registerJobKind } from '../jobs/job-kinds';
import { asyncJobAnswer, jsonOrExport } from '../openapi/chart-data-schemas';
import { checkedByHandler, errorAnswers, jsonText } from '../openapi/schemas';
import { chartParamsText } from '../repositories/charts';
import { abortOnDisconnect, sendCappedJson, sendFile } from './chart-data';
import { clientCacheable, sendClientCachedJson } from './client-cache';
import {
  EXPLORE_JSON_KIND,
  exploreJsonData,
  maybeStartAsyncExploreJson,
  runExploreJsonJob,
} from './explore-json-async';
import { exploreJsonAnswer } from './explore-json-payload';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flag = (value: unknown) => value === true || value === 'true' || value === '1';

function parseFormData(value: unknown): Raw {
  if (isRecord(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value);
      if (isRecord(parsed)) return parsed;
    } catch {
      // reported below
    }
  }
  throw new ApiError('CHART_DATA_INVALID', { detail: 'form_data must be a JSON object' });
}

/** form_data from the query string or the body; a saved chart's params under it when slice_id is set. */
async function formDataOf(app: FastifyInstance, request: FastifyRequest): Promise<Raw> {
  const query = request.query as Raw;
  const body = isRecord(request.body) ? request.body : {};
  const raw = body.form_data ?? query.form_data ?? (request.method === 'POST' ? request.body : undefined);
  let formData = parseFormData(raw ?? {});
  const sliceId = Number(formData.slice_id ?? query.slice_id);
  if (Number.isSafeInteger(sliceId) && sliceId > 0) {
    const params = await chartParamsText(app.store, sliceId);
    const saved = params ? (JSON.parse(params) as unknown) : null;
    if (isRecord(saved)) formData = { ...saved, ...formData, slice_id: sliceId };
  }
  const path = request.params as Raw;
  if (formData.datasource === undefined && path.datasource_id !== undefined) {
    formData = { ...formData, datasource: `${String(path.datasource_id)}__${String(path.datasource_type)}` };
  }
  const dashboardId = Number(query.dashboard_id ?? body.dashboard_id);
  if (Number.isSafeInteger(dashboardId) && dashboardId > 0) formData = { ...formData, dashboardId };
  // A dashboard's native filters and cross-filters arrive as extra_form_data (get_form_data).
  return { ...mergeExtraFormData(formData) };
}

function resultTypeOf(params: Raw): ResultType {
  if (flag(params.query)) return 'query';
  if (flag(params.samples)) return 'samples';
  if (flag(params.results)) return 'results';
  return 'full';
}

async function exploreJson(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const startedAt = performance.now();
  const params = { ...(request.query as Raw), ...(isRecord(request.body) ? request.body : {}) };
  const formData = await formDataOf(app, request);
  const csv = flag(params.csv);
  const resultType = csv ? 'full' : resultTypeOf(params);
  const force = flag(params.force);
  const user = request.user!;
  if (
    !csv &&
    resultType === 'full' &&
    (await maybeStartAsyncExploreJson(app, request, reply, formData, force))
  ) {
    return reply;
  }
  const answer = await exploreJsonAnswer(app, {
    user,
    formData,
    resultType,
    csv,
    force,
    signal: abortOnDisconnect(reply),
    startedAt,
  });
  if ('file' in answer) return sendFile(reply, answer.file);
  return clientCacheable(app, request, force) && !isErrorAnswer(reply)
    ? sendClientCachedJson(app, request, reply, answer.body)
    : sendCappedJson(app, reply, answer.body);
}

const isErrorAnswer = (reply: FastifyReply) => reply.statusCode >= 400;

const flagText = (what: string) => z.string().optional().describe(`\`true\` (or \`1\`): ${what}`);
const answerFlags = {
  csv: flagText('the rows as a CSV file'),
  query: flagText('only the SQL, `{query, language}`'),
  results: flagText('only the rows, `{data}`'),
  samples: flagText('sample rows, `{data, colnames}`'),
  force: flagText('bypass the cache'),
};

/** Read leniently by formDataOf and flag(), whose errors are their own: documented, not validated. */
const exploreJsonQuery = checkedByHandler(
  z.looseObject({
    form_data: z.string().optional().describe("The chart's form data as JSON text"),
    slice_id: z.string().optional().describe("A saved chart, whose params fill the form data's gaps"),
    dashboard_id: z.string().optional(),
    ...answerFlags,
  }),
);

const exploreJsonBody = checkedByHandler(
  z
    .union([
      z.looseObject({
        form_data: z.union([z.string(), formDataSchema]).describe('The form data, or JSON text of it'),
        dashboard_id: z.union([z.string(), z.number()]).optional(),
        ...answerFlags,
      }),
      formDataSchema,
    ])
    .describe('`{form_data, ...flags}` as JSON or a form, or the form data itself'),
);

/** BaseViz's payload; `data` is shaped by the viz type's legacy plugin. */
const exploreJsonPayload = z.looseObject({
  cache_key: z.string().nullable(),
  cached_dttm: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  data: z.unknown(),
  error: z.string().nullable(),
  errors: z.array(z.unknown()),
  form_data: z.record(z.string(), z.unknown()),
  is_cached: z.boolean(),
  query: z.string(),
  status: z.string(),
  stacktrace: z.string().nullable(),
  rowcount: z.number(),
});

const exploreJsonAnswers = {
  200: jsonOrExport(
    jsonText(z.union([exploreJsonPayload, z.looseObject({})])),
    "The chart's payload (or, with `query`, `results` or `samples`, that part only), or the CSV file",
  ),
  202: asyncJobAnswer,
  ...errorAnswers(400, 401, 403, 404, 422),
};

const datasourcePath = z.object({
  datasource_type: z.string().describe('`table`, `query`, ...'),
  datasource_id: z.string().describe('The datasource, when form_data does not name it'),
});

export default async function exploreJsonRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerJobKind(EXPLORE_JSON_KIND, runExploreJsonJob);
  const preHandler = app.authorize('can_explore_json', 'Superset');
  app.get(
    '/superset/explore_json/data/:cache_key',
    {
      preHandler,
      schema: {
        summary: 'The answer of an async explore_json job',
        params: z.object({ cache_key: z.string().describe("The key in the job's result URL") }),
        response: { 200: jsonText(exploreJsonPayload), ...errorAnswers(401, 403, 404, 422) },
      },
    },
    (request, reply) => exploreJsonData(app, request.params.cache_key, request, reply),
  );
  const summary = "A legacy chart's data (Superset's explore_json)";
  for (const path of [undefined, datasourcePath]) {
    const url = path ? '/superset/explore_json/:datasource_type/:datasource_id' : '/superset/explore_json';
    const params = path ? { params: path } : {};
    app.get(
      url,
      {
        preHandler,
        schema: { summary, ...params, querystring: exploreJsonQuery, response: exploreJsonAnswers },
      },
      (request, reply) => exploreJson(app, request, reply),
    );
    app.post(
      url,
      {
        preHandler,
        schema: {
          summary,
          ...params,
          querystring: exploreJsonQuery,
          body: exploreJsonBody,
          response: exploreJsonAnswers,
        },
      },
      (request, reply) => exploreJson(app, request, reply),
    );
  }
}
