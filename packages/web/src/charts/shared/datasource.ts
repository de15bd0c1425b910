import { format as d3Format } from 'd3-format';
import { formatNumber } from './formatters';

/** What a chart borrows from its dataset for display: readable names and number formats. */
export interface DatasourceDecorations {
  readonly verbose_map: Record<string, string>;
  readonly column_formats: Record<string, string>;
}

/** Keys that describe the dataset rather than the chart; never saved with the chart's params. */
export const DECORATION_KEYS = ['verbose_map', 'column_formats', 'temporal_columns_lookup'] as const;

interface DatasetLike {
  readonly columns?: readonly { column_name: string; verbose_name?: string | null }[];
  readonly metrics?: readonly {
    metric_name: string;
    verbose_name?: string | null;
    d3format?: string | null;
  }[];
  readonly verbose_map?: Record<string, string> | null;
  readonly column_formats?: Record<string, string> | null;
}

export function datasourceDecorations(dataset: DatasetLike): DatasourceDecorations {
  const verbose: Record<string, string> = { ...(dataset.verbose_map ?? {}) };
  const formats: Record<string, string> = { ...(dataset.column_formats ?? {}) };
  for (const column of dataset.columns ?? [])
    if (column.verbose_name) verbose[column.column_name] = column.verbose_name;
  for (const metric of dataset.metrics ?? []) {
    if (metric.verbose_name) verbose[metric.metric_name] = metric.verbose_name;
    if (metric.d3format) formats[metric.metric_name] = metric.d3format;
  }
  return { verbose_map: verbose, column_formats: formats };
}

export function withoutDecorations<T extends Record<string, unknown>>(formData: T): T {
  const copy: Record<string, unknown> = { ...formData };
  for (const key of DECORATION_KEYS) delete copy[key];
  return copy as T;
}

export function verboseName(formData: Record<string, unknown>, key: string): string {
  const map = formData.verbose_map as Record<string, string> | undefined;
  return map?.[key] ?? key;
}

const cache = new Map<string, (n: number) => string>();

/** Formats a value with the metric's d3 format when it has one, else the adaptive format. */
export function numberFormatter(formData: Record<string, unknown>, key: string): (value: unknown) => string {
  const spec = (formData.column_formats as Record<string, string> | undefined)?.[key];
  if (!spec) return formatNumber;
  let formatter = cache.get(spec);
  if (!formatter) {
    try {
      formatter = d3Format(spec);
    } catch {
      return formatNumber;
    }
    cache.set(spec, formatter);
  }
  const chosen = formatter;
  return (value) => {
    const number = typeof value === 'number' ? value : Number(value);
    return value === null || value === undefined || !Number.isFinite(number)
      ? formatNumber(value)
      : chosen(number);
  };
}
