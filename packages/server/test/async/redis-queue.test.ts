/**
 * The Redis-backed async queries through TEST_REDIS_URL: streams shared by servers, a server that
 * only queues plus a `tessera worker` that runs the job, a worker killed mid-job (the reaper ends
 * it in an error event) and a job no worker takes. Keys use a prefix unique to this run and are
 * deleted at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { normaliseQueryContext, type QueryContext } from '@tessera/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { RedisEventChannel } from '../../src/jobs/redis-event-channel';
import { RedisJobQueue } from '../../src/jobs/redis-job-queue';
import type { ChartDataJob, JobOutcome } from '../../src/jobs/types';
import { type RunningWorker, startWorker } from '../../src/jobs/worker';
import type { TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { ASYNC_ON, AsyncClient, ordersContext, ordersDatasetId, startAsyncApp } from './helpers';

const { url } = service('redis', 'the Redis async-query tests');

const run = `tessera-test-${randomUUID().slice(0, 8)}:`;
const streamPrefix = `${run}async-events-`;
const jobPrefix = `${run}jobs:`;

async function cleanUp(redisUrl: string) {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${run}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

describe.skipIf(!url)('async queries on Redis', () => {
  const redisUrl = url!;
  let t: TestApp;
  let client: AsyncClient;
  let datasetId: number;
  let worker: RunningWorker | null = null;

  beforeAll(async () => {
    vi.stubEnv('GLOBAL_ASYNC_QUERIES_REDIS_STREAM_PREFIX', streamPrefix);
    vi.stubEnv('TESSERA_ASYNC_JOB_PREFIX', jobPrefix);
    vi.stubEnv('TESSERA_ASYNC_JOB_TIMEOUT', '1');
    t = await startAsyncApp({ REDIS_URL: redisUrl });
    client = new AsyncClient(t, await t.login());
    await client.fetch('/api/v1/me/');
    datasetId = await ordersDatasetId(t);
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    vi.unstubAllEnvs();
    await cleanUp(redisUrl);
  });

  const channel = () =>
    JSON.parse(Buffer.from(client.asyncToken!.split('.')[1]!, 'base64url').toString()).channel;

  it('shares event streams between servers: XRANGE after last_id, the firehose to subscribers', async () => {
    const options = { prefix: streamPrefix, streamLimit: 100, firehoseLimit: 1000 };
    const one = new RedisEventChannel(redisUrl, options);
    const two = new RedisEventChannel(redisUrl, options);
    const seen: string[] = [];
    two.subscribe((event) => seen.push(event.job_id));
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the XREAD BLOCK start
    const base = { channel_id: 'shared', user_id: 1, status: 'done' as const, errors: [], result_url: '/x' };
    const first = await one.append({ ...base, job_id: 'a' });
    await one.append({ ...base, job_id: 'b' });
    expect(first).toMatch(/^\d+-\d+$/);
    expect((await two.read('shared', null)).map((e) => e.job_id)).toEqual(['a', 'b']);
    expect((await two.read('shared', first)).map((e) => e.job_id)).toEqual(['b']);
    const until = Date.now() + 5_000;
    while (seen.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['a', 'b']);
    await Promise.all([one.close(), two.close()]);
  });

  it('a server only queues; a tessera worker runs the job and the server sees the done event', async () => {
    const job = await t.app.asyncQueries!.submit(
      1,
      channel(),
      normaliseQueryContext(
        ordersContext(datasetId, {
          columns: ['region'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'orders' }],
          row_limit: 10,
        }),
      ) as QueryContext,
    );
    // No worker yet: the job waits in the queue.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await client.json<{ result: unknown[] }>('/api/v1/async_event/')).body.result).toEqual([]);
    worker = await startWorker(
      loadConfig({
        TESSERA_HOME: t.home,
        REDIS_URL: redisUrl,
        TESSERA_FEATURE_FLAGS: ASYNC_ON,
        LOG_LEVEL: 'silent',
        TESSERA_LOAD_EXAMPLES: 'false',
      }),
    );
    const event = await client.waitForEvent(job.job_id, 15_000);
    expect(event).toMatchObject({ status: 'done', errors: [], user_id: 1 });
    // The worker stored the answer in the shared Redis cache: the server serves it from there.
    const answer = await client.json<{ result: { data: unknown[]; is_cached: boolean }[] }>(
      String(event.result_url),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result[0]!.data.length).toBeGreaterThan(0);
    expect(answer.body.result[0]!.is_cached).toBe(true);
  });

  it('a worker killed mid-job: the reaper ends the job in an error event after the timeout', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./fixtures/dying-worker.ts', import.meta.url)),
        redisUrl,
        jobPrefix,
        '1000',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const waitFor = async (text: string) => {
      const until = Date.now() + 20_000;
      while (!output.includes(text) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      if (!output.includes(text)) throw new Error(`the dying worker never printed "${text}": ${output}`);
    };
    await waitFor('ready');
    await worker?.stop(); // only the dying worker may take the next job
    worker = null;
    const job = await t.app.asyncQueries!.submit(
      1,
      channel(),
      normaliseQueryContext(
        ordersContext(datasetId, { columns: ['country'], metrics: ['count'] }),
      ) as QueryContext,
    );
    await waitFor(`started ${job.job_id}`);
    child.kill('SIGKILL');
    const started = Date.now();
    const event = await client.waitForEvent(job.job_id, 15_000);
    expect(event).toMatchObject({ status: 'error', result_url: null });
    expect((event.errors as { message: string }[])[0]!.message).toMatch(/stopped answering/);
    // Job timeout 1 s + 1 s grace, checked every 250 ms by the server's reaper.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a job no worker takes ends in an error once the queue timeout passes', async () => {
    const outcomes: JobOutcome[] = [];
    const queue = new RedisJobQueue(
      redisUrl,
      {
        prefix: `${run}lonely:`,
        concurrency: 1,
        jobTimeoutMs: 1_000,
        queueTimeoutMs: 500,
        reaperIntervalMs: 100,
      },
      async (_job: ChartDataJob, outcome: JobOutcome) => {
        outcomes.push(outcome);
      },
    );
    await queue.enqueue({
      job_id: 'j1',
      channel_id: 'c',
      user_id: 1,
      query_context: {},
      queued_at: Date.now(),
    });
    const until = Date.now() + 5_000;
    while (outcomes.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(outcomes).toEqual([
      { status: 'error', errors: [{ message: expect.stringMatching(/No worker picked up/) }] },
    ]);
    // A second reaper (another server) does not announce it again.
    expect(await queue.reap(Date.now() + 60_000)).toBe(0);
    await queue.close();
  });
});
