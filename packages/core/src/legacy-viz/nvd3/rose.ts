// RoseViz (`rose`): the line chart's series regrouped by time — for each timestamp (keyed by
// epoch nanoseconds, as pandas' Timestamp.value) the value of every series, NaN as 0.
import type { LegacyViz } from '../types';
import type { SeriesKey } from './series';
import { timeSeriesData, timeSeriesQuery } from './timeseries';

interface RosePetal {
  key: SeriesKey;
  value: number;
  name: SeriesKey;
  time: number;
}

/** Epoch ms as nanoseconds, exactly (beyond 2^53, so through BigInt). */
const nanoseconds = (ms: number): string => (BigInt(Math.round(ms)) * 1_000_000n).toString();

export const roseViz: LegacyViz = {
  id: 'rose',
  name: 'Time Series - Nightingale Rose Chart',
  isTimeseries: true,
  queryObject: timeSeriesQuery,
  getData: (input) => {
    const result: Record<string, RosePetal[]> = {};
    for (const series of timeSeriesData(input)) {
      for (const point of series.values) {
        const time = nanoseconds(point.x);
        const petals = result[time] ?? [];
        result[time] = petals;
        // Superset joins list keys into a name; its keys are tuples, so the name is the key.
        petals.push({ key: series.key, value: point.y ?? 0, name: series.key, time: point.x });
      }
    }
    return result;
  },
};
