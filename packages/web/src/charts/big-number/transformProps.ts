import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import type { ChartProps } from '../types';

export interface BigNumberProps {
  readonly value: number | null;
  /** The metric's d3 format, when the dataset gives one. */
  readonly format: string | null;
  /** Superset's `currency_format` ({symbol, symbolPosition}), when one is chosen. */
  readonly currency?: unknown;
  readonly label: string;
  readonly subheader: string;
  readonly rowcount: number;
}

/** The single value; a big number never cross-filters (nor does Superset's). */
export function transformBigNumberProps({
  formData,
  queriesData: results,
  datasource,
}: ChartProps): BigNumberProps {
  const metric = singleMetric(formData);
  const label = metric ? getMetricLabel(metric) : '';
  const raw = results[0]?.data[0]?.[label];
  const value = raw === null || raw === undefined || raw === '' ? null : Number(raw);
  return {
    value: value !== null && Number.isFinite(value) ? value : null,
    format: datasource.columnFormats[label] ?? null,
    ...(formData.currency_format ? { currency: formData.currency_format } : {}),
    label,
    subheader: typeof formData.subheader === 'string' ? formData.subheader : '',
    rowcount: results[0]?.rowcount ?? 0,
  };
}
