/**
 * The `load_chart` event Superset's chart actions log on every chart load (spec 000 point 7):
 * on success slice_id, applied_filters, is_cached, force_refresh, row_count, datasource,
 * duration, viz_type, data_age, has_extra_filters; on failure has_err with error_details
 * ('abort', 'timeout' or the error). Events go in batches, a second apart, to
 * POST /superset/log/?explode=events (Superset's frontend logger) as `{events: [...]}`.
 */
import type { QueryFormData, QueryResult } from '@tessera/core';

export const LOAD_CHART = 'load_chart';
export const LOG_URL = '/superset/log/?explode=events';
export const LOG_FLUSH_MS = 1000;

export type LogEvent = Readonly<Record<string, unknown>> & { readonly event_name: string };

interface LoadContext {
  readonly formData: QueryFormData;
  readonly startTime: number;
  readonly now: number;
  readonly force?: boolean;
  /** Where the chart was drawn: 'explore' or 'dashboard'. */
  readonly source?: string;
}

function sliceIdOf(formData: QueryFormData): number {
  return typeof formData.slice_id === 'number' ? formData.slice_id : 0;
}

function hasExtraFilters(formData: QueryFormData): boolean {
  const extra = formData.extra_filters;
  return Array.isArray(extra) && extra.length > 0;
}

/** The event of a successful load. */
export function loadSucceededEvent(context: LoadContext, results: readonly QueryResult[]): LogEvent {
  const first = results[0];
  const cachedAt = first?.cached_dttm ? Date.parse(`${first.cached_dttm}Z`) : Number.NaN;
  return {
    event_name: LOAD_CHART,
    source: context.source ?? 'explore',
    ts: context.now,
    slice_id: sliceIdOf(context.formData),
    applied_filters: first?.applied_filters ?? [],
    is_cached: first?.is_cached ?? false,
    force_refresh: context.force ?? false,
    row_count: first?.rowcount ?? 0,
    datasource: context.formData.datasource,
    start_offset: context.startTime,
    duration: context.now - context.startTime,
    has_extra_filters: hasExtraFilters(context.formData),
    viz_type: context.formData.viz_type,
    data_age: Number.isNaN(cachedAt) ? null : context.now - cachedAt,
  };
}

/** The event of a failed, stopped ('abort') or timed-out ('timeout') load. */
export function loadFailedEvent(context: LoadContext, errorDetails: string): LogEvent {
  return {
    event_name: LOAD_CHART,
    source: context.source ?? 'explore',
    ts: context.now,
    slice_id: sliceIdOf(context.formData),
    has_err: true,
    error_details: errorDetails,
    datasource: context.formData.datasource,
    start_offset: context.startTime,
    duration: context.now - context.startTime,
  };
}

export interface EventLogger {
  log(event: LogEvent): void;
  flush(): Promise<void>;
}

/** Queues events and posts them together LOG_FLUSH_MS after the first; a failed post is dropped. */
export function createEventLogger(post: (events: readonly LogEvent[]) => Promise<unknown>): EventLogger {
  let queue: LogEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const events = queue;
    queue = [];
    if (events.length === 0) return;
    try {
      await post(events);
    } catch {
      // Logging must never disturb the chart; the server's own log still has the query.
    }
  };
  return {
    log(event) {
      queue.push(event);
      timer ??= setTimeout(() => void flush(), LOG_FLUSH_MS);
    },
    flush,
  };
}
