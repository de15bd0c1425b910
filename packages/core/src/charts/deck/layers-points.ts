// Point layers: scatter, and the aggregating grid, hexagon, screen grid and heatmap.
import { alphaRamp, categoricalScale, hexRgba, pickerRgba, sampleColors } from './colors';
import {
  colorBreakpoints,
  colorSchemeType,
  coordinates,
  DEFAULT_BREAKPOINT_COLOR,
  type DeckTransformOptions,
  type Fd,
  featuresOf,
  layerId,
  legendFormat,
  legendPosition,
  metricLabel,
  numberOf,
  positionOf,
  readable,
  row,
} from './common';
import type {
  DeckAggregation,
  DeckLayerSet,
  DeckLegend,
  GridLayerSpec,
  Rgba,
  ScatterPoint,
  TooltipRow,
  WeightedPoint,
} from './types';

const METRES_PER_MILE = 1609.34;

/** Superset's unitToRadius: `point_unit` turns the radius value into metres (null for an unknown unit). */
export function unitToRadius(unit: unknown, value: number): number | null {
  switch (unit) {
    case 'square_m':
      return Math.sqrt(value / Math.PI);
    case 'radius_m':
      return value;
    case 'radius_km':
      return value * 1000;
    case 'radius_miles':
      return value * METRES_PER_MILE;
    case 'square_km':
      return Math.sqrt(value / Math.PI) * 1000;
    case 'square_miles':
      return Math.sqrt(value / Math.PI) * METRES_PER_MILE;
    default:
      return null;
  }
}

/** How a point or arc is coloured: by its category, a breakpoint of its metric, or one fixed colour. */
export function pointColoring(formData: Fd, options: DeckTransformOptions) {
  const fixed = pickerRgba(formData.color_picker);
  const type = colorSchemeType(formData);
  const byCategory = Boolean(formData.dimension) && (type === null || type === 'categorical_palette');
  const scale = categoricalScale(options.palette.categorical, fixed[3], options.palette.colorFor);
  const breakpoints = type === 'color_breakpoints' ? colorBreakpoints(formData) : [];
  const colorOf = (feature: Readonly<Record<string, unknown>>): Rgba => {
    if (type === 'color_breakpoints') {
      const value = Number(feature.metric);
      return (
        breakpoints.find((b) => value >= b.minValue && value <= b.maxValue)?.color ?? DEFAULT_BREAKPOINT_COLOR
      );
    }
    return byCategory ? scale(feature.cat_color) : fixed;
  };
  return { byCategory, breakpoints, colorOf };
}

/** The legend of a categorical or breakpoint-coloured layer (CategoricalDeckGLContainer's). */
export function categoryLegend(
  formData: Fd,
  categories: readonly unknown[],
  coloring: ReturnType<typeof pointColoring>,
): DeckLegend | null {
  const position = legendPosition(formData);
  if (position === null) return null;
  if (coloring.breakpoints.length > 0) {
    return {
      position,
      format: legendFormat(formData),
      entries: coloring.breakpoints.map((b) => ({
        label: `${b.minValue} - ${b.maxValue}`,
        color: b.color,
        range: [b.minValue, b.maxValue] as const,
      })),
    };
  }
  if (!coloring.byCategory) return null;
  const seen = [...new Set(categories.filter((c) => c !== null && c !== undefined).map(String))];
  if (seen.length === 0) return null;
  return {
    position,
    format: legendFormat(formData),
    entries: seen.map((label) => ({ label, color: coloring.colorOf({ cat_color: label }) })),
  };
}

export function scatterLayers(formData: Fd, data: unknown, options: DeckTransformOptions): DeckLayerSet {
  const features = featuresOf(data);
  const coloring = pointColoring(formData, options);
  const multiplier = numberOf(formData.multiplier, 1) || 1;
  const radiusControl = formData.point_radius_fixed as { type?: unknown; value?: unknown } | undefined;
  const metricName = radiusControl?.type === 'metric' ? metricLabel(radiusControl.value) : null;
  const points: ScatterPoint[] = [];
  for (const feature of features) {
    const position = positionOf(feature.position);
    if (!position) continue;
    const radius =
      (unitToRadius(formData.point_unit ?? 'square_m', Number(feature.radius)) || 10) * multiplier;
    const tooltip: TooltipRow[] = [row('Longitude and Latitude', coordinates(position))];
    if (feature.cat_color !== null && feature.cat_color !== undefined)
      tooltip.push(row('Category', feature.cat_color));
    if (metricName && feature.metric !== null && feature.metric !== undefined)
      tooltip.push(row(readable(metricName, options), feature.metric));
    points.push({
      position,
      radius,
      color: coloring.colorOf(feature),
      tooltip,
      ...(coloring.byCategory ? { category: String(feature.cat_color) } : {}),
    });
  }
  const min = numberOf(formData.min_radius, 0);
  const max = numberOf(formData.max_radius, 0);
  return {
    layers: [
      {
        kind: 'scatter',
        id: layerId('scatter', formData),
        data: points,
        ...(min > 0 ? { radiusMinPixels: min } : {}),
        ...(max > 0 ? { radiusMaxPixels: max } : {}),
      },
    ],
    legend: categoryLegend(
      formData,
      features.map((f) => f.cat_color),
      coloring,
    ),
    points: points.map((p) => p.position),
  };
}

