import { countryMapKey, countryMapLabel } from '@tessera/core';
import { sequentialColors } from '../heatmap/sequential';
import { legacyData } from '../legacy';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export interface CountryMapRegion {
  /** ISO 3166-2 code, as the geometry's `ISO`. */
  readonly code: string;
  readonly value: number | null;
}

export interface CountryMapProps {
  /** select_country's key (`france`), or null when none is chosen. */
  readonly country: string | null;
  /** The country as the picker names it, for messages. */
  readonly countryLabel: string;
  readonly regions: readonly CountryMapRegion[];
  readonly min: number;
  readonly max: number;
  readonly colors: readonly string[];
  readonly metricLabel: string;
  readonly formatValue: (value: unknown) => string;
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** CountryMapViz's answer (country_id, metric per region) → the regions to shade. */
export function transformCountryMapProps(chartProps: ChartProps): CountryMapProps {
  const { formData, datasource } = chartProps;
  const rows = legacyData<readonly { country_id?: unknown; metric?: unknown }[]>(chartProps) ?? [];
  const regions = rows
    .filter((row) => row.country_id !== null && row.country_id !== undefined)
    .map((row) => ({ code: String(row.country_id), value: toNumber(row.metric) }));
  const values = regions.map((r) => r.value).filter((v): v is number => v !== null);
  const country = countryMapKey(formData.select_country);
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  return {
    country,
    countryLabel: country ? countryMapLabel(country) : '',
    regions,
    min: values.length ? Math.min(...values) : 0,
    max: values.length ? Math.max(...values) : 0,
    colors: sequentialColors(formData.linear_color_scheme),
    metricLabel: datasource.verboseMap[metricLabel] ?? metricLabel,
    formatValue: valueFormatter(formData.number_format, datasource.columnFormats[metricLabel]),
  };
}
