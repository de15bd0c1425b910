/**
 * The shapes of the asynchronous chart queries: a job, its terminal outcome and the event a
 * client reads (SUPERSET_FACTS §9.1: `{id, channel_id, job_id, user_id, status, errors, result_url}`).
 */

export type JobStatus = 'pending' | 'running' | 'error' | 'done';

export interface JobError {
  readonly message: string;
  readonly error_type?: string;
  readonly [key: string]: unknown;
}

/** What the 202 answer carries and every event repeats. */
export interface JobMetadata {
  readonly channel_id: string;
  readonly job_id: string;
  readonly user_id: number;
  readonly status: JobStatus;
  readonly errors: readonly JobError[];
  readonly result_url: string | null;
}

/**
 * A queued chart job: who asked, on which channel, and what to run as JSON. `kind` names the
 * handler (jobs/job-kinds.ts): `chart_data` (absent in jobs queued by older servers) runs a query
 * context, `explore_json` a legacy chart's form data.
 */
export interface ChartDataJob {
  readonly job_id: string;
  readonly channel_id: string;
  readonly user_id: number;
  readonly kind?: string;
  /** The job's input: a query context for `chart_data`, the kind's own payload otherwise. */
  readonly query_context: unknown;
  /** Epoch ms at which it was queued. */
  readonly queued_at: number;
}

/** An event as stored and served: the job metadata plus its stream id (`<ms>-<seq>`). */
export interface AsyncEvent extends JobMetadata {
  readonly id: string;
}

export type JobOutcome =
  | { readonly status: 'done'; readonly result_url: string }
  | { readonly status: 'error'; readonly errors: readonly JobError[] };

/** Runs one job; resolves with the result URL, or throws to end the job in an error event. */
export type JobHandler = (job: ChartDataJob, signal: AbortSignal) => Promise<{ result_url: string }>;

export function eventFor(job: ChartDataJob, outcome: JobOutcome): JobMetadata {
  const base = { channel_id: job.channel_id, job_id: job.job_id, user_id: job.user_id };
  return outcome.status === 'done'
    ? { ...base, status: 'done', errors: [], result_url: outcome.result_url }
    : { ...base, status: 'error', errors: outcome.errors, result_url: null };
}

/** An error thrown by a job handler as the `errors` list of its event. */
export function jobErrors(error: unknown): JobError[] {
  if (error instanceof Error) {
    const withType = error as Error & { errorType?: unknown };
    const entry: JobError = { message: error.message };
    return [typeof withType.errorType === 'string' ? { ...entry, error_type: withType.errorType } : entry];
  }
  return [{ message: String(error) }];
}