function weightedPoints(data: unknown): WeightedPoint[] {
  return featuresOf(data).flatMap((feature) => {
    const position = positionOf(feature.position);
    if (!position) return [];
    const weight = Number(feature.weight);
    return [{ position, weight: Number.isFinite(weight) && weight !== 0 ? weight : 1 }];
  });
}

const AGGREGATIONS: Readonly<Record<string, DeckAggregation>> = {
  sum: 'SUM',
  mean: 'MEAN',
  min: 'MIN',
  max: 'MAX',
  count: 'COUNT',
};

/**
 * `js_agg_function` as deck.gl's aggregation. Superset also offers median, variance, deviation and
 * percentiles, which deck.gl's aggregators lack: those sum, as Superset's default does.
 */
export const aggregationOf = (value: unknown): DeckAggregation =>
  AGGREGATIONS[typeof value === 'string' ? value : 'sum'] ?? 'SUM';

/** The size metric's readable name (the weight of each point), or "Weight". */
function weightLabel(formData: Fd, options: DeckTransformOptions): string {
  const name = metricLabel(formData.size);
  return name ? readable(name, options) : 'Weight';
}

/** Grid and hexagon cells: the categorical scheme's colours (Superset's), or a ramp of the fixed colour. */
function cellColors(formData: Fd, options: DeckTransformOptions): Rgba[] {
  const type = colorSchemeType(formData);
  if (type === 'fixed_color') return alphaRamp(pickerRgba(formData.color_picker));
  if (type === 'color_breakpoints') {
    const breakpoints = colorBreakpoints(formData);
    if (breakpoints.length > 0) return breakpoints.map((b) => b.color);
  }
  return options.palette.categorical.map((c) => hexRgba(c)).filter((c): c is Rgba => c !== null);
}

function gridLike(
  kind: 'grid' | 'hexagon',
  formData: Fd,
  data: unknown,
  options: DeckTransformOptions,
): DeckLayerSet {
  const points = weightedPoints(data);
  const layer: GridLayerSpec = {
    kind,
    id: layerId(kind, formData),
    data: points,
    cellSize: Math.max(1, numberOf(formData.grid_size, kind === 'grid' ? 20 : 40)),
    extruded: formData.extruded !== false,
    colorRange: cellColors(formData, options),
    aggregation: aggregationOf(formData.js_agg_function),
    weightLabel: weightLabel(formData, options),
  };
  return { layers: [layer], legend: null, points: points.map((p) => p.position) };
}

export const gridLayers = (formData: Fd, data: unknown, options: DeckTransformOptions) =>
  gridLike('grid', formData, data, options);
export const hexLayers = (formData: Fd, data: unknown, options: DeckTransformOptions) =>
  gridLike('hexagon', formData, data, options);

/** Superset's screen grid colours when color_scheme_type is 'default': yellow to red. */
const SCREEN_GRID_DEFAULT: readonly Rgba[] = [
  [255, 255, 178, 255],
  [254, 217, 118, 255],
  [254, 178, 76, 255],
  [253, 141, 60, 255],
  [240, 59, 32, 255],
  [189, 0, 38, 255],
];

export function screengridLayers(formData: Fd, data: unknown, options: DeckTransformOptions): DeckLayerSet {
  const points = weightedPoints(data);
  const type = formData.color_scheme_type;
  // Charts saved before color_scheme_type shade the fixed colour from clear to opaque (Superset's
  // minColor/maxColor of those days).
  const colorRange =
    type === 'default'
      ? SCREEN_GRID_DEFAULT
      : type === 'categorical_palette' || type === 'color_breakpoints'
        ? cellColors(formData, options)
        : alphaRamp(pickerRgba(formData.color_picker));
  return {
    layers: [
      {
        kind: 'screengrid',
        id: layerId('screengrid', formData),
        data: points,
        cellSizePixels: Math.max(1, numberOf(formData.grid_size, 20)),
        colorRange,
        weightLabel: weightLabel(formData, options),
      },
    ],
    legend: null,
    points: points.map((p) => p.position),
  };
}

export function heatmapLayers(formData: Fd, data: unknown, options: DeckTransformOptions): DeckLayerSet {
  const points = weightedPoints(data);
  // Light to dense along the sequential scheme, so the densest places are the darkest on a light
  // map (Superset reverses the list, painting sparse places dark).
  const colorRange =
    colorSchemeType(formData) === 'fixed_color'
      ? alphaRamp(pickerRgba(formData.color_picker))
      : sampleColors(options.palette.sequential(formData.linear_color_scheme), 6);
  const aggregation = String(formData.aggregation ?? 'SUM').toUpperCase() === 'MEAN' ? 'MEAN' : 'SUM';
  return {
    layers: [
      {
        kind: 'heatmap',
        id: layerId('heatmap', formData),
        data: points,
        intensity: numberOf(formData.intensity, 1),
        radiusPixels: Math.max(1, numberOf(formData.radius_pixels, 30)),
        colorRange,
        aggregation,
      },
    ],
    legend: null,
    points: points.map((p) => p.position),
  };
}
