import { legacyData, type NvdSeries, seriesKeyText } from '../legacy';
import type { ChartProps } from '../types';

export type HorizonColorScale = 'series' | 'overall' | 'change';

export interface HorizonRow {
  readonly name: string;
  /** The values drawn (for `change`, each minus the series' first value). */
  readonly values: readonly (number | null)[];
  /** The largest absolute value the row's bands span. */
  readonly extent: number;
}

export interface HorizonProps {
  readonly rows: readonly HorizonRow[];
  readonly seriesHeight: number;
  readonly bands: number;
}

/** Superset's horizon colours: the negative bands (darkest first), then the positive ones. */
export const HORIZON_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
] as const;
export const HORIZON_BANDS = HORIZON_COLORS.length >> 1;

const maxAbs = (values: readonly (number | null)[]) =>
  values.reduce<number>((max, v) => (v === null ? max : Math.max(max, Math.abs(v))), 0);

/** The horizon's series (legacy NVD3 series) as rows on Superset's value domains. */
export function transformHorizonProps({
  formData,
  queriesData,
}: Pick<ChartProps, 'formData' | 'queriesData'>): HorizonProps {
  const series = legacyData<NvdSeries[]>({ queriesData }) ?? [];
  const scale = (formData.horizon_color_scale as HorizonColorScale | undefined) ?? 'series';
  const rows = series.map((s) => {
    const raw = s.values.map((point) => point.y);
    const first = raw.find((v) => v !== null) ?? 0;
    const values = scale === 'change' ? raw.map((v) => (v === null ? null : v - first)) : raw;
    return { name: seriesKeyText(s.key), values, extent: maxAbs(values) };
  });
  const overall = Math.max(0, ...rows.map((row) => row.extent));
  const height = Number(formData.series_height);
  return {
    rows: scale === 'overall' ? rows.map((row) => ({ ...row, extent: overall })) : rows,
    seriesHeight: Number.isFinite(height) && height > 0 ? height : 25,
    bands: HORIZON_BANDS,
  };
}

export interface HorizonBar {
  /** 0 for the band nearest the axis. */
  readonly band: number;
  readonly positive: boolean;
  /** How much of the row's height the band's bar fills, 0..1. */
  readonly fill: number;
}

/**
 * A value folded into bands (offset mode): the value over the extent spans `bands` row heights;
 * each band is drawn over the previous one in a darker colour, negatives from the top down.
 */
export function horizonBars(value: number | null, extent: number, bands: number): HorizonBar[] {
  if (value === null || extent <= 0 || value === 0) return [];
  const scaled = (Math.abs(value) / extent) * bands;
  const bars: HorizonBar[] = [];
  for (let band = 0; band < bands && scaled > band; band += 1) {
    bars.push({ band, positive: value > 0, fill: Math.min(1, scaled - band) });
  }
  return bars;
}

/** The colour of a band: positives from light yellow to red, negatives from light to dark blue. */
export function horizonColor(bar: HorizonBar, bands: number): string {
  return bar.positive ? HORIZON_COLORS[bands + bar.band]! : HORIZON_COLORS[bands - 1 - bar.band]!;
}
