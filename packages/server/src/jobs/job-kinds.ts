/**
 * Kinds of asynchronous chart jobs besides the chart-data API's own: the module that answers a
 * kind's requests registers how to run it (the legacy explore_json route registers
 * `explore_json`), so the job service needs no knowledge of the routes, and a `tessera worker`,
 * which builds the same app, runs every kind the server queues.
 */
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../security/users';

export interface JobKindInput {
  readonly app: FastifyInstance;
  readonly user: CurrentUser;
  /** The payload given to `submit`, as JSON. */
  readonly payload: unknown;
  readonly signal: AbortSignal;
}

/** Runs one job of the kind; resolves with the URL the client reads the answer from. */
export type JobKindHandler = (input: JobKindInput) => Promise<{ result_url: string }>;

const kinds = new Map<string, JobKindHandler>();

/** Registers (or replaces, for apps built again in one process) the handler of a job kind. */
export function registerJobKind(kind: string, handler: JobKindHandler): void {
  kinds.set(kind, handler);
}

export function jobKindHandler(kind: string): JobKindHandler | undefined {
  return kinds.get(kind);
}
