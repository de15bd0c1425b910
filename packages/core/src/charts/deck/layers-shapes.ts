// Area layers: polygons filled by a metric (with the bucket legend), and GeoJSON features.
import { colorAt, hexRgba, pickerRgba, sampleColors, TRANSPARENT } from './colors';
import {
  colorBreakpoints,
  colorSchemeType,
  DEFAULT_BREAKPOINT_COLOR,
  type DeckTransformOptions,
  type Fd,
  type Feature,
  featuresOf,
  isRecord,
  layerId,
  legendFormat,
  legendPosition,
  metricLabel,
  numberOf,
  readable,
  row,
  text,
} from './common';
import { pointsOf, propertyRows, widthUnitsOf } from './layers-lines';
import type { DeckLayerSet, DeckLegend, GeoFeature, LonLat, PolygonDatum, Rgba, TooltipRow } from './types';

const DEFAULT_NUM_BUCKETS = 10;

const metricValue = (feature: Feature, label: string | null): number | null => {
  if (label === null) return null;
  const raw = feature[label];
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Superset's getBreakPoints: the saved `break_points` sorted, or `num_buckets` (10 by default) even
 * steps over the values' extent, as text rounded to the step's precision (the ends outward).
 */
export function breakPoints(formData: Fd, values: readonly number[]): string[] {
  const saved = Array.isArray(formData.break_points)
    ? formData.break_points.map(String).filter((s) => s.trim())
    : [];
  if (saved.length > 0) return [...saved].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  if (values.length === 0) return [];
  const buckets = Number.parseInt(String(formData.num_buckets ?? ''), 10) || DEFAULT_NUM_BUCKETS;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const delta = (max - min) / buckets;
  const precision = delta === 0 ? 0 : Math.max(0, Math.ceil(Math.log10(1 / delta)));
  const scale = 10 ** precision;
  return Array.from({ length: buckets + 1 }, (_, i) => {
    if (i === 0) return (Math.floor(min * scale) / scale).toFixed(precision);
    if (i === buckets) return (Math.ceil(max * scale) / scale).toFixed(precision);
    return (min + i * delta).toFixed(precision);
  });
}

/**
 * Superset's getBreakPointColorScaler: with break points (saved, or a bucket count), each bucket
 * takes one of the scheme's colours and values outside them are clear; otherwise the colour runs
 * linearly over the values' extent. A missing or zero value is clear; `opacity` (percent) applies.
 */
export function metricColorScale(
  formData: Fd,
  values: readonly number[],
  options: DeckTransformOptions,
): (value: number | null) => Rgba {
  const colors = options.palette.sequential(formData.linear_color_scheme);
  const alpha = Math.round((numberOf(formData.opacity, 80) / 100) * 255);
  const bucketed =
    (Array.isArray(formData.break_points) && formData.break_points.length > 0) ||
    Boolean(formData.num_buckets);
  if (bucketed) {
    const points = breakPoints(formData, values).map(Number.parseFloat);
    const n = points.length - 1;
    const bucketColors = n > 1 ? sampleColors(colors, n, alpha) : [colorAt(colors, 1, alpha)];
    return (value) => {
      if (!value || points.length < 2) return TRANSPARENT;
      if (value < (points[0] as number) || value > (points[n] as number)) return TRANSPARENT;
      let i = points.findIndex((p, index) => index > 0 && value < p) - 1;
      if (i < 0) i = n - 1;
      return bucketColors[Math.min(i, bucketColors.length - 1)] as Rgba;
    };
  }
  const min = values.length > 0 ? Math.min(...values) : 0;
  const max = values.length > 0 ? Math.max(...values) : 1;
  return (value) => {
    if (!value) return TRANSPARENT;
    return colorAt(colors, max === min ? 1 : (value - min) / (max - min), alpha);
  };
}

function polygonLegend(
  formData: Fd,
  values: readonly number[],
  colorOf: (value: number | null) => Rgba,
): DeckLegend | null {
  const position = legendPosition(formData);
  if (position === null) return null;
  if (colorSchemeType(formData) === 'color_breakpoints') {
    const entries = colorBreakpoints(formData).map((b) => ({
      label: `${b.minValue} - ${b.maxValue}`,
      color: b.color,
      range: [b.minValue, b.maxValue] as const,
    }));
    return entries.length > 0 ? { position, format: legendFormat(formData), entries } : null;
  }
  const points = breakPoints(formData, values);
  const entries = points.slice(1).map((high, i) => {
    const low = points[i] as string;
    const mid = (Number.parseFloat(low) + Number.parseFloat(high)) / 2;
    return {
      label: `${low} - ${high}`,
      color: colorOf(mid),
      range: [Number.parseFloat(low), Number.parseFloat(high)] as const,
    };
  });
  return entries.length > 0 ? { position, format: legendFormat(formData), entries } : null;
}

export function polygonLayers(formData: Fd, data: unknown, options: DeckTransformOptions): DeckLayerSet {
  const features = featuresOf(data);
  const label = metricLabel(formData.metric);
  const values = features.map((f) => metricValue(f, label)).filter((v): v is number => v !== null);
  const fixed = pickerRgba(formData.fill_color_picker);
  const type = colorSchemeType(formData);
  const breakpoints = type === 'color_breakpoints' ? colorBreakpoints(formData) : [];
  const scale = metricColorScale(formData, values, options);
  const colorOf = (value: number | null): Rgba => {
    if (type === 'fixed_color' || label === null) return fixed;
    if (type === 'color_breakpoints') {
      const hit =
        value === null ? undefined : breakpoints.find((b) => value >= b.minValue && value <= b.maxValue);
      return hit?.color ?? DEFAULT_BREAKPOINT_COLOR;
    }
    return scale(value);
  };
  const polygons: PolygonDatum[] = [];
  for (const feature of features) {
    const polygon = pointsOf(feature.polygon);
    if (!polygon || polygon.length < 3) continue;
    const value = metricValue(feature, label);
    const fillColor = colorOf(value);
    const tooltip: TooltipRow[] = propertyRows(feature).filter(([key]) => key !== label);
    if (label !== null) tooltip.push(row(readable(label, options), feature[label]));
    polygons.push({
      polygon,
      fillColor,
      // A clear polygon stays flat, as Superset's (a raised clear one hid what is behind it).
      elevation: fillColor[3] === 0 ? 0 : numberOf(feature.elevation, 0),
      tooltip,
    });
  }
  return {
    layers: [
      {
        kind: 'polygon',
        id: layerId('polygon', formData),
        data: polygons,
        filled: formData.filled !== false,
        stroked: formData.stroked === true,
        extruded: formData.extruded !== false,
        lineColor: pickerRgba(formData.stroke_color_picker),
        lineWidth: numberOf(formData.line_width, 10),
        lineWidthUnits: widthUnitsOf(formData.line_width_unit, 'pixels'),
        elevationScale: numberOf(formData.multiplier, 1),
      },
    ],
    legend: label === null && type !== 'color_breakpoints' ? null : polygonLegend(formData, values, colorOf),
    points: polygons.flatMap((p) => p.polygon),
  };
}

// GeoJSON property names Superset reads as the fill and stroke colours.
const FILL_KEYS = ['fillColor', 'color', 'fill', 'fill-color'];
const STROKE_KEYS = ['strokeColor', 'stroke-color'];

function propertyColor(properties: Record<string, unknown>, keys: readonly string[]): Rgba | null {
  for (const key of keys) {
    const value = properties[key];
    if (typeof value === 'string') return hexRgba(value);
    if (Array.isArray(value) && value.length >= 3) {
      const [r, g, b, a] = value.map(Number);
      return [r ?? 0, g ?? 0, b ?? 0, a ?? 255];
    }
  }
  return null;
}

/** Every Feature in a GeoJSON document (collections walked), with the extra props it inherits. */
function collectFeatures(
  node: unknown,
  extraProps: unknown,
  out: { node: Record<string, unknown>; extra: unknown }[],
) {
  if (!isRecord(node)) return;
  const extra = node.extraProps ?? extraProps;
  if (Array.isArray(node.features)) for (const child of node.features) collectFeatures(child, extra, out);
  if (isRecord(node.geometry)) out.push({ node, extra });
  else if (typeof node.type === 'string' && Array.isArray(node.coordinates)) {
    out.push({ node: { type: 'Feature', geometry: node, properties: {} }, extra });
  }
}

function geometryPoints(geometry: unknown, out: LonLat[]) {
  if (!isRecord(geometry)) return;
  if (Array.isArray(geometry.geometries)) for (const g of geometry.geometries) geometryPoints(g, out);
  const walk = (c: unknown) => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number' && typeof c[1] === 'number') out.push([c[0], c[1]]);
    else for (const inner of c) walk(inner);
  };
  walk(geometry.coordinates);
}

