// What the MapBox chart writes on its clusters and points (Superset's ScatterPlotGlowOverlay):
// a cluster's point count, or with a label column its aggregate; points show their label value.

/** What supercluster keeps per cluster when the chart has a label column (its map/reduce). */
export interface ClusterAggregate {
  readonly sum: number;
  readonly squaredSum: number;
  readonly min: number;
  readonly max: number;
}

/** The aggregators of `pandas_aggfunc`; Superset's `std` is the standard deviation. */
export type ClusterAggregator = 'sum' | 'mean' | 'min' | 'max' | 'std' | 'var';

const round2 = (value: number) => Math.round(100 * value) / 100;

/** A cluster's label: its point count, or the aggregate of its points' label values. */
export function clusterLabel(
  count: number,
  aggregate: ClusterAggregate | null,
  aggregator: string | null | undefined,
): number {
  if (!aggregate || !aggregator) return count;
  if (aggregator === 'sum' || aggregator === 'min' || aggregator === 'max') return aggregate[aggregator];
  const mean = aggregate.sum / count;
  if (aggregator === 'mean') return round2(mean);
  const variance = aggregate.squaredSum / count - mean ** 2;
  if (aggregator === 'var') return round2(variance);
  if (aggregator === 'std' || aggregator === 'stdev') return round2(Math.sqrt(Math.max(0, variance)));
  return count;
}

/** Large labels shortened as Superset does: 1234 → "1.2k", 23456 → "23k". */
export function shortClusterLabel(value: number): string {
  if (value >= 10000) return `${Math.round(value / 1000)}k`;
  if (value >= 1000) return `${Math.round(value / 100) / 10}k`;
  return String(value);
}

/** A cluster's radius: the square root of its share of the largest label, times the base radius. */
export function clusterRadius(label: number, largestLabel: number, baseRadius: number): number {
  const safeMax = largestLabel > 0 ? largestLabel : 1;
  const share = Number.isFinite(label) ? Math.max(0, label) / safeMax : 0;
  return Math.round(share ** 0.5 * baseRadius * 10) / 10;
}

/** `mapbox_color` ("rgb(0, 139, 139)") as [r, g, b]; null when it is not of that form. */
export function parseRgb(color: unknown): [number, number, number] | null {
  if (typeof color !== 'string') return null;
  const match = /^rgb\((\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\)$/.exec(color.trim());
  if (!match) return null;
  const channels = match.slice(1, 4).map(Number) as [number, number, number];
  return channels.every((c) => c <= 255) ? channels : null;
}

/** Superset's luminance test: white text on colours darker than this, black on lighter ones. */
export function isDark([r, g, b]: readonly [number, number, number]): boolean {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b <= 110;
}
