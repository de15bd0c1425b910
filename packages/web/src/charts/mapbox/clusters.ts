/**
 * The clusters of the MapBox chart: supercluster over the answer's points (Superset's map/reduce
 * of a label column: sum, squares, min, max), read per zoom level for the part of the world in
 * view. Zoom levels and the pixel radius are Mapbox's (512-pixel world), as supercluster counts.
 */
import {
  type ClusterAggregate,
  clusterLabel,
  fromScreen,
  MAX_ZOOM,
  shortClusterLabel,
  type Viewport,
} from '@tessera/core';
import Supercluster, { type Options, type PointFeature } from 'supercluster';
import type { MapboxPoint } from './transformProps';

interface PointProperties {
  readonly metric?: unknown;
  readonly radius?: unknown;
}

type Aggregate = { -readonly [K in keyof ClusterAggregate]: number };

export type ClusterIndex = Supercluster<PointProperties, Partial<Aggregate>>;

const toNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) ? n : 0;
};

export function clusterIndex(
  points: readonly MapboxPoint[],
  radius: number,
  hasCustomMetric: boolean,
): ClusterIndex {
  const options: Options<PointProperties, Partial<Aggregate>> = { maxZoom: MAX_ZOOM, radius };
  if (hasCustomMetric) {
    options.map = (props) => {
      const value = toNumber(props.metric);
      return { sum: value, squaredSum: value ** 2, min: value, max: value };
    };
    options.reduce = (acc, props) => {
      acc.sum = (acc.sum ?? 0) + (props.sum ?? 0);
      acc.squaredSum = (acc.squaredSum ?? 0) + (props.squaredSum ?? 0);
      acc.min = Math.min(acc.min ?? Number.POSITIVE_INFINITY, props.min ?? Number.POSITIVE_INFINITY);
      acc.max = Math.max(acc.max ?? Number.NEGATIVE_INFINITY, props.max ?? Number.NEGATIVE_INFINITY);
    };
  }
  const index = new Supercluster(options);
  index.load(points as unknown as PointFeature<PointProperties>[]);
  return index;
}

/** One thing to draw: a cluster with its label, or a single point with its properties. */
export type MapMark =
  | {
      readonly kind: 'cluster';
      readonly lng: number;
      readonly lat: number;
      readonly label: number;
      readonly text: string;
    }
  | {
      readonly kind: 'point';
      readonly lng: number;
      readonly lat: number;
      readonly metric: unknown;
      readonly radius: unknown;
    };

/** The clusters and points in view at the viewport's zoom (rounded, as Superset). */
export function marksInView(
  index: ClusterIndex,
  viewport: Viewport,
  width: number,
  height: number,
  hasCustomMetric: boolean,
  aggregator: string,
): MapMark[] {
  const [west, north] = fromScreen(viewport, width, height, 0, 0);
  const [east, south] = fromScreen(viewport, width, height, width, height);
  const spansWorld = east - west >= 360 || viewport.zoom < 1;
  const bbox: [number, number, number, number] = spansWorld
    ? [-180, Math.max(-85, south), 180, Math.min(85, north)]
    : [west, Math.max(-85, south), east, Math.min(85, north)];
  return index.getClusters(bbox, Math.round(viewport.zoom)).map((feature): MapMark => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as Record<string, unknown>;
    if (props.cluster) {
      const count = Number(props.point_count);
      const aggregate = hasCustomMetric ? (props as unknown as ClusterAggregate) : null;
      const label = clusterLabel(count, aggregate, aggregator);
      return { kind: 'cluster', lng, lat, label, text: shortClusterLabel(label) };
    }
    return { kind: 'point', lng, lat, metric: props.metric ?? null, radius: props.radius ?? null };
  });
}
