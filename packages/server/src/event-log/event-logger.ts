/**
 * The event log writer (issue 3 item 9): events go to the `logs` table in batches, off the
 * request path. `logEvent` only serialises the payload and appends to a buffer; a timer flushes
 * every second, a full batch flushes at once, and closing the app flushes what is left.
 *
 * A batch that fails as a whole (say one row names a user deleted meanwhile) is retried row by
 * row, so one bad event costs only itself; what cannot be written is counted and reported. If the
 * store stalls, the buffer is capped and the oldest events are dropped, with a warning.
 */
import type { Kysely } from 'kysely';
import type { Database, LogTable } from '../store/schema';

export interface LogEventInput {
  /** What happened: `load_chart`, `log` (client events, as Superset names them), ... */
  readonly action: string;
  readonly userId: number | null;
  readonly sliceId?: number | null;
  readonly dashboardId?: number | null;
  readonly durationMs?: number | null;
  readonly referrer?: string | null;
  /** Stored as JSON text in `logs.json`. */
  readonly payload?: unknown;
  /** When it happened; default now. */
  readonly dttm?: Date;
}

export interface EventLoggerTrouble {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface EventLoggerOptions {
  /** How often buffered events are written. Default 1000 ms. */
  readonly flushIntervalMs?: number;
  /** Rows per INSERT, and the buffer length that triggers an early flush. Default 200. */
  readonly batchSize?: number;
  /** Events kept while the store is slow or down; beyond this the oldest are dropped. Default 10,000. */
  readonly maxBuffered?: number;
  readonly logger?: EventLoggerTrouble;
}

type LogRow = Omit<LogTable, 'id'>;

/** Superset's Log.action is a String(512); its referrer is cut to 1000 characters. */
const MAX_ACTION_LENGTH = 512;
const MAX_REFERRER_LENGTH = 1000;

function optionalId(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

function optionalDuration(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

export class EventLogger {
  private buffer: LogRow[] = [];
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly logger: EventLoggerTrouble | undefined;
  private closed = false;
  /** Events dropped or refused by the store since start, for tests and health checks. */
  lost = 0;

  constructor(
    private readonly db: Kysely<Database>,
    options: EventLoggerOptions = {},
  ) {
    this.batchSize = Math.max(1, options.batchSize ?? 200);
    this.maxBuffered = Math.max(this.batchSize, options.maxBuffered ?? 10_000);
    this.logger = options.logger;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1_000);
    // The flush timer alone must not keep a process (a CLI command, a test) alive.
    this.timer.unref();
  }

  /** Queues one event; returns at once. The payload is serialised now, so later changes do not leak in. */
  logEvent(event: LogEventInput): void {
    if (this.closed) {
      this.lost += 1;
      this.logger?.warn({ action: event.action }, 'event log is closed; event dropped');
      return;
    }
    this.buffer.push(this.toRow(event));
    if (this.buffer.length > this.maxBuffered) {
      const excess = this.buffer.length - this.maxBuffered;
      this.buffer.splice(0, excess);
      this.lost += excess;
      this.logger?.warn({ dropped: excess }, 'event log buffer full; oldest events dropped');
    }
    if (this.buffer.length >= this.batchSize && !this.flushing) void this.flush();
  }

  /** Events waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered so far; resolves when it is stored (or given up on). Never rejects. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.write(rows).finally(() => {
      this.flushing = null;
      // Events that filled a batch while this one was written go out now, not at the next tick.
      if (this.buffer.length >= this.batchSize) void this.flush();
    });
    await this.flushing;
  }

  /** Stops the timer and writes what is left; later events are dropped. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.closed = true;
    await this.flush();
  }

  private toRow(event: LogEventInput): LogRow {
    let json: string;
    try {
      json = JSON.stringify(event.payload ?? {}) ?? '{}';
    } catch (error) {
      // A payload JSON cannot hold (a cycle, a BigInt) still leaves a trace of the event.
      this.logger?.warn({ err: error, action: event.action }, 'event payload is not JSON; stored as {}');
      json = '{}';
    }
    return {
      action: String(event.action).slice(0, MAX_ACTION_LENGTH),
      user_id: optionalId(event.userId),
      json,
      dttm: (event.dttm ?? new Date()).toISOString(),
      dashboard_id: optionalId(event.dashboardId),
      slice_id: optionalId(event.sliceId),
      duration_ms: optionalDuration(event.durationMs),
      referrer: event.referrer ? event.referrer.slice(0, MAX_REFERRER_LENGTH) : null,
    };
  }

  private async write(rows: LogRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.batchSize) {
      const batch = rows.slice(start, start + this.batchSize);
      try {
        await this.db.insertInto('logs').values(batch).execute();
      } catch (error) {
        await this.writeOneByOne(batch, error);
      }
    }
  }

  private async writeOneByOne(batch: LogRow[], batchError: unknown): Promise<void> {
    let failed = 0;
    let firstError: unknown = batchError;
    for (const row of batch) {
      try {
        await this.db.insertInto('logs').values(row).execute();
      } catch (error) {
        failed += 1;
        firstError = error;
      }
    }
    if (failed > 0) {
      this.lost += failed;
      this.logger?.error(
        { err: firstError, lost: failed },
        `event log: ${failed} event(s) could not be stored`,
      );
    }
  }
}
