import { parseRgb } from '@tessera/core';
import { legacyData } from '../legacy';
import type { ChartProps } from '../types';

/** One point of MapboxViz's answer (a GeoJSON feature). */
export interface MapboxPoint {
  readonly type: 'Feature';
  readonly properties: { readonly metric?: unknown; readonly radius?: unknown };
  readonly geometry: {
    readonly type: 'Point';
    readonly coordinates: readonly [number | null, number | null];
  };
}

interface MapboxAnswer {
  readonly geoJSON?: { readonly features?: readonly MapboxPoint[] };
  readonly hasCustomMetric?: boolean;
  readonly bounds?: readonly (readonly (number | null)[])[];
}

export type BaseStyle = 'light' | 'dark' | 'streets' | 'satellite';

export interface MapboxProps {
  /** Points with both coordinates (the others cannot be placed). */
  readonly points: readonly MapboxPoint[];
  readonly bounds: readonly (readonly (number | null)[])[] | null;
  /** A label column is chosen: clusters show its aggregate, points their value. */
  readonly hasCustomMetric: boolean;
  readonly aggregator: string;
  readonly clusteringRadius: number;
  readonly pointRadiusUnit: 'Pixels' | 'Miles' | 'Kilometers';
  readonly globalOpacity: number;
  /** mapbox_color as [r, g, b]; null when it is not `rgb(r, g, b)` (the chart then says so). */
  readonly rgb: readonly [number, number, number] | null;
  readonly renderWhileDragging: boolean;
  readonly baseStyle: BaseStyle;
}

const numberOr = (value: unknown, fallback: number): number => {
  if (value === null || value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** Which palette of the bundled base map stands in for a Mapbox style (or a tile URL). */
export function baseStyleOf(mapStyle: unknown): BaseStyle {
  const style = typeof mapStyle === 'string' ? mapStyle : '';
  if (style.includes('dark')) return 'dark';
  if (style.includes('satellite')) return 'satellite';
  if (/streets|outdoors|openstreetmap|\{z\}/.test(style)) return 'streets';
  return 'light';
}

/** MapboxViz's answer and the render controls → what the map draws. */
export function transformMapboxProps(chartProps: ChartProps): MapboxProps {
  const { formData } = chartProps;
  const answer = legacyData<MapboxAnswer>(chartProps);
  const points = (answer?.geoJSON?.features ?? []).filter((point) => {
    const [lng, lat] = point.geometry.coordinates;
    return typeof lng === 'number' && typeof lat === 'number';
  });
  const unit = formData.point_radius_unit;
  return {
    points,
    bounds: answer?.bounds ?? null,
    hasCustomMetric: answer?.hasCustomMetric === true,
    aggregator: typeof formData.pandas_aggfunc === 'string' ? formData.pandas_aggfunc : 'sum',
    clusteringRadius: Math.max(0, numberOr(formData.clustering_radius, 60)),
    pointRadiusUnit: unit === 'Miles' || unit === 'Kilometers' ? unit : 'Pixels',
    globalOpacity: Math.max(0, Math.min(1, numberOr(formData.global_opacity, 1))),
    rgb: parseRgb(formData.mapbox_color ?? 'rgb(0, 139, 139)'),
    renderWhileDragging: formData.render_while_dragging !== false,
    baseStyle: baseStyleOf(formData.mapbox_style),
  };
}
