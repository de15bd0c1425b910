import { describe, expect, it } from 'vitest';
import { QueryScheduler } from './queryScheduler';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QueryScheduler', () => {
  it('runs at most `limit` queries at once and starts the next when one ends', async () => {
    const scheduler = new QueryScheduler(2);
    const gates = [deferred<number>(), deferred<number>(), deferred<number>()];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      scheduler.schedule(() => {
        started.push(index);
        return gate.promise;
      }),
    );
    expect(started).toEqual([0, 1]);
    expect(scheduler.queued).toBe(1);
    gates[0]?.resolve(10);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve(11);
    gates[2]?.resolve(12);
    expect(await Promise.all(results)).toEqual([10, 11, 12]);
  });

  it('serves a waiting chart that is in view before older ones that are not', async () => {
    const scheduler = new QueryScheduler(1);
    const first = deferred<string>();
    const started: string[] = [];
    const run = (name: string, gate?: Promise<string>) => () => {
      started.push(name);
      return gate ?? Promise.resolve(name);
    };
    let belowInView = false;
    void scheduler.schedule(run('first', first.promise));
    const below = scheduler.schedule(run('below the fold'), { isUrgent: () => belowInView });
    const visible = scheduler.schedule(run('in view'), { isUrgent: () => true });
    const scrolled = scheduler.schedule(run('scrolled to'), { isUrgent: () => false });
    // The user scrolls the first waiting chart into view before a slot frees up.
    belowInView = true;
    first.resolve('first');
    await Promise.all([below, visible, scrolled]);
    expect(started).toEqual(['first', 'below the fold', 'in view', 'scrolled to']);
  });

  it('drops a query aborted while it waits, with the abort reason, and never starts it', async () => {
    const scheduler = new QueryScheduler(1);
    const gate = deferred<string>();
    void scheduler.schedule(() => gate.promise);
    const controller = new AbortController();
    let started = false;
    const waiting = scheduler.schedule(
      () => {
        started = true;
        return Promise.resolve('late');
      },
      { signal: controller.signal },
    );
    controller.abort('superseded');
    await expect(waiting).rejects.toBe('superseded');
    gate.resolve('done');
    await tick();
    expect(started).toBe(false);
    expect(scheduler.queued).toBe(0);
  });

  it('frees the slot when a query throws before returning a promise', async () => {
    const scheduler = new QueryScheduler(1);
    const failing = scheduler.schedule<string>(() => {
      throw new Error('buildQuery failed');
    });
    await expect(failing).rejects.toThrow('buildQuery failed');
    await expect(scheduler.schedule(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
