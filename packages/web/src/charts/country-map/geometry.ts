/**
 * Country Map geometry: one TopoJSON file per country (./geometry, see its README), each loaded
 * only when a chart draws that country, as a chunk of its own, and kept for later charts.
 */
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface RegionProperties {
  /** ISO 3166-2 code of the region. */
  readonly ISO: string;
  readonly NAME_1: string;
}

export type CountryRegions = FeatureCollection<Geometry, RegionProperties>;

const FILES = import.meta.glob<string>('./geometry/*.topojson', { query: '?raw', import: 'default' });

const keyOfPath = (path: string) => path.slice('./geometry/'.length, -'.topojson'.length);
const LOADERS = new Map(Object.entries(FILES).map(([path, load]) => [keyOfPath(path), load]));

/** The countries there is geometry for, by select_country key. */
export const COUNTRIES_WITH_GEOMETRY: readonly string[] = [...LOADERS.keys()].sort();

const cache = new Map<string, Promise<CountryRegions>>();

/** A country's regions as GeoJSON; null when there is no map for that country. */
export function loadCountryRegions(key: string): Promise<CountryRegions> | null {
  const load = LOADERS.get(key);
  if (!load) return null;
  let regions = cache.get(key);
  if (!regions) {
    regions = Promise.all([load(), import('topojson-client')]).then(([text, topojson]) => {
      const topology = JSON.parse(text) as Topology<{ regions: GeometryCollection<RegionProperties> }>;
      return topojson.feature(topology, topology.objects.regions) as CountryRegions;
    });
    regions.catch(() => cache.delete(key));
    cache.set(key, regions);
  }
  return regions;
}
