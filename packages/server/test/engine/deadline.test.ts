import { describe, expect, it } from 'vitest';
import { runWithDeadline } from '../../src/engine/connectors/deadline';
import { ConnectorError } from '../../src/engine/connectors/errors';

/** A fake engine whose interrupt, like DuckDB's, only stops a statement already running. */
function engine(startAfterMs: number) {
  let running = false;
  let stopRunning: ((error: Error) => void) | null = null;
  return {
    interrupt() {
      if (running) stopRunning?.(new Error('INTERRUPT Error: Interrupted!'));
    },
    run: () =>
      new Promise<never>((_resolve, reject) => {
        setTimeout(() => {
          running = true;
          stopRunning = reject;
        }, startAfterMs);
      }),
  };
}

const isInterrupt = (error: unknown) => /interrupt/i.test(String(error));

describe('runWithDeadline', () => {
  it('stops a query whose statement started only after the timeout fired', async () => {
    const fake = engine(150);
    const error = await runWithDeadline(fake.run, fake.interrupt, { timeoutMs: 20 }, isInterrupt, 10).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('TIMED_OUT');
  });

  it('interrupts once when asked to (engines whose interrupt holds until the query ends)', async () => {
    let calls = 0;
    const error = await runWithDeadline(
      () => new Promise<never>((_r, reject) => setTimeout(() => reject(new Error('interrupted')), 80)),
      () => {
        calls += 1;
      },
      { timeoutMs: 10 },
      isInterrupt,
    ).catch((e: unknown) => e);
    expect((error as ConnectorError).code).toBe('TIMED_OUT');
    expect(calls).toBe(1);
  });
});
