/**
 * Chart queries take turns. A browser opens at most six HTTP/1.1 connections to a host, so when a
 * 45-chart dashboard asks for everything at once a chart in view can wait behind charts far below
 * the fold. Here at most `limit` queries run together and, when a slot frees up, a waiting query
 * whose chart is in view goes first (asked at that moment: a chart scrolled into view while it
 * waits is served next); otherwise the oldest. Explore's single chart never waits.
 */
export interface ScheduleOptions {
  /** Read when a slot frees up: whether this chart is on screen now. */
  readonly isUrgent?: () => boolean;
  readonly signal?: AbortSignal;
}

interface Waiting {
  readonly start: () => void;
  readonly isUrgent: () => boolean;
}

/** One slot stays free for everything else the page fetches (filters, logs, async events). */
export const CHART_QUERY_SLOTS = 5;

export class QueryScheduler {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly limit: number) {}

  /** Runs `query` when a slot is free; rejects with the signal's reason if aborted while waiting. */
  schedule<T>(query: () => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        isUrgent: options.isUrgent ?? (() => true),
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running += 1;
          let pending: Promise<T>;
          try {
            pending = query();
          } catch (error) {
            pending = Promise.reject(error);
          }
          pending.then(resolve, reject).finally(() => {
            this.running -= 1;
            this.next();
          });
        },
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
      this.next();
    });
  }

  /** How many queries wait for a slot (for tests and diagnostics). */
  get queued(): number {
    return this.waiting.length;
  }

  private next(): void {
    while (this.running < this.limit && this.waiting.length > 0) {
      const urgent = this.waiting.findIndex((entry) => entry.isUrgent());
      const [entry] = this.waiting.splice(urgent >= 0 ? urgent : 0, 1);
      entry?.start();
    }
  }
}

/** The page's one scheduler: every chart on it shares the browser's connections. */
export const chartQueryScheduler = new QueryScheduler(CHART_QUERY_SLOTS);
