import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AsyncEvent,
  type AsyncJob,
  createAsyncEventClient,
  isAsyncJob,
  LAST_EVENT_ID_KEY,
  type SocketLike,
} from './asyncEvents';

const job: AsyncJob = { channel_id: 'ch', job_id: 'j1', status: 'pending', result_url: null };
const done: AsyncEvent = { ...job, id: '1-0', status: 'done', result_url: '/api/v1/chart/data/k1' };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('isAsyncJob', () => {
  it('tells a 202 job from a results answer', () => {
    expect(isAsyncJob(job)).toBe(true);
    expect(isAsyncJob({ result: [] })).toBe(false);
    expect(isAsyncJob(null)).toBe(false);
  });
});

describe('async events over polling', () => {
  it('polls every 500 ms after the last id and resolves with the result_url answer', async () => {
    const fetchEvents = vi.fn<(lastId: string | null) => Promise<AsyncEvent[]>>().mockResolvedValue([]);
    const fetchResult = vi.fn().mockResolvedValue({ result: [{ data: [{ a: 1 }] }] });
    const storage = memoryStorage();
    storage.setItem(LAST_EVENT_ID_KEY, '0-1');
    const client = createAsyncEventClient({ fetchEvents, fetchResult, storage });
    const answer = client.waitForAsyncData(job);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchEvents).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchEvents).toHaveBeenLastCalledWith('0-1');
    fetchEvents.mockResolvedValueOnce([done]);
    await vi.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toEqual([{ data: [{ a: 1 }] }]);
    expect(fetchResult).toHaveBeenCalledWith('/api/v1/chart/data/k1');
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe('1-0');
    // Nobody waits any more: polling stops.
    const calls = fetchEvents.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchEvents.mock.calls.length).toBe(calls);
  });

  it('rejects with the error event’s first message', async () => {
    const errorEvent: AsyncEvent = {
      ...job,
      id: '2-0',
      status: 'error',
      errors: [{ message: 'column "x" does not exist' }],
    };
    const client = createAsyncEventClient({
      fetchEvents: vi.fn().mockResolvedValue([errorEvent]),
      fetchResult: vi.fn(),
    });
    const answer = client.waitForAsyncData(job);
    const caught = answer.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(500);
    expect(await caught).toBe('column "x" does not exist');
  });

  it('keeps waiting through pending and running events', async () => {
    const client = createAsyncEventClient({
      fetchEvents: vi.fn().mockResolvedValue([]),
      fetchResult: vi.fn(),
    });
    let settled = false;
    void client.waitForAsyncData(job).finally(() => {
      settled = true;
    });
    client.processEvents([{ ...job, id: '1-0', status: 'running' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    client.close();
  });

  it('retries an event without a listener 6 times, 100 ms more each time', async () => {
    const warn = vi.fn();
    const fetchResult = vi.fn().mockResolvedValue({ result: [] });
    const client = createAsyncEventClient({ fetchEvents: vi.fn().mockResolvedValue([]), fetchResult, warn });
    client.processEvents([done]);
    // Retries at 100, +200, +300 ms: the job registers after 250 ms and still gets its event.
    await vi.advanceTimersByTimeAsync(250);
    const answer = client.waitForAsyncData(job);
    await vi.advanceTimersByTimeAsync(50);
    await expect(answer).resolves.toEqual([]);
    expect(warn).not.toHaveBeenCalled();

    const orphan: AsyncEvent = { ...done, job_id: 'nobody', id: '3-0' };
    client.processEvents([orphan]);
    await vi.advanceTimersByTimeAsync(100 + 200 + 300 + 400 + 500 + 599);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith('listener not found for job_id nobody');
  });

  it('an aborted wait rejects with an AbortError', async () => {
    const client = createAsyncEventClient({
      fetchEvents: vi.fn().mockResolvedValue([]),
      fetchResult: vi.fn(),
    });
    const controller = new AbortController();
    const answer = client.waitForAsyncData(job, controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

class FakeSocket implements SocketLike {
  readonly handlers: Record<string, ((event: { data: unknown }) => void)[]> = {};
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    this.handlers[type] = [...(this.handlers[type] ?? []), listener];
  }
  emit(type: string, data?: unknown) {
    for (const handler of this.handlers[type] ?? []) handler({ data });
  }
  close() {}
}

describe('async events over a websocket', () => {
  it('handles pushed events, reconnects after 2.5 s up to 6 times, then polls', async () => {
    const sockets: FakeSocket[] = [];
    const fetchEvents = vi.fn().mockResolvedValue([]);
    const client = createAsyncEventClient({
      transport: 'ws',
      websocketUrl: 'ws://host/api/v1/async_event/ws',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      fetchEvents,
      fetchResult: vi.fn().mockResolvedValue({ result: [{ data: [] }] }),
    });
    const first = client.waitForAsyncData(job);
    expect(sockets).toHaveLength(1);
    sockets[0]?.emit('open');
    sockets[0]?.emit('message', JSON.stringify(done));
    await expect(first).resolves.toEqual([{ data: [] }]);

    void client.waitForAsyncData({ ...job, job_id: 'j2' }).catch(() => undefined);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      sockets.at(-1)?.emit('close');
      await vi.advanceTimersByTimeAsync(2499);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
    }
    // The reconnect carries the last event id.
    expect(sockets.at(-1)?.url).toBe('ws://host/api/v1/async_event/ws?last_id=1-0');
    sockets.at(-1)?.emit('close');
    await vi.advanceTimersByTimeAsync(2500);
    expect(sockets).toHaveLength(7);
    expect(client.transport()).toBe('polling');
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchEvents).toHaveBeenCalledWith('1-0');
    client.close();
  });
});
