import { lookupCountry } from '@tessera/core';
import { pickedColorHex } from '../controls/groups/maps';
import { sequentialColors } from '../heatmap/sequential';
import { legacyData } from '../legacy';
import { chartColors } from '../shared/colors';
import { type ChartInteraction, chartInteraction } from '../shared/crossFilter';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** One country of WorldMapViz's answer. */
interface AnswerRow {
  readonly country?: unknown;
  readonly name?: unknown;
  readonly m1?: unknown;
  readonly m2?: unknown;
  readonly latitude?: unknown;
  readonly longitude?: unknown;
}

export interface WorldMapCountry {
  /** ISO alpha-3: the atlas shape it colours. */
  readonly code: string;
  readonly name: string;
  readonly m1: number | null;
  readonly m2: number | null;
  readonly longitude: number | null;
  readonly latitude: number | null;
  /** Fill when coloured by country (Superset's categorical scale), else null (the visual map's). */
  readonly color: string | null;
  /** Bubble radius in pixels (Superset: sqrt(m2) spread linearly over 1..max bubble size). */
  readonly radius: number;
}

export interface WorldMapProps {
  readonly countries: readonly WorldMapCountry[];
  /** Rows whose entity matched no country (Superset's XXX), left off the map. */
  readonly unmatched: number;
  readonly colorBy: 'metric' | 'country';
  readonly colors: readonly string[];
  readonly min: number;
  readonly max: number;
  readonly showBubbles: boolean;
  /** The colour picker's colour: bubbles, their borders and the hovered country. */
  readonly bubbleColor: string;
  readonly metricLabel: string;
  readonly secondaryLabel: string;
  readonly formatValue: (value: unknown) => string;
  /** Clicks filter the entity column by the country (keyed by its alpha-3 code). */
  readonly interaction: ChartInteraction;
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Superset's bubble scale: sqrt(m2) from its smallest to its largest, onto 1..maxSize pixels. */
export function bubbleRadii(values: readonly (number | null)[], maxSize: number): number[] {
  const roots = values.map((v) => (v !== null && v >= 0 ? Math.sqrt(v) : null));
  const known = roots.filter((r): r is number => r !== null);
  if (known.length === 0) return values.map(() => 0);
  const lo = Math.min(...known);
  const hi = Math.max(...known);
  return roots.map((r) => {
    if (r === null) return 0;
    return hi === lo ? maxSize : 1 + ((r - lo) / (hi - lo)) * (maxSize - 1);
  });
}

const columnName = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const label = (value as { label?: unknown; sqlExpression?: unknown }).label;
    if (typeof label === 'string') return label;
  }
  return null;
};

/**
 * The value of the entity column that stands for a country, for its cross-filter: Superset's name
 * of the country when the column holds names, else its code in the column's standard.
 */
export function entityValue(country: WorldMapCountry, fieldType: unknown): string {
  if (fieldType === 'name') return country.name;
  if (fieldType === 'cca2' || fieldType === 'cioc') {
    return lookupCountry('cca3', country.code)?.[fieldType] || country.code;
  }
  return country.code;
}

/** WorldMapViz's answer (country, name, m1, m2, latitude, longitude) → the map's countries. */
export function transformWorldMapProps(chartProps: ChartProps): WorldMapProps {
  const { formData, datasource } = chartProps;
  const rows = legacyData<readonly AnswerRow[]>(chartProps) ?? [];
  const placed = rows.filter((row) => typeof row.country === 'string' && row.country !== 'XXX');
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const secondary = formData.secondary_metric;
  const secondaryLabel = secondary ? getMetricLabel(secondary as Parameters<typeof getMetricLabel>[0]) : '';
  const maxBubbleSize = toNumber(formData.max_bubble_size) ?? 25;
  const colorBy = formData.color_by === 'country' ? 'country' : 'metric';
  const m1 = placed.map((row) => toNumber(row.m1));
  const m2 = placed.map((row) => toNumber(row.m2));
  const radii = bubbleRadii(m2, maxBubbleSize);
  const known = m1.filter((v): v is number => v !== null);
  const colorFor = chartColors(chartProps);
  const countries = placed.map((row, i): WorldMapCountry => {
    const name = typeof row.name === 'string' ? row.name : String(row.country);
    let color: string | null = null;
    if (colorBy === 'country') color = colorFor(name);
    return {
      code: String(row.country),
      name,
      m1: m1[i] ?? null,
      m2: m2[i] ?? null,
      longitude: toNumber(row.longitude),
      latitude: toNumber(row.latitude),
      color,
      radius: radii[i] ?? 0,
    };
  });
  const entity = columnName(formData.entity);
  const labelMap = Object.fromEntries(
    countries.map((country) => [country.code, [entityValue(country, formData.country_fieldtype)]]),
  );
  return {
    countries,
    unmatched: rows.length - placed.length,
    colorBy,
    colors: sequentialColors(formData.linear_color_scheme),
    min: known.length ? Math.min(...known) : 0,
    max: known.length ? Math.max(...known) : 0,
    showBubbles: formData.show_bubbles === true,
    bubbleColor: pickedColorHex(formData.color_picker) ?? '#007a87',
    metricLabel: datasource.verboseMap[metricLabel] ?? metricLabel,
    secondaryLabel: datasource.verboseMap[secondaryLabel] ?? secondaryLabel,
    formatValue: valueFormatter(formData.y_axis_format, datasource.columnFormats[metricLabel]),
    interaction: chartInteraction(chartProps, { groupby: entity ? [entity] : [], labelMap }),
  };
}
