// Pieces every deck.gl layer transform shares: the payload's features, positions, form-data reads.
import type { DeckPalette, LegendPosition, LonLat, Rgba, TooltipRow } from './types';

export type Fd = Readonly<Record<string, unknown>>;
export type Feature = Readonly<Record<string, unknown>>;

/** What a layer transform needs beside the form data and payload. */
export interface DeckTransformOptions {
  readonly palette: DeckPalette;
  /** Column and metric names → their readable names. */
  readonly verboseMap?: Readonly<Record<string, string>>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload's `features` (the `data` of an explore_json answer), or none. */
export function featuresOf(data: unknown): Feature[] {
  const features = isRecord(data) ? data.features : null;
  return Array.isArray(features) ? features.filter(isRecord) : [];
}

export function positionOf(value: unknown): LonLat | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [lon, lat] = [Number(value[0]), Number(value[1])];
  return Number.isFinite(lon) && Number.isFinite(lat) && value[0] !== null && value[1] !== null
    ? [lon, lat]
    : null;
}

export function numberOf(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export const boolOf = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/** A metric's label: a saved metric's name, an adhoc metric's label. */
export function metricLabel(metric: unknown): string | null {
  if (typeof metric === 'string') return metric || null;
  if (isRecord(metric)) {
    if (typeof metric.label === 'string' && metric.label) return metric.label;
    if (typeof metric.sqlExpression === 'string') return metric.sqlExpression;
  }
  return null;
}

/** A column control's name (physical column or adhoc column label). */
export function columnLabel(column: unknown): string | null {
  if (typeof column === 'string') return column || null;
  if (isRecord(column) && typeof column.label === 'string') return column.label;
  if (isRecord(column) && typeof column.sqlExpression === 'string') return column.sqlExpression;
  return null;
}

export const readable = (name: string, options: DeckTransformOptions): string =>
  options.verboseMap?.[name] ?? name;

/** Tooltip text of a value: numbers as they are, objects as JSON, nothing for null. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export const coordinates = (p: LonLat): string => `${p[0]}, ${p[1]}`;

export const row = (label: string, value: unknown): TooltipRow => [label, text(value)];

/** `legend_position`: Superset's default is top right; null (None) hides the legend. */
export function legendPosition(formData: Fd): LegendPosition | null {
  const value = formData.legend_position;
  if (value === null) return null;
  return value === 'tl' || value === 'bl' || value === 'br' || value === 'tr' ? value : 'tr';
}

export const legendFormat = (formData: Fd): string | null =>
  typeof formData.legend_format === 'string' && formData.legend_format ? formData.legend_format : null;

/** The layer id: the chart's id, so several charts' layers can share one map. */
export const layerId = (kind: string, formData: Fd): string =>
  `${kind}-layer-${String(formData.slice_id ?? 'new')}`;

/** Superset's color_scheme_type; charts saved before it existed have none. */
export type ColorSchemeType =
  | 'fixed_color'
  | 'categorical_palette'
  | 'color_breakpoints'
  | 'linear_palette'
  | null;

export function colorSchemeType(formData: Fd): ColorSchemeType {
  const value = formData.color_scheme_type;
  return value === 'fixed_color' ||
    value === 'categorical_palette' ||
    value === 'color_breakpoints' ||
    value === 'linear_palette'
    ? value
    : null;
}

export interface ColorBreakpoint {
  readonly minValue: number;
  readonly maxValue: number;
  readonly color: Rgba;
}

/** `color_breakpoints`: `[{minValue, maxValue, color: {r, g, b, a}}]`, the malformed ones dropped. */
export function colorBreakpoints(formData: Fd): ColorBreakpoint[] {
  const list = Array.isArray(formData.color_breakpoints) ? formData.color_breakpoints : [];
  return list.filter(isRecord).flatMap((b) => {
    const min = Number(b.minValue);
    const max = Number(b.maxValue);
    const c = isRecord(b.color) ? b.color : null;
    if (!Number.isFinite(min) || !Number.isFinite(max) || !c) return [];
    const color: Rgba = [
      Number(c.r) || 0,
      Number(c.g) || 0,
      Number(c.b) || 0,
      Math.round(255 * numberOf(c.a, 1)),
    ];
    return [{ minValue: min, maxValue: max, color }];
  });
}

/** Superset's DEFAULT_DECKGL_COLOR, for values outside every breakpoint. */
export const DEFAULT_BREAKPOINT_COLOR: Rgba = [158, 158, 158, 255];
