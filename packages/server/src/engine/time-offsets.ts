/**
 * Time comparison (`time_offsets`, SUPERSET_FACTS §1.3), as Superset's processing_time_offsets
 * does it: for each offset the query runs again over the time range moved by the offset, the
 * result's time column is moved back by the same amount, and its metrics are joined onto the main
 * result on the non-metric columns as `<metric>__<offset>`. This happens before post-processing,
 * so a chart's pivot sees the comparison columns like any other metric.
 */
import {
  QueryObjectError,
  shiftDate,
  TIME_COMPARISON_SEPARATOR,
  type TimeDelta,
  timeOffsetToDelta,
} from '@tessera/core';
import type { TimeBounds } from '@tessera/sql';
import { GenericDataType } from './types';

export interface OffsetFrame {
  readonly colnames: string[];
  readonly coltypes: GenericDataType[];
  readonly data: Record<string, unknown>[];
}

/** The delta of one offset against the main query's bounds; both ends must be known, as in Superset. */
export function offsetDelta(offset: string, bounds: TimeBounds): TimeDelta {
  if (!bounds.since || !bounds.until) {
    throw new QueryObjectError(
      'INVALID_QUERY_OBJECT',
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  }
  try {
    return timeOffsetToDelta(offset, bounds.since, bounds.until);
  } catch (error) {
    throw new QueryObjectError(
      'INVALID_QUERY_OBJECT',
      `time_offsets: "${offset}" is not a valid time offset (${(error as Error).message})`,
    );
  }
}

/** A resolver whose every range is moved by the delta: the offset query's view of time. */
export function shiftedResolver(
  resolve: (range: string) => TimeBounds,
  delta: TimeDelta,
): (range: string) => TimeBounds {
  return (range) => {
    const { since, until } = resolve(range);
    return { since: since ? shiftDate(since, delta) : null, until: until ? shiftDate(until, delta) : null };
  };
}

const reverse = (delta: TimeDelta): TimeDelta => ({
  parts: delta.parts,
  direction: delta.direction === 'future' ? 'past' : 'future',
});

function keyOf(row: Record<string, unknown>, keys: readonly string[]): string {
  return JSON.stringify(keys.map((key) => row[key] ?? null));
}

/**
 * Joins one offset result onto the main frame (a left join on `joinKeys`), after moving its
 * temporal key columns back by the delta. Returns a new frame with `<metric>__<offset>` columns.
 */
export function joinOffset(
  main: OffsetFrame,
  offsetResult: OffsetFrame,
  options: {
    readonly offset: string;
    readonly delta: TimeDelta;
    readonly joinKeys: readonly string[];
    readonly metrics: readonly string[];
    readonly temporalKeys: ReadonlySet<string>;
  },
): OffsetFrame {
  const back = reverse(options.delta);
  const index = new Map<string, Record<string, unknown>>();
  for (const row of offsetResult.data) {
    const moved: Record<string, unknown> = { ...row };
    for (const key of options.joinKeys) {
      const value = row[key];
      if (options.temporalKeys.has(key) && typeof value === 'number') {
        moved[key] = shiftDate(new Date(value), back).getTime();
      }
    }
    index.set(keyOf(moved, options.joinKeys), moved);
  }
  const added = options.metrics.map((metric) => ({
    metric,
    name: `${metric}${TIME_COMPARISON_SEPARATOR}${options.offset}`,
    type: offsetResult.coltypes[offsetResult.colnames.indexOf(metric)] ?? GenericDataType.NUMERIC,
  }));
  const data = main.data.map((row) => {
    const match = index.get(keyOf(row, options.joinKeys));
    const out: Record<string, unknown> = { ...row };
    for (const { metric, name } of added) out[name] = match ? (match[metric] ?? null) : null;
    return out;
  });
  return {
    colnames: [...main.colnames, ...added.map((a) => a.name)],
    coltypes: [...main.coltypes, ...added.map((a) => a.type)],
    data,
  };
}
