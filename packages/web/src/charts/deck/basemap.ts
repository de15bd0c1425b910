// The base map under every deck chart: Natural Earth land and country outlines from the bundled
// world-atlas package (no tiles, no token). Coarse countries (1:50m) at low zoom; the detailed
// coastline (1:10m) once the view is close enough for the coarse one to look wrong.
import { GeoJsonLayer } from '@deck.gl/layers';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50mUrl from 'world-atlas/countries-50m.json?url';
import land10mUrl from 'world-atlas/land-10m.json?url';

/** Pale sea behind the land (the map canvas's background). */
export const SEA_COLOR = '#dce6ee';
const LAND: [number, number, number, number] = [244, 243, 240, 255];
const BORDER: [number, number, number, number] = [200, 200, 200, 255];
const COAST: [number, number, number, number] = [186, 198, 208, 255];

/** From this zoom on, the 1:10m coastline replaces the 1:50m countries. */
export const DETAILED_ZOOM = 5;

export interface BaseMap {
  readonly countries: FeatureCollection;
  /** The 1:10m land, one polygon per feature with its bounds, loaded when first needed. */
  readonly land: readonly LandPolygon[] | null;
}

export interface LandPolygon {
  readonly feature: Feature<Polygon>;
  /** [west, south, east, north]. */
  readonly bounds: readonly [number, number, number, number];
}

async function topology(url: string): Promise<Topology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The base map could not be loaded (${response.status}).`);
  return (await response.json()) as Topology;
}

function asCollection(topo: Topology, name: string): FeatureCollection {
  const object = topo.objects[name] as GeometryCollection;
  const result = feature(topo, object) as FeatureCollection | Feature;
  return result.type === 'FeatureCollection' ? result : { type: 'FeatureCollection', features: [result] };
}

function boundsOf(rings: readonly (readonly number[])[][]): [number, number, number, number] {
  let [w, s, e, n] = [180, 90, -180, -90];
  for (const ring of rings)
    for (const [x = 0, y = 0] of ring) {
      w = Math.min(w, x);
      e = Math.max(e, x);
      s = Math.min(s, y);
      n = Math.max(n, y);
    }
  return [w, s, e, n];
}

/** Each polygon of the land on its own, so only those near the view are drawn. */
function landPolygons(collection: FeatureCollection): LandPolygon[] {
  const out: LandPolygon[] = [];
  for (const f of collection.features) {
    const geometry = f.geometry as Geometry;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? (geometry as MultiPolygon).coordinates
          : [];
    for (const coordinates of polygons) {
      out.push({
        feature: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } },
        bounds: boundsOf(coordinates),
      });
    }
  }
  return out;
}

let countries: Promise<FeatureCollection> | null = null;
let land: Promise<LandPolygon[]> | null = null;

export function loadCountries(): Promise<FeatureCollection> {
  countries ??= topology(countries50mUrl).then((topo) => asCollection(topo, 'countries'));
  return countries;
}

export function loadDetailedLand(): Promise<LandPolygon[]> {
  land ??= topology(land10mUrl).then((topo) => landPolygons(asCollection(topo, 'land')));
  return land;
}

/** The visible part of the world, widened, as [west, south, east, north]. */
export type Bounds = readonly [number, number, number, number];

const overlaps = (a: Bounds, b: Bounds) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

type Ring = number[][];

/**
 * A ring clipped to a rectangle (Sutherland–Hodgman): a continent's coastline of tens of thousands
 * of points becomes the few hundred near the view, so each map triangulates little.
 */
export function clipRing(ring: Ring, [w, s, e, n]: Bounds): Ring {
  const edges: [(p: number[]) => boolean, (a: number[], b: number[]) => number[]][] = [
    [(p) => (p[0] ?? 0) >= w, (a, b) => cut(a, b, 0, w)],
    [(p) => (p[0] ?? 0) <= e, (a, b) => cut(a, b, 0, e)],
    [(p) => (p[1] ?? 0) >= s, (a, b) => cut(a, b, 1, s)],
    [(p) => (p[1] ?? 0) <= n, (a, b) => cut(a, b, 1, n)],
  ];
  let out = ring;
  for (const [keep, intersect] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as number[];
      const previous = input[(i + input.length - 1) % input.length] as number[];
      if (keep(current)) {
        if (!keep(previous)) out.push(intersect(previous, current));
        out.push(current);
      } else if (keep(previous)) out.push(intersect(previous, current));
    }
    if (out.length === 0) break;
  }
  return out;
}

function cut(a: number[], b: number[], axis: 0 | 1, value: number): number[] {
  const [a0 = 0, a1 = 0] = a;
  const [b0 = 0, b1 = 0] = b;
  const t = axis === 0 ? (value - a0) / (b0 - a0 || 1) : (value - a1) / (b1 - a1 || 1);
  return axis === 0 ? [value, a1 + (b1 - a1) * t] : [a0 + (b0 - a0) * t, value];
}

/** A polygon (outer ring and holes) clipped to the rectangle, or null when nothing is left. */
function clipPolygon(rings: Ring[], bounds: Bounds): Ring[] | null {
  const [outer, ...holes] = rings.map((ring) => clipRing(ring, bounds));
  if (!outer || outer.length < 3) return null;
  return [outer, ...holes.filter((ring) => ring.length >= 3)];
}

function clippedFeatures(polygons: readonly LandPolygon[], view: Bounds): Feature<Polygon>[] {
  return polygons.flatMap((p) => {
    if (!overlaps(p.bounds, view)) return [];
    if (p.bounds[0] >= view[0] && p.bounds[1] >= view[1] && p.bounds[2] <= view[2] && p.bounds[3] <= view[3])
      return [p.feature];
    const coordinates = clipPolygon(p.feature.geometry.coordinates as Ring[], view);
    return coordinates ? [{ ...p.feature, geometry: { type: 'Polygon' as const, coordinates } }] : [];
  });
}

/** The base map's layers for a view: detailed land near `view` when zoomed in, else the countries. */
export function baseLayers(map: BaseMap, zoom: number, view: Bounds): GeoJsonLayer[] {
  if (zoom >= DETAILED_ZOOM && map.land) {
    const near = clippedFeatures(map.land, view);
    return [
      new GeoJsonLayer({
        id: 'basemap-land',
        data: { type: 'FeatureCollection', features: near },
        getFillColor: LAND,
        getLineColor: COAST,
        lineWidthMinPixels: 1,
        stroked: true,
        filled: true,
        pickable: false,
      }),
    ];
  }
  return [
    new GeoJsonLayer({
      id: 'basemap-countries',
      data: map.countries,
      getFillColor: LAND,
      getLineColor: BORDER,
      lineWidthMinPixels: 0.6,
      stroked: true,
      filled: true,
      pickable: false,
    }),
  ];
}