export function geojsonLayers(formData: Fd, data: unknown, _options: DeckTransformOptions): DeckLayerSet {
  // A picker with opacity 0 leaves the colour the GeoJSON gives (Superset's control description).
  const fillPicker = pickerRgba(formData.fill_color_picker);
  const strokePicker = pickerRgba(formData.stroke_color_picker);
  const found: { node: Record<string, unknown>; extra: unknown }[] = [];
  for (const feature of featuresOf(data)) collectFeatures(feature, undefined, found);
  const points: LonLat[] = [];
  const features: GeoFeature[] = found.map(({ node, extra }) => {
    const properties = isRecord(node.properties) ? node.properties : {};
    geometryPoints(node.geometry, points);
    const tooltip: TooltipRow[] = isRecord(extra)
      ? Object.entries(extra).map(([key, value]) => [key, text(value)] as const)
      : [];
    return {
      type: 'Feature',
      geometry: node.geometry,
      properties: {
        fillColor: fillPicker[3] > 0 ? fillPicker : (propertyColor(properties, FILL_KEYS) ?? fillPicker),
        strokeColor:
          strokePicker[3] > 0 ? strokePicker : (propertyColor(properties, STROKE_KEYS) ?? strokePicker),
        tooltip,
      },
    };
  });
  return {
    layers: [
      {
        kind: 'geojson',
        id: layerId('geojson', formData),
        data: features,
        filled: formData.filled !== false,
        stroked: formData.stroked === true,
        extruded: formData.extruded === true,
        lineWidth: numberOf(formData.line_width, 1),
        lineWidthUnits: widthUnitsOf(formData.line_width_unit, 'pixels'),
        pointRadiusScale: numberOf(formData.point_radius_scale, 100),
      },
    ],
    legend: null,
    points,
  };
}
