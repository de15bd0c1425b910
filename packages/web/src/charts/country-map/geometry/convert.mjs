// Regenerates the *.topojson files beside this script from Superset's country GeoJSON files
// (npm package @superset-ui/legacy-plugin-chart-country-map@0.20.3, folder esm/countries,
// Apache-2.0). That package cannot be a dependency (its peers want React 16 and Superset's own
// packages), so its geometry is kept here, made smaller: shared borders as TopoJSON arcs, points
// that change the shape by less than a square metre or so dropped, coordinates on a 1e5 grid.
//
// Run from a scratch folder holding `npm install topojson-server@3.0.1 topojson-simplify@3.0.3
// topojson-client@3.1.0`: node convert.mjs <package>/esm/countries <this folder>
// biome-ignore lint/style/noRestrictedImports: a script run by hand under Node to make the data, never bundled.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify, sphericalTriangleArea } from 'topojson-simplify';

const [source, target] = process.argv.slice(2);
for (const file of readdirSync(source).filter((name) => name.endsWith('.geojson'))) {
  const geo = JSON.parse(readFileSync(`${source}/${file}`, 'utf8'));
  const features = geo.features.map((feature) => ({
    ...feature,
    properties: { ISO: feature.properties.ISO, NAME_1: feature.properties.NAME_1 },
  }));
  const weighted = presimplify(
    topology({ regions: { type: 'FeatureCollection', features } }),
    sphericalTriangleArea,
  );
  // At most half of the points go, however detailed the country.
  const simplified = simplify(weighted, Math.min(1e-9, quantile(weighted, 0.5)));
  writeFileSync(
    `${target}/${file.replace('.geojson', '.topojson')}`,
    JSON.stringify(quantize(simplified, 1e5)),
  );
}
