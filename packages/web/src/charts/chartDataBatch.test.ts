import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/errors';
import { BATCH_URL, ChartDataBatcher, readLines } from './chartDataBatch';

interface Sent {
  path: string;
  body: { requests: { key: string; url: string; body: unknown }[] };
  signal: AbortSignal;
}

/** A streamed answer whose chunks arrive when the test pushes them. */
function streamed() {
  const encoder = new TextEncoder();
  let push!: (text: string) => void;
  let close!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
      close = () => controller.close();
    },
  });
  return { response: new Response(body), push, close };
}

function line(key: string, status: number, body: unknown): string {
  return `${JSON.stringify({ key, status, body })}\n`;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChartDataBatcher', () => {
  it('gathers calls made together into one batch, on-screen charts first, and answers each as its line arrives', async () => {
    const sent: Sent[] = [];
    const stream = streamed();
    const batcher = new ChartDataBatcher(async (path, body, signal) => {
      sent.push({ path, body: body as Sent['body'], signal });
      return stream.response;
    }, 0);
    const below = batcher.call(
      '/api/v1/chart/data?form_data=1',
      { q: 1 },
      {
        signal: new AbortController().signal,
        isUrgent: () => false,
      },
    );
    const onScreen = batcher.call(
      '/api/v1/chart/data?form_data=2',
      { q: 2 },
      {
        signal: new AbortController().signal,
        isUrgent: () => true,
      },
    );
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(BATCH_URL);
    expect(sent[0]?.body.requests.map((r) => r.url)).toEqual([
      '/api/v1/chart/data?form_data=2',
      '/api/v1/chart/data?form_data=1',
    ]);
    const [onScreenKey, belowKey] = sent[0]?.body.requests.map((r) => r.key) ?? [];

    // The on-screen chart's answer arrives split across chunks; it resolves before the other.
    const first = line(String(onScreenKey), 200, { result: [{ rowcount: 2 }] });
    stream.push(first.slice(0, 10));
    stream.push(first.slice(10));
    await expect(onScreen).resolves.toEqual({ result: [{ rowcount: 2 }] });
    stream.push(line(String(belowKey), 403, { message: 'Forbidden: no access to this dataset' }));
    stream.close();
    await expect(below).rejects.toMatchObject({ status: 403 });
  });

  it('fails the charts a stream left without an answer, and the whole batch when the call fails', async () => {
    const stream = streamed();
    const batcher = new ChartDataBatcher(async () => stream.response, 0);
    const answered = batcher.call('/a', {}, { signal: new AbortController().signal });
    const orphan = batcher.call('/b', {}, { signal: new AbortController().signal });
    await tick();
    stream.push(line('1', 200, { result: [] }));
    stream.close();
    await expect(answered).resolves.toEqual({ result: [] });
    await expect(orphan).rejects.toBeInstanceOf(ApiError);

    const failing = new ChartDataBatcher(async () => {
      throw new ApiError(500, 'Server down');
    }, 0);
    await expect(failing.call('/c', {}, { signal: new AbortController().signal })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('drops an aborted chart, and stops the batch once no chart waits for it', async () => {
    const sent: Sent[] = [];
    const batcher = new ChartDataBatcher(async (path, body, signal) => {
      sent.push({ path, body: body as Sent['body'], signal });
      return new Promise<Response>(() => {});
    }, 0);
    const early = new AbortController();
    const gone = batcher.call('/a', {}, { signal: early.signal });
    early.abort('superseded');
    await expect(gone).rejects.toBe('superseded');

    const controllers = [new AbortController(), new AbortController()];
    const calls = controllers.map((c, i) => batcher.call(`/x${i}`, {}, { signal: c.signal }));
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.requests).toHaveLength(2);
    controllers[0]?.abort('unmounted');
    expect(sent[0]?.signal.aborted).toBe(false);
    controllers[1]?.abort('unmounted');
    expect(sent[0]?.signal.aborted).toBe(true);
    await Promise.allSettled(calls);
  });

  it('leaves a batch alone once every chart in it has its answer, even when they re-run', async () => {
    const stream = streamed();
    let batchSignal: AbortSignal | undefined;
    const batcher = new ChartDataBatcher(async (_path, _body, signal) => {
      batchSignal = signal;
      return stream.response;
    }, 0);
    const controllers = [new AbortController(), new AbortController()];
    const calls = controllers.map((c, i) => batcher.call(`/x${i}`, {}, { signal: c.signal }));
    await tick();
    stream.push(line('1', 200, { result: [] }) + line('2', 200, { result: [] }));
    await Promise.all(calls);
    // Both charts re-run (a filter arrived): the answered batch's end still streams in.
    for (const controller of controllers) controller.abort('superseded');
    expect(batchSignal?.aborted).toBe(false);
    stream.close();
  });

  it('sends at most 100 calls a batch', async () => {
    const send = vi.fn(async () => new Promise<Response>(() => {}));
    const batcher = new ChartDataBatcher(send, 0);
    for (let i = 0; i < 150; i += 1)
      void batcher.call(`/c${i}`, {}, { signal: new AbortController().signal });
    await tick();
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('readLines', () => {
  it('hands over complete lines only, however the chunks fall', async () => {
    const stream = streamed();
    const seen: string[] = [];
    const done = readLines(stream.response, (text) => seen.push(text));
    stream.push('{"a":1}\n{"b"');
    stream.push(':2}\n\n{"c":3}');
    stream.close();
    await done;
    expect(seen).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });
});
