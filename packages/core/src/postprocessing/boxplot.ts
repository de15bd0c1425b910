// `boxplot`: per group and metric the eight statistics Superset's box plot reads:
// `<metric>__mean, __median, __max, __min, __q1, __q3, __count, __outliers`. Quartiles are
// numpy's nanpercentile with the "midpoint" method; whiskers follow `whisker_type`.
import { type AggregateSpec, aggregateFrame } from './aggregate';
import type { Aggregator } from './aggregators';
import type { Frame } from './frame';
import { OptionReader, requireColumns } from './options';
import { mean, median, presentNumbers, quantileSorted, sortedNumbers, toNumber } from './stats';

export const WHISKER_TYPES = ['tukey', 'min/max', 'percentile'] as const;
const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

type Whiskers = (
  sorted: readonly number[],
  q1: number | null,
  q3: number | null,
) => [number | null, number | null];

export function boxplot(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('boxplot', options);
  const groupby = reader.strings('groupby', []);
  const metrics = reader.strings('metrics');
  const whiskerType = reader.oneOf('whisker_type', WHISKER_TYPES);
  requireColumns('boxplot', frame, [...groupby, ...metrics]);
  const whiskers = readWhiskers(reader, whiskerType);
  const specs: AggregateSpec[] = STATISTICS.flatMap((statistic) =>
    metrics.map((metric) => ({
      name: `${metric}__${statistic}`,
      column: metric,
      aggregate: statisticOf(statistic, whiskers),
    })),
  );
  return aggregateFrame(frame, groupby, specs);
}

function readWhiskers(reader: OptionReader, type: (typeof WHISKER_TYPES)[number]): Whiskers {
  if (type === 'min/max') return (sorted) => [sorted[0] ?? null, sorted[sorted.length - 1] ?? null];
  if (type === 'tukey') {
    return (sorted, q1, q3) => {
      if (q1 === null || q3 === null) return [null, null];
      const reach = 1.5 * (q3 - q1);
      // The whiskers are the extreme data points within 1.5 IQR of the quartiles.
      const low = sorted.find((value) => value >= q1 - reach) ?? null;
      const high = sorted.findLast((value) => value <= q3 + reach) ?? null;
      return [low, high];
    };
  }
  const percentiles = reader.raw.percentiles;
  if (
    !Array.isArray(percentiles) ||
    percentiles.length !== 2 ||
    typeof percentiles[0] !== 'number' ||
    typeof percentiles[1] !== 'number' ||
    percentiles[0] >= percentiles[1] ||
    percentiles[0] <= 0 ||
    percentiles[1] >= 100
  ) {
    return reader.fail(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
  }
  const [low, high] = percentiles as [number, number];
  return (sorted) => [quantileSorted(sorted, low / 100), quantileSorted(sorted, high / 100)];
}

function statisticOf(statistic: (typeof STATISTICS)[number], whiskers: Whiskers): Aggregator {
  const summary = (values: readonly unknown[]) => {
    const sorted = sortedNumbers(presentNumbers(values));
    const q1 = quantileSorted(sorted, 0.25, 'midpoint');
    const q3 = quantileSorted(sorted, 0.75, 'midpoint');
    const [low, high] = whiskers(sorted, q1, q3);
    return { sorted, q1, q3, low, high };
  };
  switch (statistic) {
    case 'mean':
      return (values) => mean(presentNumbers(values));
    case 'median':
      return (values) => median(presentNumbers(values));
    case 'q1':
      return (values) => summary(values).q1;
    case 'q3':
      return (values) => summary(values).q3;
    case 'max':
      return (values) => summary(values).high;
    case 'min':
      return (values) => summary(values).low;
    // numpy.ma.count: every cell of the group, missing ones included.
    case 'count':
      return (values) => values.length;
    case 'outliers':
      return (values) => {
        const { low, high } = summary(values);
        const numbers = values.map(toNumber).filter((value): value is number => value !== null);
        const above = high === null ? [] : numbers.filter((value) => value > high);
        const below = low === null ? [] : numbers.filter((value) => value < low);
        return [...above, ...below];
      };
  }
}
