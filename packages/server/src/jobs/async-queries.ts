/**
 * The asynchronous chart-query service (GLOBAL_ASYNC_QUERIES, SUPERSET_FACTS §9.1), one per app as
 * `app.asyncQueries`: it queues jobs, runs them through the chart-data runner with caching on, and
 * appends each job's terminal event to the event channel. In-process by default; with REDIS_URL
 * the queue and the events live in Redis and `tessera worker` processes run the jobs.
 */
import { randomUUID } from 'node:crypto';
import type { QueryContext } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { loadCurrentUser } from '../security/users';
import { AsyncTokens } from './async-token';
import { type ChartDataRunner, defaultChartDataRunner } from './chart-data-runner';
import { type EventChannel, MemoryEventChannel } from './event-channel';
import { jobKindHandler } from './job-kinds';
import { InProcessJobQueue, type JobQueue } from './job-queue';
import { RedisEventChannel } from './redis-event-channel';
import { RedisJobQueue } from './redis-job-queue';
import { type AsyncSettings, loadAsyncSettings } from './settings';
import { type ChartDataJob, eventFor, type JobMetadata, type JobOutcome } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Asynchronous chart queries (jobs/); present when GLOBAL_ASYNC_QUERIES is on. */
    asyncQueries?: AsyncQueries;
  }
}

const CHART_DATA_KIND = 'chart_data';

/** Superset's result URL of a finished chart-data job. */
export const resultUrlFor = (cacheKey: string) => `/api/v1/chart/data/${cacheKey}`;

export class AsyncQueries {
  readonly tokens: AsyncTokens;
  readonly events: EventChannel;
  readonly queue: JobQueue;

  constructor(
    private readonly app: FastifyInstance,
    readonly settings: AsyncSettings,
    readonly runner: ChartDataRunner,
  ) {
    const { config } = app;
    this.tokens = new AsyncTokens(
      config.secretKey,
      settings.cookieName,
      settings.tokenSeconds,
      config.sessionCookieSecure,
    );
    const onOutcome = (job: ChartDataJob, outcome: JobOutcome) => this.announce(job, outcome);
    if (config.redisUrl) {
      const logger = app.log;
      this.events = new RedisEventChannel(config.redisUrl, {
        prefix: settings.streamPrefix,
        streamLimit: settings.streamLimit,
        firehoseLimit: settings.firehoseLimit,
        logger,
      });
      this.queue = new RedisJobQueue(
        config.redisUrl,
        { ...settings, prefix: settings.jobPrefix, logger },
        onOutcome,
      );
    } else {
      this.events = new MemoryEventChannel({ streamLimit: settings.streamLimit });
      this.queue = new InProcessJobQueue(settings.concurrency, settings, onOutcome);
      // One process: the server is its own worker pool.
      this.queue.consume((job, signal) => this.run(job, signal));
    }
  }

  /**
   * Queues a job for `userId` on `channel`: a chart-data query context, or the payload of another
   * registered kind (job-kinds.ts). Resolves with the 202 body.
   */
  async submit(
    userId: number,
    channel: string,
    payload: unknown,
    kind: string = CHART_DATA_KIND,
  ): Promise<JobMetadata> {
    const job: ChartDataJob = {
      job_id: randomUUID(),
      channel_id: channel,
      user_id: userId,
      ...(kind === CHART_DATA_KIND ? {} : { kind }),
      query_context: payload,
      queued_at: Date.now(),
    };
    await this.queue.enqueue(job);
    return {
      channel_id: channel,
      job_id: job.job_id,
      user_id: userId,
      status: 'pending',
      errors: [],
      result_url: null,
    };
  }

  /** Runs jobs from the shared Redis queue in this process (`tessera worker`). */
  consume(): void {
    if (this.queue.kind !== 'redis') return; // the in-process pool consumes from the start
    this.queue.consume((job, signal) => this.run(job, signal));
  }

  /** One job: as the user who asked, with the cache on; the result URL names the cached answer. */
  private async run(job: ChartDataJob, signal: AbortSignal): Promise<{ result_url: string }> {
    const user = await loadCurrentUser(this.app.store, job.user_id);
    if (!user) throw new Error('The user who asked for this query no longer exists or is inactive.');
    if (job.kind && job.kind !== CHART_DATA_KIND) {
      const handler = jobKindHandler(job.kind);
      if (!handler) throw new Error(`This worker cannot run "${job.kind}" jobs.`);
      return handler({ app: this.app, user, payload: job.query_context, signal });
    }
    const { cacheKey } = await this.runner.run(this.app, {
      user,
      queryContext: job.query_context as QueryContext,
      signal,
    });
    return { result_url: resultUrlFor(cacheKey) };
  }

  private async announce(job: ChartDataJob, outcome: JobOutcome): Promise<void> {
    const event = eventFor(job, outcome);
    try {
      await this.events.append(event);
    } catch (error) {
      this.app.log.error({ err: error, job: job.job_id }, 'could not publish the async query event');
      throw error;
    }
    if (outcome.status === 'error') {
      this.app.log.info({ job: job.job_id, errors: outcome.errors }, 'async chart query failed');
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.events.close();
  }
}

export function createAsyncQueries(
  app: FastifyInstance,
  settings: AsyncSettings = loadAsyncSettings(),
  runner: ChartDataRunner = defaultChartDataRunner,
): AsyncQueries {
  return new AsyncQueries(app, settings, runner);
}
