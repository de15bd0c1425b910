/**
 * The world's countries from the bundled Natural Earth atlas (world-atlas, 1:50m), as GeoJSON
 * whose features are named by ISO alpha-3 (the code the world map's answer gives each country).
 * Loaded on first use, as a chunk of its own, and kept for every later map.
 */
import { alpha3OfAtlasShape } from '@tessera/core';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface CountryProperties {
  /** ISO alpha-3, or the atlas' name for the few shapes without a code. */
  readonly name: string;
  /** The atlas' English name (short form, "United States of America", "Dem. Rep. Congo"). */
  readonly label: string;
}

export type WorldCountries = FeatureCollection<Geometry, CountryProperties>;

let loading: Promise<WorldCountries> | null = null;

/** The world's countries; the same promise for every caller. */
export function loadWorldCountries(): Promise<WorldCountries> {
  loading ??= Promise.all([import('world-atlas/countries-50m.json'), import('topojson-client')]).then(
    ([atlas, topojson]) => {
      const topology = (atlas.default ?? atlas) as unknown as Topology<{
        countries: GeometryCollection<{ name: string }>;
      }>;
      const collection = topojson.feature(topology, topology.objects.countries) as FeatureCollection<
        Geometry,
        { name: string }
      >;
      return atlasCountries(collection);
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Names each atlas feature by its alpha-3 code (pure; exported for tests). */
export function atlasCountries(collection: FeatureCollection<Geometry, { name: string }>): WorldCountries {
  const features = collection.features.map(
    (feature): Feature<Geometry, CountryProperties> => ({
      type: 'Feature',
      geometry: feature.geometry,
      properties: {
        name: alpha3OfAtlasShape(feature.id, feature.properties.name) ?? feature.properties.name,
        label: feature.properties.name,
      },
    }),
  );
  return { type: 'FeatureCollection', features };
}
