/**
 * The job queue on Redis, for several servers and `tessera worker` processes. A small queue on
 * ioredis rather than BullMQ: a chart job is run at most once (a lost job must end in an error
 * event, not be retried behind the user's back) and its lifecycle is three keys, so BullMQ's
 * retries, repeat jobs and Lua scripts would be weight without use, and one more dependency to
 * keep on the Node versions we run. Keys, under `prefix`:
 *
 * - `queue`       list of job JSON: servers LPUSH, workers BRPOP (each job goes to one worker);
 * - `deadlines`   sorted set job id → epoch ms by which the job must have ended: the queue timeout
 *                 while it waits, the job timeout plus a grace period once a worker starts it;
 * - `job:<id>`    the job JSON, so whoever reaps it can address the error event;
 * - `final:<id>`  SET NX by whoever ends the job first (worker or reaper): exactly one event.
 *
 * Every process that holds a RedisJobQueue runs the reaper: jobs past their deadline (their worker
 * crashed, lost its connection, or none is running) end in an error event.
 */
import { Redis } from 'ioredis';
import {
  type JobQueue,
  type JobTimeouts,
  type OutcomeListener,
  queueTimeoutError,
  runWithTimeout,
} from './job-queue';
import type { ChartDataJob, JobHandler, JobOutcome } from './types';

export interface RedisJobQueueOptions extends JobTimeouts {
  readonly prefix: string;
  readonly concurrency: number;
  /** How often to look for jobs past their deadline (default: a quarter of the job timeout, ≤ 5 s). */
  readonly reaperIntervalMs?: number;
  readonly logger?: { warn(details: Record<string, unknown>, message: string): void };
}

const FINAL_TTL_SECONDS = 24 * 3600;

export const lostJobError = (ms: number) =>
  `The worker running the query stopped answering; the query was abandoned after ${Math.round(ms / 100) / 10} seconds.`;

export class RedisJobQueue implements JobQueue {
  readonly kind = 'redis';
  private readonly client: Redis;
  private blocking: Redis | null = null;
  private readonly reaper: NodeJS.Timeout;
  private readonly stop = new AbortController();
  private running = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private wake: (() => void) | null = null;
  /** Set when the connection fails, cleared when it is ready again. */
  private unavailable = false;

  constructor(
    private readonly url: string,
    private readonly options: RedisJobQueueOptions,
    private readonly onOutcome: OutcomeListener,
  ) {
    this.client = new Redis(url, { maxRetriesPerRequest: 2 });
    this.client.on('error', (error: Error) => {
      this.unavailable = true;
      options.logger?.warn({ err: error }, 'job queue: Redis problem');
    });
    this.client.on('close', () => {
      this.unavailable = true;
    });
    this.client.on('ready', () => {
      this.unavailable = false;
    });
    const interval =
      options.reaperIntervalMs ?? Math.max(100, Math.min(5_000, Math.floor(options.jobTimeoutMs / 4)));
    this.reaper = setInterval(() => void this.reap().catch(() => undefined), interval);
    this.reaper.unref();
  }

  private key(name: string): string {
    return this.options.prefix + name;
  }

  /** Time a started job gets before the reaper calls it lost: the job timeout plus some slack. */
  get runningDeadlineMs(): number {
    return this.options.jobTimeoutMs + Math.max(1_000, Math.floor(this.options.jobTimeoutMs / 10));
  }

  isAvailable(): boolean {
    return !this.unavailable || this.client.status === 'ready';
  }

  async enqueue(job: ChartDataJob): Promise<void> {
    const text = JSON.stringify(job);
    const ttl = Math.ceil((this.options.queueTimeoutMs + this.runningDeadlineMs) / 1000) + 60;
    await this.client
      .multi()
      .set(this.key(`job:${job.job_id}`), text, 'EX', ttl)
      .zadd(this.key('deadlines'), Date.now() + this.options.queueTimeoutMs, job.job_id)
      .lpush(this.key('queue'), text)
      .exec();
  }

