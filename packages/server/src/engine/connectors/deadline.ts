import type { ExecuteOptions } from '../types';
import { cancelled, queryFailed, timedOut } from './errors';

/**
 * Runs a query with a timeout and an abort signal, calling `interrupt` when either fires, and
 * reports the outcome as a ConnectorError: TIMED_OUT, CANCELLED or QUERY_FAILED.
 * With `repeatInterruptMs`, the interrupt is repeated until the query settles: for engines whose
 * interrupt stops only a statement already running, so one that lands between statements (or
 * before the first started, on a busy machine) is not lost and the query does not run on.
 */
export async function runWithDeadline<T>(
  run: () => Promise<T>,
  interrupt: () => void,
  options: ExecuteOptions,
  isInterruptError: (error: unknown) => boolean,
  repeatInterruptMs = 0,
): Promise<T> {
  const { timeoutMs = 0, signal } = options;
  if (signal?.aborted) throw cancelled();
  let reason: 'timeout' | 'abort' | null = null;
  let repeat: ReturnType<typeof setInterval> | null = null;
  const stop = (why: 'timeout' | 'abort') => {
    if (reason) return;
    reason = why;
    interrupt();
    if (repeatInterruptMs > 0) repeat = setInterval(interrupt, repeatInterruptMs);
  };
  const timer = timeoutMs > 0 ? setTimeout(() => stop('timeout'), timeoutMs) : null;
  const onAbort = () => stop('abort');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await run();
    // A query can finish in the same tick as the interrupt; a finished result still counts.
    return result;
  } catch (error) {
    if (reason === 'timeout' && isInterruptError(error)) throw timedOut(timeoutMs);
    if (reason === 'abort' && isInterruptError(error)) throw cancelled();
    throw queryFailed(error);
  } finally {
    if (timer) clearTimeout(timer);
    if (repeat) clearInterval(repeat);
    signal?.removeEventListener('abort', onAbort);
  }
}
