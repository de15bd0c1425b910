// Layer specs from core → deck.gl layers. Only the lazily loaded deck chart imports this file.
import { GridLayer, HeatmapLayer, HexagonLayer, ScreenGridLayer } from '@deck.gl/aggregation-layers';
import type { Layer } from '@deck.gl/core';
import { ArcLayer, GeoJsonLayer, PathLayer, PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { DeckLayerSpec, Rgba } from '@tessera/core';

type Color = [number, number, number, number];
const color = (c: Rgba): Color => [c[0], c[1], c[2], c[3]];
const colors = (list: readonly Rgba[]): Color[] => list.map(color);

/** One deck.gl layer for a spec; `hidden` lists the categories the legend switched off. */
export function deckLayer(spec: DeckLayerSpec, hidden: ReadonlySet<string> = new Set()): Layer {
  const visible = <T extends { category?: string }>(data: readonly T[]) =>
    hidden.size === 0 ? data : data.filter((d) => d.category === undefined || !hidden.has(d.category));
  switch (spec.kind) {
    case 'scatter':
      return new ScatterplotLayer({
        id: spec.id,
        data: visible(spec.data),
        getPosition: (d) => [d.position[0], d.position[1]],
        getRadius: (d) => d.radius,
        getFillColor: (d) => color(d.color),
        radiusMinPixels: spec.radiusMinPixels,
        radiusMaxPixels: spec.radiusMaxPixels,
        stroked: false,
        pickable: true,
        updateTriggers: { getFillColor: [hidden.size] },
      });
    case 'grid':
      return new GridLayer({
        id: spec.id,
        data: spec.data,
        getPosition: (d) => [d.position[0], d.position[1]],
        getColorWeight: (d) => d.weight,
        getElevationWeight: (d) => d.weight,
        colorAggregation: spec.aggregation,
        elevationAggregation: spec.aggregation,
        cellSize: spec.cellSize,
        extruded: spec.extruded,
        colorRange: colors(spec.colorRange),
        pickable: true,
      });
    case 'hexagon':
      return new HexagonLayer({
        id: spec.id,
        data: spec.data,
        getPosition: (d) => [d.position[0], d.position[1]],
        getColorWeight: (d) => d.weight,
        getElevationWeight: (d) => d.weight,
        colorAggregation: spec.aggregation,
        elevationAggregation: spec.aggregation,
        radius: spec.cellSize,
        extruded: spec.extruded,
        colorRange: colors(spec.colorRange),
        pickable: true,
      });
    case 'screengrid':
      return new ScreenGridLayer({
        id: spec.id,
        data: spec.data,
        getPosition: (d) => [d.position[0], d.position[1]],
        getWeight: (d) => d.weight,
        cellSizePixels: spec.cellSizePixels,
        colorRange: colors(spec.colorRange),
        pickable: true,
      });
    case 'heatmap':
      return new HeatmapLayer({
        id: spec.id,
        data: spec.data,
        getPosition: (d) => [d.position[0], d.position[1]],
        getWeight: (d) => d.weight,
        intensity: spec.intensity,
        radiusPixels: spec.radiusPixels,
        colorRange: colors(spec.colorRange),
        aggregation: spec.aggregation,
        opacity: 0.8,
        threshold: 0.03,
      });
    case 'arc':
      return new ArcLayer({
        id: spec.id,
        data: visible(spec.data),
        getSourcePosition: (d) => [d.sourcePosition[0], d.sourcePosition[1]],
        getTargetPosition: (d) => [d.targetPosition[0], d.targetPosition[1]],
        getSourceColor: (d) => color(d.sourceColor),
        getTargetColor: (d) => color(d.targetColor),
        getWidth: spec.width,
        pickable: true,
      });
    case 'path':
      return new PathLayer({
        id: spec.id,
        data: spec.data,
        getPath: (d) => d.path.map((p: readonly [number, number]) => [p[0], p[1]] as [number, number]),
        getColor: (d) => color(d.color),
        getWidth: (d) => d.width,
        widthUnits: spec.widthUnits,
        capRounded: true,
        jointRounded: true,
        pickable: true,
      });
    case 'polygon':
      return new PolygonLayer({
        id: spec.id,
        data: spec.data,
        getPolygon: (d) => d.polygon.map((p: readonly [number, number]) => [p[0], p[1]] as [number, number]),
        getFillColor: (d) => color(d.fillColor),
        getElevation: (d) => d.elevation,
        getLineColor: color(spec.lineColor),
        getLineWidth: spec.lineWidth,
        lineWidthUnits: spec.lineWidthUnits,
        filled: spec.filled,
        stroked: spec.stroked,
        extruded: spec.extruded,
        elevationScale: spec.elevationScale,
        pickable: true,
      });
    case 'geojson':
      return new GeoJsonLayer({
        id: spec.id,
        // The features are GeoJSON as the chart's column holds it; deck.gl checks the geometry.
        data: spec.data as never,
        getFillColor: (f: { properties: { fillColor: Rgba } }) => color(f.properties.fillColor),
        getLineColor: (f: { properties: { strokeColor: Rgba } }) => color(f.properties.strokeColor),
        getLineWidth: spec.lineWidth,
        lineWidthUnits: spec.lineWidthUnits,
        pointRadiusScale: spec.pointRadiusScale,
        filled: spec.filled,
        stroked: spec.stroked,
        extruded: spec.extruded,
        pickable: true,
      });
  }
}
