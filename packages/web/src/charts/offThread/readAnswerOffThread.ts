import { type ColumnarRows, materializeRows } from './columnar';
import { parseAnswer } from './parseAnswer';

interface WorkerReply {
  readonly id: number;
  readonly answer?: unknown;
  readonly columnar?: readonly (ColumnarRows | null)[];
  readonly error?: string;
}

/** How long one slice of row rebuilding may hold the main thread. */
const SLICE_MS = 8;

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();

function parser(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./parseAnswer.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const job = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    job?.resolve(event.data);
  };
  worker.onerror = (event) => {
    // A worker that cannot start (or died) fails its jobs; the next answer gets a fresh one.
    event.preventDefault();
    for (const job of waiting.values()) job.reject(new Error('The answer parser stopped.'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Gives the browser a turn: input, paint and other tasks run between slices. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The rows back from columns, a slice at a time between the browser's other work. */
async function rebuildRows(columnar: ColumnarRows): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let start = 0;
  while (start < columnar.length) {
    const sliceStart = performance.now();
    let end = start;
    while (end < columnar.length && performance.now() - sliceStart < SLICE_MS) {
      materializeRows(columnar, end, end + 500, rows);
      end = Math.min(end + 500, columnar.length);
    }
    start = end;
    if (start < columnar.length) await yieldToBrowser();
  }
  return rows;
}

async function parseOffThread(buffer: ArrayBuffer): Promise<WorkerReply> {
  const target = parser();
  if (!target) {
    // No workers here (tests, old browsers): the same parse, on this thread.
    try {
      const { answer, columnar } = parseAnswer(new TextDecoder().decode(buffer));
      return { id: 0, answer, columnar };
    } catch (error) {
      return { id: 0, error: error instanceof Error ? error.message : String(error) };
    }
  }
  const id = nextId++;
  return new Promise<WorkerReply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    target.postMessage({ id, buffer }, [buffer]);
  });
}

/**
 * A big chart-data answer read without holding the page: the bytes are parsed in a worker, which
 * hands the rows back as columns, and the rows are rebuilt in slices of a few milliseconds. The
 * result is the same JSON `response.json()` would give.
 */
export async function readAnswerOffThread(response: Response): Promise<unknown> {
  const buffer = await response.arrayBuffer();
  if (buffer.byteLength === 0) return null;
  const reply = await parseOffThread(buffer);
  if (reply.error !== undefined) throw new Error(`The chart's answer could not be read: ${reply.error}`);
  const result = (reply.answer as { result?: unknown } | null)?.result;
  const columnar = reply.columnar ?? [];
  if (Array.isArray(result)) {
    for (const [index, columns] of columnar.entries()) {
      const query = result[index] as { data?: unknown } | undefined;
      if (columns && query) query.data = await rebuildRows(columns);
    }
  }
  return reply.answer;
}
