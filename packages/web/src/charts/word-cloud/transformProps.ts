import type { FormColumn } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import type { ChartProps } from '../types';

export type WordRotation = 'flat' | 'random' | 'square';

export interface Word {
  readonly text: string;
  readonly value: number;
  /** Font size in pixels: the metric on a linear scale from zero, between size_from and size_to. */
  readonly size: number;
}

export interface WordCloudChartProps {
  /** Largest first, so the layout places the important words while there is room. */
  readonly words: readonly Word[];
  /** Word → its colour (the scheme's in rank order, or the dashboard's label colour). */
  readonly colors: Readonly<Record<string, string>>;
  readonly rotation: WordRotation;
  readonly metricLabel: string;
  readonly rowcount: number;
}

const ROTATIONS: readonly WordRotation[] = ['flat', 'random', 'square'];

const size = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Rows of word and metric → words sized as Superset's encoding does (range [size_from, size_to], zero-based). */
export function transformWordCloudProps(chartProps: ChartProps): WordCloudChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const rows = results[0]?.data ?? [];
  const series = formData.series as FormColumn | null | undefined;
  const column = typeof series === 'string' ? series : (series?.label ?? '');
  const metric = singleMetric(formData);
  const label = metric ? getMetricLabel(metric) : '';
  const from = size(formData.size_from, 10);
  const to = Math.max(from, size(formData.size_to, 70));
  const values = rows
    .map((row) => ({ text: String(row[column] ?? '<NULL>'), value: Number(row[label]) }))
    .filter((word) => Number.isFinite(word.value));
  const max = Math.max(0, ...values.map((word) => word.value));
  const words = values
    .map((word) => ({ ...word, size: max > 0 ? from + (Math.max(0, word.value) / max) * (to - from) : from }))
    .sort((a, b) => b.value - a.value);
  const verbose = datasource.verboseMap;
  const rotation = formData.rotation as WordRotation;
  const palette = labelPalette(
    chartProps,
    words.map((word) => word.text),
  );
  return {
    words,
    colors: Object.fromEntries(words.map((word, i) => [word.text, palette[i]!])),
    rotation: ROTATIONS.includes(rotation) ? rotation : 'square',
    metricLabel: verbose[label] ?? label,
    rowcount: results[0]?.rowcount ?? rows.length,
  };
}