  /** Ends `job` with `outcome` unless someone already ended it; true when this call did. */
  async finalize(job: ChartDataJob, outcome: JobOutcome): Promise<boolean> {
    const won = await this.client.set(
      this.key(`final:${job.job_id}`),
      outcome.status,
      'EX',
      FINAL_TTL_SECONDS,
      'NX',
    );
    if (won !== 'OK') return false;
    await this.client
      .multi()
      .zrem(this.key('deadlines'), job.job_id)
      .del(this.key(`job:${job.job_id}`))
      .exec();
    await this.onOutcome(job, outcome);
    return true;
  }

  /** Ends every job past its deadline with an error event. */
  async reap(now = Date.now()): Promise<number> {
    const due = await this.client.zrangebyscore(this.key('deadlines'), '-inf', now, 'LIMIT', 0, 100);
    let reaped = 0;
    for (const jobId of due) {
      const text = await this.client.get(this.key(`job:${jobId}`));
      const started = await this.client.exists(this.key(`started:${jobId}`));
      if (text === null) {
        await this.client.zrem(this.key('deadlines'), jobId);
        continue;
      }
      const job = JSON.parse(text) as ChartDataJob;
      const message = started
        ? lostJobError(this.runningDeadlineMs)
        : queueTimeoutError(this.options.queueTimeoutMs);
      if (await this.finalize(job, { status: 'error', errors: [{ message }] })) reaped++;
    }
    return reaped;
  }

  consume(handler: JobHandler): void {
    if (this.blocking) throw new Error('This queue already consumes jobs.');
    const blocking = new Redis(this.url, { maxRetriesPerRequest: null });
    blocking.on('error', (error: Error) =>
      this.options.logger?.warn({ err: error }, 'job queue: worker connection'),
    );
    this.blocking = blocking;
    void this.loop(blocking, handler);
  }

  private async loop(blocking: Redis, handler: JobHandler): Promise<void> {
    while (!this.stop.signal.aborted) {
      if (this.running >= this.options.concurrency) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        continue;
      }
      let popped: [string, string] | null = null;
      try {
        popped = await blocking.brpop(this.key('queue'), 1);
      } catch (error) {
        if (this.stop.signal.aborted) break;
        this.options.logger?.warn({ err: error }, 'job queue: BRPOP failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      if (!popped) continue;
      const job = JSON.parse(popped[1]) as ChartDataJob;
      this.running++;
      const done = this.runOne(handler, job)
        .catch((error: unknown) =>
          this.options.logger?.warn({ err: error, job: job.job_id }, 'job queue: job failed'),
        )
        .finally(() => {
          this.running--;
          this.inFlight.delete(done);
          this.wake?.();
          this.wake = null;
        });
      this.inFlight.add(done);
    }
  }

  private async runOne(handler: JobHandler, job: ChartDataJob): Promise<void> {
    // Reaped while it waited (queue timeout): its error event is out already.
    if (await this.client.exists(this.key(`final:${job.job_id}`))) return;
    const deadline = Date.now() + this.runningDeadlineMs;
    await this.client
      .multi()
      .set(this.key(`started:${job.job_id}`), '1', 'PX', this.runningDeadlineMs + 60_000)
      .zadd(this.key('deadlines'), 'XX', deadline, job.job_id)
      .exec();
    const outcome = await runWithTimeout(handler, job, this.options.jobTimeoutMs, this.stop.signal);
    await this.finalize(job, outcome);
    await this.client.del(this.key(`started:${job.job_id}`));
  }

  async close(): Promise<void> {
    if (this.stop.signal.aborted) return;
    this.stop.abort();
    clearInterval(this.reaper);
    this.wake?.();
    this.blocking?.disconnect();
    await Promise.allSettled([...this.inFlight]);
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
