import { sequentialColors } from '../heatmap/sequential';
import { legacyData } from '../legacy';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';
import { type CalendarDomain, calendarDomains, type Grain, isGrain, valuesByCell } from './calendar';

/** CalHeatmapViz's payload. */
export interface CalHeatmapData {
  readonly data: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly start: number;
  readonly domain: unknown;
  readonly subdomain: unknown;
  readonly range: number;
}

export interface CalHeatmapProps {
  readonly calendars: readonly {
    readonly metric: string;
    readonly values: ReadonlyMap<number, number>;
    readonly min: number;
    readonly max: number;
  }[];
  readonly domains: readonly CalendarDomain[];
  readonly domain: Grain;
  readonly subdomain: Grain;
  readonly cellSize: number;
  readonly cellPadding: number;
  readonly cellRadius: number;
  readonly colors: readonly string[];
  readonly showLegend: boolean;
  readonly showValues: boolean;
  readonly showMetricName: boolean;
  readonly formatValue: (value: unknown) => string;
}

const number = (value: unknown, fallback: number, min = 0) => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) && n >= min
    ? n
    : fallback;
};

/** The scheme's colours resampled to `steps` buckets. */
export function stepColors(scheme: readonly string[], steps: number): string[] {
  return Array.from(
    { length: steps },
    (_, i) => scheme[Math.round((steps === 1 ? 1 : i / (steps - 1)) * (scheme.length - 1))]!,
  );
}

export function transformCalHeatmapProps({
  formData,
  queriesData,
  datasource,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'datasource'>): CalHeatmapProps {
  const payload = legacyData<CalHeatmapData>({ queriesData });
  const domain = isGrain(payload?.domain) ? payload.domain : 'month';
  const subdomain = isGrain(payload?.subdomain) ? payload.subdomain : 'day';
  const steps = Math.round(number(formData.steps, 10, 1));
  return {
    calendars: Object.entries(payload?.data ?? {}).map(([metric, values]) => {
      const cells = valuesByCell(values, subdomain);
      const all = [...cells.values()];
      return {
        metric: datasource.verboseMap[metric] ?? metric,
        values: cells,
        min: all.length ? Math.min(...all) : 0,
        max: all.length ? Math.max(...all) : 0,
      };
    }),
    domains: payload ? calendarDomains(payload.start, domain, subdomain, payload.range) : [],
    domain,
    subdomain,
    cellSize: number(formData.cell_size, 10, 1),
    cellPadding: number(formData.cell_padding, 2),
    cellRadius: number(formData.cell_radius, 0),
    colors: stepColors(sequentialColors(formData.linear_color_scheme), steps),
    showLegend: formData.show_legend !== false,
    showValues: formData.show_values === true,
    showMetricName: formData.show_metric_name !== false,
    formatValue: valueFormatter(formData.y_axis_format),
  };
}
