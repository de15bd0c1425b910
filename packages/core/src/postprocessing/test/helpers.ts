// Small builders for test frames.
import type { Frame, FrameColumnKind, Row } from '../frame';

export function frame(rows: Row[], extra: Partial<Frame> = {}): Frame {
  return { columns: Object.keys(rows[0] ?? {}), rows, ...extra };
}

/** A frame indexed by a temporal column. */
export function timeFrame(rows: Row[], column = 'ts'): Frame {
  const kinds: Record<string, FrameColumnKind> = { [column]: 'temporal' };
  return frame(rows, { index: [column], kinds });
}

export const column = (f: Frame, key: string): unknown[] => f.rows.map((row) => row[key]);

export const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
