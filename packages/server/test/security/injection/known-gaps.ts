/**
 * Payloads of corpus.ts that still get an unsafe answer, by dialect: key `<path> <payload as
 * JSON, cut at 80 characters>` (as suite.ts reports it), value why it is not fixed yet. The suite
 * fails when an entry no longer reproduces, so the list cannot go stale.
 */
import type { DialectId } from './targets';

export const KNOWN_GAPS: Partial<Record<DialectId, Record<string, string>>> = {};
