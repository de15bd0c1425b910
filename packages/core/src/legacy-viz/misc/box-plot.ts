// BoxPlotViz (NVD3): per group and metric the box of the values across the other dimensions
// (time buckets by default): quartiles Q1/Q2/Q3, whiskers as `whisker_options` says, outliers.
import { quantileSorted } from '../../postprocessing/stats';
import { asList } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyViz } from '../types';
import { columnNames, groupRows, numeric, pyStr } from './helpers';

type Whiskers = (
  sorted: readonly number[],
  q1: number,
  q3: number,
) => [low: number | null, high: number | null];

/** The whisker bounds of `whisker_options` (Tukey, min/max, "low/high percentiles"). */
function whiskersOf(option: string): Whiskers {
  if (option === 'Tukey') {
    return (sorted, q1, q3) => {
      const reach = 1.5 * (q3 - q1);
      const low = sorted.find((v) => v >= q1 - reach) ?? null;
      const high = sorted.findLast((v) => v <= q3 + reach) ?? null;
      return [low, high];
    };
  }
  if (option === 'Min/max (no outliers)')
    return (sorted) => [sorted[0] ?? null, sorted[sorted.length - 1] ?? null];
  const percentiles = /^(\d+)\/(\d+) percentiles$/.exec(option);
  if (percentiles) {
    const [low, high] = [Number(percentiles[1]) / 100, Number(percentiles[2]) / 100];
    return (sorted) => [quantileSorted(sorted, low), quantileSorted(sorted, high)];
  }
  throw new LegacyVizError(`Unknown whisker type: ${option}`);
}

function box(values: readonly number[], whiskers: Whiskers) {
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantileSorted(sorted, 0.25);
  const q3 = quantileSorted(sorted, 0.75);
  if (q1 === null || q3 === null) {
    return { Q1: null, Q2: null, Q3: null, whisker_high: null, whisker_low: null, outliers: [] };
  }
  const [low, high] = whiskers(sorted, q1, q3);
  // Superset returns a Python set here: distinct values, above the high whisker first.
  const outside = [
    ...values.filter((v) => high !== null && v > high),
    ...values.filter((v) => low !== null && v < low),
  ];
  return {
    Q1: q1,
    Q2: quantileSorted(sorted, 0.5),
    Q3: q3,
    whisker_high: high,
    whisker_low: low,
    outliers: [...new Set(outside)],
  };
}

const whiskerOption = (formData: LegacyFormData): string => {
  const option = formData.whisker_options ?? formData.whiskerOptions ?? 'Tukey';
  return typeof option === 'string' ? option : 'Tukey';
};

export const boxPlotViz: LegacyViz = {
  id: 'box_plot',
  name: 'Box Plot',
  isTimeseries: true,
  getData({ rows, colnames, formData, metricLabels }) {
    const groupby = columnNames(formData.groupby);
    // pandas refuses to group by nothing, with these words.
    if (groupby.length === 0) throw new LegacyVizError('No group keys passed!');
    const whiskers = whiskersOf(whiskerOption(formData));
    const metrics = colnames.filter((c) => metricLabels.includes(c));
    // Superset names the box after its metric too when the form data lists several metrics.
    const labelled = asList(formData.metrics).length > 1;
    return groupRows(rows, groupby).flatMap(({ key, rows: part }) => {
      const index = key.length > 1 ? key.map(pyStr).join(' - ') : key[0];
      return metrics.map((metric) => ({
        label: labelled ? `${pyStr(index)} - ${metric}` : index,
        values: box(
          part.map((r) => numeric(r[metric])).filter((v): v is number => v !== null),
          whiskers,
        ),
      }));
    });
  },
};
