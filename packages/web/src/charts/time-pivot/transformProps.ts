import { legacyData, seriesKeyText } from '../legacy';
import { timeFormatter, valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** NVD3TimePivotViz's series: "current", "-1", "-2", … each moved onto the latest period. */
export interface TimePivotSeries {
  readonly key: unknown;
  readonly values: readonly { readonly x: number; readonly y: number | null }[];
  readonly rank: number;
  readonly perc: number;
}

export interface TimePivotProps {
  readonly series: readonly {
    readonly name: string;
    readonly color: string;
    readonly points: readonly (readonly [number, number | null])[];
  }[];
  readonly showLegend: boolean;
  readonly smooth: boolean;
  readonly step: 'start' | 'end' | false;
  readonly formatValue: (value: unknown) => string;
  readonly formatTime: (value: unknown) => string;
}

/** Superset's default picked colour, rgb(0, 122, 135). */
const DEFAULT_COLOR = { r: 0, g: 122, b: 135 };

function pickedColor(value: unknown): { r: number; g: number; b: number } {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const channel = (key: 'r' | 'g' | 'b') =>
    typeof record[key] === 'number' ? (record[key] as number) : DEFAULT_COLOR[key];
  return { r: channel('r'), g: channel('g'), b: channel('b') };
}

/** Each period's line in the picked colour, older periods fading (Superset's `perc` as the alpha). */
export function transformTimePivotProps({
  formData,
  queriesData,
}: Pick<ChartProps, 'formData' | 'queriesData'>): TimePivotProps {
  const data = legacyData<TimePivotSeries[]>({ queriesData }) ?? [];
  const { r, g, b } = pickedColor(formData.color_picker);
  const interpolation = String(formData.line_interpolation ?? 'linear');
  return {
    // Oldest first, so the current period is drawn on top.
    series: [...data]
      .sort((a, b2) => b2.rank - a.rank)
      .map((s) => ({
        name: seriesKeyText(s.key),
        color: `rgba(${r}, ${g}, ${b}, ${Math.max(0.1, Math.min(1, s.perc)).toFixed(3)})`,
        // The periods' moved times interleave on one index; each line joins its own points.
        points: s.values.filter((point) => point.y !== null).map((point) => [point.x, point.y] as const),
      })),
    showLegend: formData.show_legend !== false,
    smooth: ['basis', 'cardinal', 'monotone'].includes(interpolation),
    step: interpolation === 'step-before' ? 'start' : interpolation === 'step-after' ? 'end' : false,
    formatValue: valueFormatter(formData.y_axis_format),
    // Superset saves the axis's time format as x_axis_format; our shared control as x_axis_time_format.
    formatTime: timeFormatter(
      formData.x_axis_format ?? formData.x_axis_time_format,
      formData.time_grain_sqla,
    ),
  };
}
