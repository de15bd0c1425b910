import { legacyData } from '../legacy';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export interface BulletProps {
  /** Qualitative ranges, largest first (drawn first, lightest on the outside). */
  readonly ranges: readonly number[];
  readonly rangeLabels: readonly string[];
  readonly measures: readonly number[];
  readonly markers: readonly number[];
  readonly markerLabels: readonly string[];
  readonly markerLines: readonly number[];
  readonly markerLineLabels: readonly string[];
  readonly formatValue: (value: unknown) => string;
}

/** "10, 20,30" → [10, 20, 30] (viz.py's to_array); unreadable parts are dropped. */
export function numberList(value: unknown): number[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n));
}

const textList = (value: unknown): string[] =>
  typeof value === 'string' && value.trim() ? value.split(',').map((part) => part.trim()) : [];

/** BulletViz: the metric's values as measures; ranges default to [0, 1.1 × the largest], as viz.py. */
export function transformBulletProps({
  formData,
  queriesData,
}: Pick<ChartProps, 'formData' | 'queriesData'>): BulletProps {
  const data = legacyData<{ measures: readonly (number | null)[] }>({ queriesData });
  const measures = (data?.measures ?? []).filter((v): v is number => v !== null && Number.isFinite(v));
  const ranges = numberList(formData.ranges);
  return {
    ranges: (ranges.length ? ranges : [0, Math.max(0, ...measures) * 1.1]).sort((a, b) => b - a),
    rangeLabels: textList(formData.range_labels),
    measures: [...measures].sort((a, b) => b - a),
    markers: numberList(formData.markers),
    markerLabels: textList(formData.marker_labels),
    markerLines: numberList(formData.marker_lines),
    markerLineLabels: textList(formData.marker_line_labels),
    formatValue: valueFormatter(formData.y_axis_format ?? formData.number_format),
  };
}

/** The scale's domain: from 0 (or the smallest value) to the largest range, measure or marker. */
export function bulletDomain(props: BulletProps): [number, number] {
  const all = [0, ...props.ranges, ...props.measures, ...props.markers, ...props.markerLines];
  return [Math.min(...all), Math.max(...all)];
}
