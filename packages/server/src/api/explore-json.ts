/**
 * The legacy chart endpoint `/superset/explore_json/` (issue 3 item 5), for legacy charts: GET
 * with a `form_data` query parameter (when the client-cache flag is on) or POST with `form_data`
 * as a form field or JSON. Flags `csv`, `query`, `results`, `samples` and `force` choose the
 * answer; the default is BaseViz's payload `{cache_key, cached_dttm, cache_timeout, data, error,
 * form_data, is_cached, query, rowcount, status, stacktrace, ...}` (explore-json-payload.ts).
 * Under GLOBAL_ASYNC_QUERIES an uncached chart answers 202 with a job (explore-json-async.ts).
 */
import { mergeExtraFormData, type ResultType } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { registerJobKind } from '../jobs/job-kinds';
import { abortOnDisconnect, sendCappedJson, sendFile } from './chart-data';
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
    const chart = await app.store
      .selectFrom('slices')
      .select('params')
      .where('id', '=', sliceId)
      .executeTakeFirst();
    const saved = chart?.params ? (JSON.parse(chart.params) as unknown) : null;
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
  return 'file' in answer ? sendFile(reply, answer.file) : sendCappedJson(app, reply, answer.body);
}

export default async function exploreJsonRoutes(app: FastifyInstance): Promise<void> {
  registerJobKind(EXPLORE_JSON_KIND, runExploreJsonJob);
  const allowed = { preHandler: app.authorize('can_explore_json', 'Superset') };
  app.get('/superset/explore_json/data/:cache_key', allowed, (request, reply) =>
    exploreJsonData(app, request, reply),
  );
  for (const url of ['/superset/explore_json', '/superset/explore_json/:datasource_type/:datasource_id']) {
    app.get(url, allowed, (request, reply) => exploreJson(app, request, reply));
    app.post(url, allowed, (request, reply) => exploreJson(app, request, reply));
  }
}
