import { describe, expect, it } from 'vitest';
import { AsyncTokens } from '../../src/jobs/async-token';
import { MemoryEventChannel, parseStreamId } from '../../src/jobs/event-channel';
import { InProcessJobQueue } from '../../src/jobs/job-queue';
import { loadAsyncSettings } from '../../src/jobs/settings';
import type { ChartDataJob, JobOutcome } from '../../src/jobs/types';

const job = (id: string, queuedAt = Date.now()): ChartDataJob => ({
  job_id: id,
  channel_id: 'c1',
  user_id: 1,
  query_context: {},
  queued_at: queuedAt,
});

function collector() {
  const outcomes = new Map<string, JobOutcome>();
  const waiters = new Map<string, (outcome: JobOutcome) => void>();
  return {
    outcomes,
    onOutcome: async (j: ChartDataJob, outcome: JobOutcome) => {
      if (outcomes.has(j.job_id)) throw new Error(`second outcome for ${j.job_id}`);
      outcomes.set(j.job_id, outcome);
      waiters.get(j.job_id)?.(outcome);
    },
    wait: (id: string) =>
      outcomes.get(id)
        ? Promise.resolve(outcomes.get(id)!)
        : new Promise<JobOutcome>((resolve) => waiters.set(id, resolve)),
  };
}

describe('MemoryEventChannel', () => {
  it('numbers events like Redis stream ids and reads after last_id per channel', async () => {
    let clock = 1_000;
    const channel = new MemoryEventChannel({ clock: () => clock });
    const base = { job_id: 'j', user_id: 1, status: 'done' as const, errors: [], result_url: '/x' };
    const a = await channel.append({ ...base, channel_id: 'A' });
    const b = await channel.append({ ...base, channel_id: 'B' });
    clock = 999; // a clock going back must not reorder ids
    const c = await channel.append({ ...base, channel_id: 'A' });
    expect([a, b, c]).toEqual(['1000-0', '1000-1', '1000-2']);
    expect((await channel.read('A', null)).map((e) => e.id)).toEqual(['1000-0', '1000-2']);
    expect((await channel.read('A', '1000-0')).map((e) => e.id)).toEqual(['1000-2']);
    expect(await channel.read('A', '1000-2')).toEqual([]);
    expect(await channel.read('B', '999')).toHaveLength(1);
  });

  it('caps a read at the count and keeps at most streamLimit events', async () => {
    const channel = new MemoryEventChannel({ streamLimit: 150 });
    const base = { channel_id: 'A', user_id: 1, status: 'done' as const, errors: [], result_url: '/x' };
    for (let i = 0; i < 200; i++) await channel.append({ ...base, job_id: String(i) });
    const first = await channel.read('A', null);
    expect(first).toHaveLength(100);
    expect(first[0]!.job_id).toBe('50');
    const rest = await channel.read('A', first.at(-1)!.id);
    expect(rest.map((e) => e.job_id)).toEqual(Array.from({ length: 50 }, (_, i) => String(150 + i)));
  });

  it('pushes new events to subscribers until they unsubscribe', async () => {
    const channel = new MemoryEventChannel();
    const seen: string[] = [];
    const stop = channel.subscribe((event) => seen.push(event.job_id));
    const base = { channel_id: 'A', user_id: 1, status: 'done' as const, errors: [], result_url: '/x' };
    await channel.append({ ...base, job_id: 'one' });
    stop();
    await channel.append({ ...base, job_id: 'two' });
    expect(seen).toEqual(['one']);
  });

  it('parses stream ids strictly', () => {
    expect(parseStreamId('1607477697866-0')).toEqual([1607477697866, 0]);
    expect(parseStreamId('12')).toEqual([12, 0]);
    expect(parseStreamId('abc')).toBeNull();
    expect(parseStreamId('1-2-3')).toBeNull();
  });
});

describe('InProcessJobQueue', () => {
  const timeouts = { jobTimeoutMs: 5_000, queueTimeoutMs: 60_000 };

  it('runs at most `concurrency` jobs at once and reports each outcome once', async () => {
    const c = collector();
    const queue = new InProcessJobQueue(2, timeouts, c.onOutcome);
    let running = 0;
    let peak = 0;
    queue.consume(async (j) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      if (j.job_id === 'bad') throw new Error('no such column: nope');
      return { result_url: `/api/v1/chart/data/${j.job_id}` };
    });
    for (const id of ['a', 'b', 'bad', 'd', 'e']) await queue.enqueue(job(id));
    const outcomes = await Promise.all(['a', 'b', 'bad', 'd', 'e'].map(c.wait));
    expect(peak).toBe(2);
    expect(outcomes[0]).toEqual({ status: 'done', result_url: '/api/v1/chart/data/a' });
    expect(outcomes[2]).toEqual({ status: 'error', errors: [{ message: 'no such column: nope' }] });
    await queue.close();
  });

  it('ends a job that never settles in a timeout error and aborts its signal', async () => {
    const c = collector();
    const queue = new InProcessJobQueue(1, { jobTimeoutMs: 100, queueTimeoutMs: 60_000 }, c.onOutcome);
    let aborted = false;
    queue.consume(
      (_job, signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
        }),
    );
    const started = Date.now();
    await queue.enqueue(job('stuck'));
    const outcome = await c.wait('stuck');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(outcome).toMatchObject({ status: 'error', errors: [{ error_type: 'BACKEND_TIMEOUT_ERROR' }] });
    expect(aborted).toBe(true);
    await queue.close();
  });

  it('refuses jobs that waited past the queue timeout, and fails waiting jobs on close', async () => {
    const c = collector();
    const queue = new InProcessJobQueue(1, { jobTimeoutMs: 5_000, queueTimeoutMs: 1_000 }, c.onOutcome);
    queue.consume(async () => ({ result_url: '/ok' }));
    await queue.enqueue(job('old', Date.now() - 5_000));
    expect((await c.wait('old')).status).toBe('error');

    const idle = new InProcessJobQueue(1, timeouts, c.onOutcome); // no consumer yet
    await idle.enqueue(job('left'));
    await idle.close();
    expect(c.outcomes.get('left')).toMatchObject({ status: 'error' });
    await expect(idle.enqueue(job('late'))).rejects.toThrow(/closed/);
    await queue.close();
  });
});

describe('AsyncTokens', () => {
  it('signs {channel, sub, exp} and refuses forged or foreign tokens', async () => {
    const tokens = new AsyncTokens('a'.repeat(40), 'async-token', 60, false);
    const token = await tokens.sign({ channel: 'ch-1', sub: '7' });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ channel: 'ch-1', sub: '7' });
    expect(typeof payload.exp).toBe('number');
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).alg).toBe('HS256');
    expect(await tokens.verify(token)).toEqual({ channel: 'ch-1', sub: '7' });
    const other = new AsyncTokens('b'.repeat(40), 'async-token', 60, false);
    expect(await other.verify(token)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    expect(await tokens.verify(undefined)).toBeNull();
  });
});

describe('loadAsyncSettings', () => {
  it('reads the environment and rejects nonsense with the variable name', () => {
    expect(loadAsyncSettings({})).toMatchObject({ cookieName: 'async-token', streamPrefix: 'async-events-' });
    expect(loadAsyncSettings({ TESSERA_ASYNC_JOB_TIMEOUT: '0.5' }).jobTimeoutMs).toBe(500);
    expect(() => loadAsyncSettings({ TESSERA_ASYNC_WORKERS: 'many' })).toThrow(/TESSERA_ASYNC_WORKERS/);
  });
});
