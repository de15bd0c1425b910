// NVD3TimePivotViz (`time_pivot`): one series per period of `freq` (a pandas offset alias such as
// W-MON, 52W-MON, AS, D), each moved onto the latest period so that periods overlay; the latest
// is "current", older ones "-1", "-2", ... with their rank and a fading `perc`.
import { labelText } from '../../postprocessing/frame';
import { normalize, parseOffset } from '../../postprocessing/offsets';
import { legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz, LegacyVizInput } from '../types';
import { DTTM_ALIAS } from './helpers';
import { type NvSeries, toSeries } from './series';
import { pivotOnTime, processTimeSeries } from './time-frame';
import { timeSeriesQuery } from './timeseries';

/**
 * pandas' `offset.rollback(t)` with normalize=True (ticks cannot normalize): t itself when it is
 * on the offset, else `t - offset` normalised — which, as in pandas, takes a timestamp on an
 * anchor day but past midnight back a whole period.
 */
export function rollback(t: number, freq: string): number {
  const offset = parseOffset(freq);
  if (!offset) throw new LegacyVizError(`Invalid frequency: ${freq}`);
  if (offset.kind === 'tick') return t;
  const day = normalize(t);
  const k = offset.floorIndex(day);
  if (offset.anchor(k) === day) return t === day ? t : offset.anchor(k - offset.n);
  return offset.anchor(k - (offset.n - 1));
}

function timePivotQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  if (!formData.metric) throw new LegacyVizError('Pick a metric!');
  const query = timeSeriesQuery(base, formData);
  // The period pivot draws no time comparison.
  const { time_offsets: _offsets, ...rest } = query;
  return { ...rest, metrics: [formData.metric] };
}

type PivotSeries = NvSeries & { rank: number; perc: number };

function timePivotData({ rows, formData, metricLabels }: LegacyVizInput): PivotSeries[] {
  const metric = legacyMetricLabel(formData.metric);
  const frame = processTimeSeries(rows, formData, metricLabels, { sortSeries: true });
  const column = frame.columns.find((c) => c.path.length === 1 && labelText(c.path[0]) === metric);
  const freq = typeof formData.freq === 'string' && formData.freq ? formData.freq : 'W-MON';
  const periods = frame.index.map((t) => rollback(t, freq));
  // Dense rank, latest period first: 0 is "current".
  const distinct = [...new Set(periods)].sort((a, b) => b - a);
  const rankOf = new Map(distinct.map((p, rank) => [p, rank]));
  const seriesOf = (rank: number) => (rank === 0 ? 'current' : `-${rank}`);
  const latest = distinct[0] ?? 0;
  const maxRank = distinct.length - 1;
  const moved: LegacyRow[] = frame.index.map((t, r) => {
    const period = periods[r]!;
    return {
      [DTTM_ALIAS]: t + (latest - period),
      series: seriesOf(rankOf.get(period)!),
      [metric]: column?.values[r] ?? null,
    };
  });
  const pivot = pivotOnTime(moved, ['series'], [metric]);
  // pivot_table(values=<one metric>) keeps only the series level in the column names.
  const bySeries = {
    ...pivot,
    multi: false,
    columns: pivot.columns.map((c) => ({ ...c, path: c.path.slice(1) })),
  };
  return toSeries(bySeries, 1).map((series) => {
    const rank = distinct.findIndex((p) => seriesOf(rankOf.get(p)!) === series.key);
    return { ...series, rank, perc: 1 - rank / (maxRank + 1) };
  });
}

export const timePivotViz: LegacyViz = {
  id: 'time_pivot',
  name: 'Time Series - Period Pivot',
  isTimeseries: true,
  queryObject: timePivotQuery,
  getData: timePivotData,
};
