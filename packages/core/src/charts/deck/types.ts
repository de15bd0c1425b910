/** What the deck.gl charts' pure transforms hand the web host: plain data, no deck.gl classes. */

/** [r, g, b, a], each 0-255, as deck.gl reads colours. */
export type Rgba = readonly [number, number, number, number];

/** [longitude, latitude]. */
export type LonLat = readonly [number, number];

export interface DeckViewport {
  readonly longitude: number;
  readonly latitude: number;
  readonly zoom: number;
  readonly pitch: number;
  readonly bearing: number;
}

/** The colour schemes a transform draws from (the web owns the scheme registry). */
export interface DeckPalette {
  /** The categorical scheme's colours (hex), in order. */
  readonly categorical: readonly string[];
  /** The host's label → colour (hex), so a category keeps its dashboard colour; else the scheme in order. */
  readonly colorFor?: (label: unknown) => string;
  /** A sequential scheme id → its colours (hex), light to dark. */
  readonly sequential: (schemeId: unknown) => readonly string[];
}

/** One line of a tooltip: a label and its value, both shown as text. */
export type TooltipRow = readonly [label: string, value: string];

/** deck.gl's aggregation operations for the grid and hexagon layers. */
export type DeckAggregation = 'SUM' | 'MEAN' | 'MIN' | 'MAX' | 'COUNT';

interface LayerBase {
  /** Unique within one map (a deck_multi map holds several charts' layers). */
  readonly id: string;
}

export interface ScatterPoint {
  readonly position: LonLat;
  /** Metres. */
  readonly radius: number;
  readonly color: Rgba;
  readonly tooltip: readonly TooltipRow[];
  /** The dimension's value when coloured by category (the legend can hide it). */
  readonly category?: string;
}

export interface ScatterLayerSpec extends LayerBase {
  readonly kind: 'scatter';
  readonly data: readonly ScatterPoint[];
  readonly radiusMinPixels?: number;
  readonly radiusMaxPixels?: number;
}

export interface WeightedPoint {
  readonly position: LonLat;
  readonly weight: number;
}

export interface GridLayerSpec extends LayerBase {
  readonly kind: 'grid' | 'hexagon';
  readonly data: readonly WeightedPoint[];
  /** Metres: the grid's cell size or the hexagon's radius. */
  readonly cellSize: number;
  readonly extruded: boolean;
  readonly colorRange: readonly Rgba[];
  readonly aggregation: DeckAggregation;
  /** The weight's readable name, for the tooltip. */
  readonly weightLabel: string;
}

export interface ScreenGridLayerSpec extends LayerBase {
  readonly kind: 'screengrid';
  readonly data: readonly WeightedPoint[];
  readonly cellSizePixels: number;
  readonly colorRange: readonly Rgba[];
  readonly weightLabel: string;
}

export interface HeatmapLayerSpec extends LayerBase {
  readonly kind: 'heatmap';
  readonly data: readonly WeightedPoint[];
  readonly intensity: number;
  readonly radiusPixels: number;
  readonly colorRange: readonly Rgba[];
  readonly aggregation: 'SUM' | 'MEAN';
}

export interface Arc {
  readonly sourcePosition: LonLat;
  readonly targetPosition: LonLat;
  readonly sourceColor: Rgba;
  readonly targetColor: Rgba;
  readonly tooltip: readonly TooltipRow[];
  readonly category?: string;
}

export interface ArcLayerSpec extends LayerBase {
  readonly kind: 'arc';
  readonly data: readonly Arc[];
  /** Pixels. */
  readonly width: number;
}

export interface PathDatum {
  readonly path: readonly LonLat[];
  readonly color: Rgba;
  readonly width: number;
  readonly tooltip: readonly TooltipRow[];
}

export type WidthUnits = 'meters' | 'pixels';

export interface PathLayerSpec extends LayerBase {
  readonly kind: 'path';
  readonly data: readonly PathDatum[];
  readonly widthUnits: WidthUnits;
}

export interface PolygonDatum {
  readonly polygon: readonly LonLat[];
  readonly fillColor: Rgba;
  readonly elevation: number;
  readonly tooltip: readonly TooltipRow[];
}

export interface PolygonLayerSpec extends LayerBase {
  readonly kind: 'polygon';
  readonly data: readonly PolygonDatum[];
  readonly filled: boolean;
  readonly stroked: boolean;
  readonly extruded: boolean;
  readonly lineColor: Rgba;
  readonly lineWidth: number;
  readonly lineWidthUnits: WidthUnits;
  readonly elevationScale: number;
}

/** A GeoJSON feature with its colours resolved. */
export interface GeoFeature {
  readonly type: 'Feature';
  readonly geometry: unknown;
  readonly properties: {
    readonly fillColor: Rgba;
    readonly strokeColor: Rgba;
    readonly tooltip: readonly TooltipRow[];
  };
}

export interface GeoJsonLayerSpec extends LayerBase {
  readonly kind: 'geojson';
  readonly data: readonly GeoFeature[];
  readonly filled: boolean;
  readonly stroked: boolean;
  readonly extruded: boolean;
  readonly lineWidth: number;
  readonly lineWidthUnits: WidthUnits;
  readonly pointRadiusScale: number;
}

export type DeckLayerSpec =
  | ScatterLayerSpec
  | GridLayerSpec
  | ScreenGridLayerSpec
  | HeatmapLayerSpec
  | ArcLayerSpec
  | PathLayerSpec
  | PolygonLayerSpec
  | GeoJsonLayerSpec;

export type LegendPosition = 'tl' | 'tr' | 'bl' | 'br';

export interface LegendEntry {
  /** A category, or the bucket's range as Superset's text ("0.5 - 1.2") when `range` is absent. */
  readonly label: string;
  readonly color: Rgba;
  /** A bucket's bounds, for the host to format with `legend_format`. */
  readonly range?: readonly [number, number];
}

export interface DeckLegend {
  readonly position: LegendPosition;
  /** `legend_format`: a d3 number format for bucket bounds, or null. */
  readonly format: string | null;
  readonly entries: readonly LegendEntry[];
}

/** One chart's part of a map: its layers and legend. */
export interface DeckLayerSet {
  readonly layers: readonly DeckLayerSpec[];
  readonly legend: DeckLegend | null;
  /** Every position the layers cover, for zooming to the data. */
  readonly points: readonly LonLat[];
}
