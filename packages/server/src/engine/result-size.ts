/**
 * The cap on one answer's serialised size (TESSERA_MAX_RESULT_BYTES, issue 13): an answer larger
 * than `config.limits.maxResultBytes` is never sent and never cached; the client gets 422 with
 * Superset's RESULT_TOO_LARGE_ERROR instead. Chart data, explore_json, CSV/XLSX exports and async
 * jobs check it here. SQL Lab is not on the server yet: its results route must serialise through
 * `stringifyCapped` (and check downloads with `checkResultBytes`) so the same limit holds there.
 *
 * The checks are cheap: rows are stringified in chunks with the native JSON.stringify, counting
 * UTF-16 units as they go (a lower bound of the UTF-8 bytes) to stop early, and the exact byte
 * count is only taken when the text could be over the cap.
 */
import { ApiError } from '../errors';
import { formatBytes } from './connectors/format-bytes';

/** config.ts's default, for callers (tests, tools) whose config has no limits. */
export const DEFAULT_MAX_RESULT_BYTES = 64 * 1000 ** 2;
/** Rows stringified per step of stringifyCapped: small enough to stop early, big enough to stay fast. */
const ROWS_PER_CHUNK = 2_000;
/** Rows stringified to estimate an answer's size before choosing the one-pass path. */
const SAMPLE_ROWS = 64;
const ROWS_HOLE = '\u0000tessera-rows\u0000';
const QUOTED_ROWS_HOLE = JSON.stringify(ROWS_HOLE);

/** The 422 a too-large answer gets, in our words. */
export function resultTooLarge(maxBytes: number): ApiError {
  return new ApiError(
    'RESULT_TOO_LARGE',
    {
      detail:
        `The result is larger than this server sends (TESSERA_MAX_RESULT_BYTES = ${formatBytes(maxBytes)}). ` +
        'Add filters, lower the row limit or pick fewer columns.',
    },
    { extra: { max_result_bytes: maxBytes } },
  );
}

/** Throws resultTooLarge when `bytes` is over the cap. */
export function checkResultBytes(bytes: number, maxBytes: number): void {
  if (bytes > maxBytes) throw resultTooLarge(maxBytes);
}

/**
 * The UTF-8 size of a serialised answer, or resultTooLarge. A UTF-16 unit is 1 to 3 UTF-8 bytes,
 * so the exact count is taken only when the length alone cannot decide.
 */
export function checkResultText(text: string, maxBytes: number): number {
  if (text.length > maxBytes) throw resultTooLarge(maxBytes);
  if (text.length * 3 <= maxBytes) return text.length * 3;
  const bytes = Buffer.byteLength(text, 'utf8');
  checkResultBytes(bytes, maxBytes);
  return bytes;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON length of `rows` estimated from evenly spaced samples. */
function estimatedLength(rows: readonly unknown[]): number {
  const step = Math.max(1, Math.floor(rows.length / SAMPLE_ROWS));
  let length = 0;
  let sampled = 0;
  for (let i = 0; i < rows.length; i += step) {
    length += (JSON.stringify(rows[i]) ?? 'null').length + 1;
    sampled++;
  }
  return (length / sampled) * rows.length;
}

/**
 * `JSON.stringify(value)`, refused with resultTooLarge when the text passes `maxBytes`. Answers
 * whose sampled size is well under the cap take the one native pass; the others have their `data`
 * rows stringified a chunk at a time, stopping after the chunk that crosses the cap instead of
 * building the whole text.
 */
export function stringifyCapped(value: unknown, maxBytes: number): string {
  const rows = isRecord(value) ? value.data : undefined;
  if (
    !Array.isArray(rows) ||
    rows.length <= ROWS_PER_CHUNK ||
    !Number.isFinite(maxBytes) ||
    estimatedLength(rows) * 2 < maxBytes
  ) {
    const text = JSON.stringify(value);
    if (text !== undefined) checkResultText(text, maxBytes);
    return text;
  }
  const shell = JSON.stringify({ ...(value as Record<string, unknown>), data: ROWS_HOLE });
  const at = shell.indexOf(QUOTED_ROWS_HOLE);
  if (at < 0 || shell.lastIndexOf(QUOTED_ROWS_HOLE) !== at) {
    // The marker text also occurs in the answer (only a crafted one): take the plain path.
    const text = JSON.stringify(value);
    checkResultText(text, maxBytes);
    return text;
  }
  const parts: string[] = [];
  let length = shell.length - QUOTED_ROWS_HOLE.length + 2;
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + ROWS_PER_CHUNK));
    const inner = chunk.slice(1, -1);
    length += inner.length + (parts.length > 0 ? 1 : 0);
    if (length > maxBytes) throw resultTooLarge(maxBytes);
    parts.push(inner);
  }
  const text = `${shell.slice(0, at)}[${parts.join(',')}]${shell.slice(at + QUOTED_ROWS_HOLE.length)}`;
  checkResultText(text, maxBytes);
  return text;
}
