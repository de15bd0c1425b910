/**
 * A dashboard's chart-data calls, gathered for a moment and sent as one batch
 * (`POST /api/v1/tessera/chart/data/batch`, server api/chart-data-batch.ts) whose answer streams
 * back one NDJSON line per chart as each finishes. A browser opens at most six HTTP/1.1
 * connections to a host; one call per chart made a 45-chart dashboard wait in line even with
 * every answer cached. Calls gathered together leave in priority order: charts on screen first.
 */
import { ApiError, errorFromResponse, messages } from '../app/errors';
import { openStream } from '../app/http';

export const BATCH_URL = '/api/v1/tessera/chart/data/batch';
/** How long the first call waits for others: charts mounting together land in one batch. */
export const GATHER_MS = 8;
/** The server takes at most 100 calls a batch. */
export const MAX_BATCH_CALLS = 100;

export interface BatchOptions {
  readonly signal: AbortSignal;
  /** Read when the batch leaves: calls for charts on screen go first. */
  readonly isUrgent?: () => boolean;
}

interface Call {
  readonly key: string;
  readonly url: string;
  readonly body: unknown;
  readonly options: BatchOptions;
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: unknown) => void;
  settled: boolean;
}

interface Line {
  readonly key?: unknown;
  readonly status?: unknown;
  readonly body?: unknown;
}

type Send = (path: string, body: unknown, signal: AbortSignal) => Promise<Response>;

const openBatch: Send = (path, body, signal) => openStream(path, { method: 'POST', body, signal });

/** Splits a streamed body into lines, handing each complete line over as it arrives. */
export async function readLines(response: Response, onLine: (line: string) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) {
    for (const line of (await response.text()).split('\n')) if (line) onLine(line);
    return;
  }
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (line) onLine(line);
      end = buffered.indexOf('\n');
    }
    if (done) break;
  }
  if (buffered) onLine(buffered);
}

export class ChartDataBatcher {
  private waiting: Call[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private counter = 0;

  constructor(
    private readonly send: Send = openBatch,
    private readonly gatherMs = GATHER_MS,
  ) {}

  /** One chart-data call (`url` as /api/v1/chart/data?…, `body` its query context): its JSON answer. */
  call(url: string, body: unknown, options: BatchOptions): Promise<unknown> {
    const { signal } = options;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      this.counter += 1;
      const call: Call = { key: String(this.counter), url, body, options, resolve, reject, settled: false };
      signal.addEventListener(
        'abort',
        () => {
          this.waiting = this.waiting.filter((other) => other !== call);
          settle(call, () => reject(signal.reason));
        },
        { once: true },
      );
      this.waiting.push(call);
      this.timer ??= setTimeout(() => this.flush(), this.gatherMs);
    });
  }

  /** Sends what is gathered now, urgent calls first (stable among equals). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const calls = this.waiting;
    this.waiting = [];
    const urgent = calls.filter((call) => call.options.isUrgent?.() ?? true);
    const later = calls.filter((call) => !urgent.includes(call));
    const ordered = [...urgent, ...later];
    for (let start = 0; start < ordered.length; start += MAX_BATCH_CALLS)
      void this.run(ordered.slice(start, start + MAX_BATCH_CALLS));
  }

  private async run(calls: readonly Call[]): Promise<void> {
    if (calls.length === 0) return;
    const controller = new AbortController();
    const answered = new Set<string>();
    // The batch stops when no chart in it waits any more and some answer is still to come: once
    // every line is in, only the end of the stream is left, and cutting it off would gain nothing.
    const onAbort = () => {
      if (calls.every((call) => call.settled) && calls.some((call) => !answered.has(call.key)))
        controller.abort('no chart waits for this batch');
    };
    for (const call of calls) call.options.signal.addEventListener('abort', onAbort, { once: true });
    const byKey = new Map(calls.map((call) => [call.key, call]));
    try {
      const response = await this.send(
        BATCH_URL,
        { requests: calls.map(({ key, url, body }) => ({ key, url, body })) },
        controller.signal,
      );
      await readLines(response, (text) => {
        const line = JSON.parse(text) as Line;
        const call = byKey.get(String(line.key));
        if (!call) return;
        answered.add(call.key);
        const status = typeof line.status === 'number' ? line.status : 500;
        settle(call, () =>
          status >= 200 && status < 300
            ? call.resolve(line.body)
            : call.reject(errorFromResponse(status, line.body ?? null)),
        );
      });
      // A stream that ended early left some charts without an answer.
      for (const call of calls) settle(call, () => call.reject(new ApiError(0, messages.network)));
    } catch (error) {
      const failure =
        error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')
          ? error
          : new ApiError(0, messages.network);
      for (const call of calls) settle(call, () => call.reject(failure));
    } finally {
      for (const call of calls) call.options.signal.removeEventListener('abort', onAbort);
    }
  }
}

function settle(call: Call, action: () => void): void {
  if (call.settled) return;
  call.settled = true;
  action();
}

/** The page's one batcher: every dashboard chart shares it. */
export const chartDataBatcher = new ChartDataBatcher();
