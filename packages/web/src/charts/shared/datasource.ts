import { format as d3Format } from 'd3-format';
import type { ChartDatasource } from '../types';
import { formatNumber } from './formatters';

interface DatasetLike {
  readonly columns?: readonly {
    column_name: string;
    verbose_name?: string | null;
    is_dttm?: boolean | null;
  }[];
  readonly metrics?: readonly {
    metric_name: string;
    verbose_name?: string | null;
    d3format?: string | null;
  }[];
  readonly verbose_map?: Record<string, string> | null;
  readonly column_formats?: Record<string, string> | null;
}

/**
 * What a chart borrows from its dataset for display (Superset's chart props `datasource`): readable
 * names of columns and metrics, metrics' number formats, and which columns are temporal.
 */
export function chartDatasource(dataset: DatasetLike): ChartDatasource {
  const verbose: Record<string, string> = { ...(dataset.verbose_map ?? {}) };
  const formats: Record<string, string> = { ...(dataset.column_formats ?? {}) };
  for (const column of dataset.columns ?? [])
    if (column.verbose_name) verbose[column.column_name] = column.verbose_name;
  for (const metric of dataset.metrics ?? []) {
    if (metric.verbose_name) verbose[metric.metric_name] = metric.verbose_name;
    if (metric.d3format) formats[metric.metric_name] = metric.d3format;
  }
  const temporalColumns = (dataset.columns ?? [])
    .filter((column) => column.is_dttm)
    .map((column) => column.column_name);
  return { verboseMap: verbose, columnFormats: formats, temporalColumns };
}

/** The readable name of a column or metric, else the name itself. */
export function verboseName(datasource: ChartDatasource, key: string): string {
  return datasource.verboseMap[key] ?? key;
}

const cache = new Map<string, (n: number) => string>();

/** A formatter for a d3 number format; the adaptive format when there is none or it is invalid. */
export function d3NumberFormatter(spec: string | null | undefined): (value: unknown) => string {
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

/**
 * Formats a value with the format `formats` gives `key` (a metric's d3 format), else the adaptive
 * format. `formats` is any record holding `column_formats`.
 */
export function numberFormatter(formats: Record<string, unknown>, key: string): (value: unknown) => string {
  return d3NumberFormatter((formats.column_formats as Record<string, string> | undefined)?.[key]);
}
