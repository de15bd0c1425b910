// Line layers: arcs between two points, and paths.
import { hexRgba, pickerRgba } from './colors';
import {
  coordinates,
  type DeckTransformOptions,
  type Fd,
  featuresOf,
  isRecord,
  layerId,
  numberOf,
  positionOf,
  row,
} from './common';
import { categoryLegend, pointColoring } from './layers-points';
import type { Arc, DeckLayerSet, LonLat, PathDatum, TooltipRow, WidthUnits } from './types';

export function arcLayers(formData: Fd, data: unknown, options: DeckTransformOptions): DeckLayerSet {
  const features = featuresOf(data);
  const coloring = pointColoring(formData, options);
  // The target colour picker falls back to the source's when the chart was saved without one.
  const target = formData.target_color_picker ? pickerRgba(formData.target_color_picker) : null;
  const arcs: Arc[] = [];
  for (const feature of features) {
    const source = positionOf(feature.sourcePosition);
    const end = positionOf(feature.targetPosition);
    if (!source || !end) continue;
    const color = coloring.colorOf(feature);
    const tooltip: TooltipRow[] = [
      row('Start (Longitude, Latitude)', coordinates(source)),
      row('End (Longitude, Latitude)', coordinates(end)),
    ];
    if (feature.cat_color !== null && feature.cat_color !== undefined)
      tooltip.push(row('Category', feature.cat_color));
    arcs.push({
      sourcePosition: source,
      targetPosition: end,
      sourceColor: color,
      targetColor: coloring.byCategory || !target ? color : target,
      tooltip,
      ...(coloring.byCategory ? { category: String(feature.cat_color) } : {}),
    });
  }
  return {
    layers: [
      {
        kind: 'arc',
        id: layerId('arc', formData),
        data: arcs,
        width: numberOf(formData.stroke_width, 0) || 3,
      },
    ],
    legend: categoryLegend(
      formData,
      features.map((f) => f.cat_color),
      coloring,
    ),
    points: arcs.flatMap((a) => [a.sourcePosition, a.targetPosition]),
  };
}

export const widthUnitsOf = (value: unknown, fallback: WidthUnits): WidthUnits =>
  value === 'pixels' || value === 'meters' ? value : fallback;

/** The points of a decoded line; null when any point is not [lon, lat]. */
export function pointsOf(value: unknown): LonLat[] | null {
  if (!Array.isArray(value)) return null;
  const points = value.map(positionOf);
  return points.every((p): p is LonLat => p !== null) ? points : null;
}

const HIDDEN_PROPERTIES = new Set(['path', 'polygon', '__timestamp', 'extraProps', 'elevation']);

/** A feature's own scalar properties as tooltip rows (the row's columns beside its line). */
export function propertyRows(feature: Readonly<Record<string, unknown>>): TooltipRow[] {
  return Object.entries(feature)
    .filter(([key, value]) => !HIDDEN_PROPERTIES.has(key) && value !== null && typeof value !== 'object')
    .map(([key, value]) => row(key, value));
}

export function pathLayers(formData: Fd, data: unknown, _options: DeckTransformOptions): DeckLayerSet {
  const fixed = pickerRgba(formData.color_picker);
  const width = numberOf(formData.line_width, 1);
  const paths: PathDatum[] = [];
  for (const feature of featuresOf(data)) {
    const path = pointsOf(feature.path);
    if (!path || path.length === 0) continue;
    // Superset's example colours each line through a JavaScript data interceptor reading the `color`
    // js_column; Tessera runs no chart JavaScript, so a js_columns `color` holding a hex colour is
    // taken as the line's colour directly.
    const own = isRecord(feature.extraProps) ? hexRgba(feature.extraProps.color, fixed[3]) : null;
    paths.push({ path, color: own ?? fixed, width, tooltip: propertyRows(feature) });
  }
  return {
    layers: [
      {
        kind: 'path',
        id: layerId('path', formData),
        data: paths,
        // deck.gl's default unit, which Superset's charts saved without line_width_unit draw with.
        widthUnits: widthUnitsOf(formData.line_width_unit, 'meters'),
      },
    ],
    legend: null,
    points: paths.flatMap((p) => p.path),
  };
}
