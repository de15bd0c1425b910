import { type ColumnarRows, toColumnar, transferables } from './columnar';

/** Answers with fewer rows than this are handed over as they are: rebuilding them would cost more. */
export const COLUMNAR_FROM_ROWS = 2_000;

export interface ParsedAnswer {
  /** The JSON answer, with each big query's `data` replaced by an empty array. */
  readonly answer: unknown;
  /** Per query of `answer.result`: its rows as columns, or null when `data` was left in place. */
  readonly columnar: readonly (ColumnarRows | null)[];
  readonly transfer: ArrayBuffer[];
}

/**
 * A chart-data answer's text, parsed, with the rows of each big query moved into columns (the
 * worker's half of readAnswerOffThread; pure, so it is tested without a worker).
 */
export function parseAnswer(text: string): ParsedAnswer {
  const answer = JSON.parse(text) as unknown;
  const result = (answer as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return { answer, columnar: [], transfer: [] };
  const columnar = result.map((query: { data?: unknown } | null) => {
    const rows = query?.data;
    if (!Array.isArray(rows) || rows.length < COLUMNAR_FROM_ROWS) return null;
    const columns = toColumnar(rows as Record<string, unknown>[]);
    if (columns && query) query.data = [];
    return columns;
  });
  const transfer = columnar.flatMap((columns) => (columns ? transferables(columns) : []));
  return { answer, columnar, transfer };
}
