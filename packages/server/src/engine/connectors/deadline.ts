import type { ExecuteOptions } from '../types';
import { cancelled, queryFailed, timedOut } from './errors';

/**
 * Runs a query with a timeout and an abort signal, calling `interrupt` when either fires, and
 * reports the outcome as a ConnectorError: TIMED_OUT, CANCELLED or QUERY_FAILED.
 */
export async function runWithDeadline<T>(
  run: () => Promise<T>,
  interrupt: () => void,
  options: ExecuteOptions,
  isInterruptError: (error: unknown) => boolean,
): Promise<T> {
  const { timeoutMs = 0, signal } = options;
  if (signal?.aborted) throw cancelled();
  let reason: 'timeout' | 'abort' | null = null;
  const stop = (why: 'timeout' | 'abort') => {
    if (reason) return;
    reason = why;
    interrupt();
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
    signal?.removeEventListener('abort', onAbort);
  }
}
