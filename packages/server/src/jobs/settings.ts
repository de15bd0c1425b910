/**
 * Settings of the asynchronous chart queries (GLOBAL_ASYNC_QUERIES, SUPERSET_FACTS §9.1), read
 * from the environment like the rest of the configuration. They are read here rather than in
 * config.ts so the platform's configuration stays small; every name is documented below.
 *
 * - GLOBAL_ASYNC_QUERIES_JWT_COOKIE_NAME   cookie holding the channel JWT (Superset's default `async-token`)
 * - GLOBAL_ASYNC_QUERIES_REDIS_STREAM_PREFIX  stream key prefix (`async-events-`), firehose `<prefix>full`
 * - TESSERA_ASYNC_WORKERS      jobs one process runs at once (default 4)
 * - TESSERA_ASYNC_JOB_TIMEOUT  seconds a running job may take before it ends in an error (default 300)
 * - TESSERA_ASYNC_QUEUE_TIMEOUT seconds a job may wait for a worker before it ends in an error (default 600)
 * - TESSERA_ASYNC_JOB_PREFIX   Redis key prefix of the job queue (`tessera:jobs:`)
 */

export interface AsyncSettings {
  readonly cookieName: string;
  readonly streamPrefix: string;
  readonly jobPrefix: string;
  readonly concurrency: number;
  readonly jobTimeoutMs: number;
  readonly queueTimeoutMs: number;
  /** How long the channel cookie lives (Superset's JWT has no fixed exp; ours renews itself). */
  readonly tokenSeconds: number;
  /** Events kept per channel stream (Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT). */
  readonly streamLimit: number;
  /** Events kept in the firehose (GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT_FIREHOSE). */
  readonly firehoseLimit: number;
}

export class AsyncSettingsError extends Error {
  override readonly name = 'AsyncSettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new AsyncSettingsError(`${name} must be a positive number of seconds; got "${raw}".`);
  }
  return Math.round(value * 1000);
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new AsyncSettingsError(`${name} must be a whole number of at least 1; got "${raw}".`);
  }
  return value;
}

export function loadAsyncSettings(env: Env = process.env): AsyncSettings {
  return {
    cookieName: env.GLOBAL_ASYNC_QUERIES_JWT_COOKIE_NAME?.trim() || 'async-token',
    streamPrefix: env.GLOBAL_ASYNC_QUERIES_REDIS_STREAM_PREFIX?.trim() || 'async-events-',
    jobPrefix: env.TESSERA_ASYNC_JOB_PREFIX?.trim() || 'tessera:jobs:',
    concurrency: positiveInteger(env, 'TESSERA_ASYNC_WORKERS', 4),
    jobTimeoutMs: seconds(env, 'TESSERA_ASYNC_JOB_TIMEOUT', 300),
    queueTimeoutMs: seconds(env, 'TESSERA_ASYNC_QUEUE_TIMEOUT', 600),
    tokenSeconds: 24 * 3600,
    streamLimit: 1000,
    firehoseLimit: 100_000,
  };
}
