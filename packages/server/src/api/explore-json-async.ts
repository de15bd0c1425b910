/**
 * Legacy charts under GLOBAL_ASYNC_QUERIES (SUPERSET_FACTS §9.1 item 7): an explore_json request
 * whose answer is not cached answers 202 with a job; the job (`explore_json`, run by the server's
 * pool or a `tessera worker`) computes the answer, filling the result cache, then stores the form
 * data under an `ejr-` key whose result URL `/superset/explore_json/data/<key>` answers from the
 * cache, as Superset's `load_explore_json_into_cache` and `explore_json_data` do.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import type { JobKindHandler } from '../jobs/job-kinds';
import { maybeStartAsyncJob } from '../jobs/start-async';
import { abortOnDisconnect, sendCappedJson, sendFile } from './chart-data';
import { exploreJsonAnswer, planOf } from './explore-json-payload';

export const EXPLORE_JSON_KIND = 'explore_json';
/** Superset's prefix of explore_json request keys ("ejr-": explore_json request). */
const KEY_PREFIX = 'ejr-';

type Raw = Record<string, unknown>;

interface ExploreJsonJob {
  readonly form_data: Raw;
  readonly response_type: 'full';
  readonly force: boolean;
}

/** True when it queued the chart and answered 202; false to answer at once (flag off, cached, no query). */
export function maybeStartAsyncExploreJson(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  formData: Raw,
  force: boolean,
): Promise<boolean> {
  const job: ExploreJsonJob = { form_data: formData, response_type: 'full', force };
  return maybeStartAsyncJob(app, request, reply, {
    // Nothing to run (markup, deck_multi's layer list): the answer costs nothing.
    queryContext: () => planOf(formData, 'full', force).context,
    payload: job,
    kind: EXPLORE_JSON_KIND,
  });
}

/** The `explore_json` job: compute (and so cache) the answer, then store the form data for its GET. */
export const runExploreJsonJob: JobKindHandler = async ({ app, user, payload, signal }) => {
  const job = payload as ExploreJsonJob;
  await exploreJsonAnswer(app, {
    user,
    formData: job.form_data,
    resultType: 'full',
    force: job.force,
    signal,
  });
  const stored = { form_data: job.form_data, response_type: job.response_type };
  const key = KEY_PREFIX + createHash('sha256').update(canonicalJson(stored)).digest('hex');
  await app.resultCache.set(key, stored, app.config.cacheDefaultTimeout);
  return { result_url: `/superset/explore_json/data/${key}` };
};

/** GET /superset/explore_json/data/<key>: the stored chart answered from the cache; 404 when unknown or expired. */
export async function exploreJsonData(
  app: FastifyInstance,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!new RegExp(`^${KEY_PREFIX}[0-9a-f]{64}$`).test(key)) throw notFound();
  const hit = await app.resultCache.get<Partial<ExploreJsonJob>>(key);
  const formData = hit?.value?.form_data;
  if (!formData) throw notFound();
  const answer = await exploreJsonAnswer(app, {
    user: request.user!,
    formData,
    resultType: 'full',
    force: false,
    signal: abortOnDisconnect(reply),
  });
  return 'body' in answer ? sendCappedJson(app, reply, answer.body) : sendFile(reply, answer.file);
}
