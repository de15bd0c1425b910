/**
 * The job queue: runs chart-data jobs with a concurrency limit and guarantees each job ends in
 * exactly one terminal outcome — its handler's result, its handler's error, a timeout, or (for
 * the Redis queue) the reaper's verdict that the job was lost. The outcome goes to `onOutcome`,
 * which appends the event; a job never hangs silently.
 *
 * InProcessJobQueue is the default (one process, no services); RedisJobQueue (redis-job-queue.ts)
 * lets `tessera worker` processes on other machines run the jobs servers queue.
 */
import { type ChartDataJob, type JobHandler, type JobOutcome, jobErrors } from './types';

export type OutcomeListener = (job: ChartDataJob, outcome: JobOutcome) => Promise<void>;

export interface JobQueue {
  readonly kind: 'in-process' | 'redis';
  enqueue(job: ChartDataJob): Promise<void>;
  /** False while the queue's store is known to be unreachable: a job queued now would wait or fail. */
  isAvailable(): boolean;
  /** Starts running queued jobs with `handler` (the in-process queue starts at construction). */
  consume(handler: JobHandler): void;
  /** Stops taking jobs, aborts running ones (their outcome is an error) and releases connections. */
  close(): Promise<void>;
}

export interface JobTimeouts {
  readonly jobTimeoutMs: number;
  readonly queueTimeoutMs: number;
}

export const timeoutError = (ms: number) =>
  `The query did not finish within ${Math.round(ms / 100) / 10} seconds and was stopped.`;
export const queueTimeoutError = (ms: number) =>
  `No worker picked up the query within ${Math.round(ms / 100) / 10} seconds.`;

/**
 * Runs `handler` with a deadline: on timeout the signal aborts (the connector cancels the query)
 * and the outcome is an error at once, even if the handler ignores the signal and never settles.
 */
export async function runWithTimeout(
  handler: JobHandler,
  job: ChartDataJob,
  timeoutMs: number,
  stop: AbortSignal,
): Promise<JobOutcome> {
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error('The worker is shutting down.'));
  stop.addEventListener('abort', onStop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<JobOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(timeoutError(timeoutMs)));
      resolve({
        status: 'error',
        errors: [{ message: timeoutError(timeoutMs), error_type: 'BACKEND_TIMEOUT_ERROR' }],
      });
    }, timeoutMs);
  });
  const aborted = new Promise<JobOutcome>((resolve) => {
    const onAbort = () =>
      resolve({ status: 'error', errors: [{ message: 'The worker running the query shut down.' }] });
    if (stop.aborted) onAbort();
    else stop.addEventListener('abort', onAbort, { once: true });
  });
  const work = handler(job, controller.signal).then(
    ({ result_url }): JobOutcome => ({ status: 'done', result_url }),
    (error: unknown): JobOutcome => ({ status: 'error', errors: jobErrors(error) }),
  );
  try {
    return await Promise.race([work, deadline, aborted]);
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', onStop);
  }
}

/** A bounded pool in this process: at most `concurrency` jobs run at once, the rest wait in order. */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly waiting: ChartDataJob[] = [];
  private running = 0;
  private handler: JobHandler | null = null;
  private readonly stop = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly concurrency: number,
    private readonly timeouts: JobTimeouts,
    private readonly onOutcome: OutcomeListener,
    private readonly clock: () => number = Date.now,
  ) {}

  isAvailable(): boolean {
    return true;
  }

  async enqueue(job: ChartDataJob): Promise<void> {
    if (this.stop.signal.aborted) throw new Error('The job queue is closed.');
    this.waiting.push(job);
    this.pump();
  }

  consume(handler: JobHandler): void {
    this.handler = handler;
    this.pump();
  }

  get size(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running };
  }

  private pump(): void {
    const handler = this.handler;
    if (!handler) return;
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running++;
      const done = this.runOne(handler, job).finally(() => {
        this.running--;
        this.inFlight.delete(done);
        this.pump();
      });
      this.inFlight.add(done);
    }
  }

  private async runOne(handler: JobHandler, job: ChartDataJob): Promise<void> {
    const waited = this.clock() - job.queued_at;
    const outcome: JobOutcome =
      waited > this.timeouts.queueTimeoutMs
        ? { status: 'error', errors: [{ message: queueTimeoutError(this.timeouts.queueTimeoutMs) }] }
        : await runWithTimeout(handler, job, this.timeouts.jobTimeoutMs, this.stop.signal);
    try {
      await this.onOutcome(job, outcome);
    } catch {
      // onOutcome reports its own failures (the event store being down); nothing else to do here.
    }
  }

  async close(): Promise<void> {
    this.stop.abort();
    const leftover = this.waiting.splice(0);
    await Promise.allSettled([
      ...leftover.map((job) =>
        this.onOutcome(job, {
          status: 'error',
          errors: [{ message: 'The server shut down before running the query.' }],
        }),
      ),
      ...this.inFlight,
    ]);
  }
}
