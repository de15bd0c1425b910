/**
 * Superset's own example charts of legacy viz types (deck.gl layers, maps, chord, horizon, the
 * legacy heatmap, treemap and dist_bar) loaded through /superset/explore_json/ on the public
 * example data: each must answer 200 with the data shape its front-end plugin reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { legacyVizRegistry } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { importBundle } from '../../src/bundles';
import { loadExamples } from '../../src/examples';
import { startTestApp, type TestApp } from '../platform/harness';

const SHARED = fileURLToPath(new URL('../../../../../shared/', import.meta.url));
const EXAMPLES = join(SHARED, 'superset-examples');
const DATA_DIR = join(SHARED, 'examples-data');
const missing = !existsSync(EXAMPLES) || !existsSync(DATA_DIR);
if (missing) console.info(`legacy chart tests skipped: ${EXAMPLES} or ${DATA_DIR} is missing`);

interface Chart {
  id: number;
  slice_name: string;
  viz_type: string;
  table_name: string;
  /** For a chart the import migrated: the form data as the bundle saved it, legacy id and all. */
  legacyFormData?: Record<string, unknown>;
}

/** Legacy ids the bundle import converts to their modern charts (as Superset's migrations). */
const MIGRATED_ON_IMPORT: Readonly<Record<string, string>> = {
  dist_bar: 'echarts_timeseries_bar',
  heatmap: 'heatmap_v2',
  treemap: 'treemap_v2',
};

/** The bundles' charts saved with a migrated legacy id: uuid → their viz_type and params. */
function bundledLegacyCharts(): Map<string, { viz_type: string; params: Record<string, unknown> }> {
  const found = new Map<string, { viz_type: string; params: Record<string, unknown> }>();
  for (const bundle of readdirSync(EXAMPLES, { withFileTypes: true })) {
    if (!bundle.isDirectory()) continue;
    const dir = join(EXAMPLES, bundle.name, 'charts');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!file.isFile() || !file.name.endsWith('.yaml')) continue;
      const chart = parseYaml(readFileSync(join(file.parentPath, file.name), 'utf8')) as {
        uuid: string;
        viz_type: string;
        params: Record<string, unknown>;
      };
      if (chart.viz_type in MIGRATED_ON_IMPORT) found.set(chart.uuid, chart);
    }
  }
  return found;
}

type Payload = { status: string; data: unknown; rowcount: number; error: unknown };

/** What each viz type's plugin reads first: a check that the shape is there and not empty. */
const SHAPES: Readonly<Record<string, (data: unknown) => void>> = {
  deck_scatter: deckFeatures,
  deck_screengrid: deckFeatures,
  deck_grid: deckFeatures,
  deck_hex: deckFeatures,
  deck_path: deckFeatures,
  deck_polygon: deckFeatures,
  deck_arc: deckFeatures,
  world_map: (data) => {
    const rows = data as { country: string; m1: number; latitude: number; longitude: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => typeof r.country === 'string' && typeof r.m1 === 'number')).toBe(true);
    expect(rows.some((r) => typeof r.latitude === 'number' && typeof r.longitude === 'number')).toBe(true);
  },
  country_map: (data) => {
    const rows = data as { country_id: string; metric: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => 'country_id' in r && typeof r.metric === 'number')).toBe(true);
  },
  mapbox: (data) => {
    const geo = data as { geoJSON: { type: string; features: unknown[] }; hasCustomMetric: boolean };
    expect(geo.geoJSON.type).toBe('FeatureCollection');
    expect(geo.geoJSON.features.length).toBeGreaterThan(0);
  },
  // para: its only example chart is on World Bank data, see above.
  chord: (data) => {
    const chord = data as { nodes: string[]; matrix: number[][] };
    expect(chord.nodes.length).toBeGreaterThan(0);
    expect(chord.matrix).toHaveLength(chord.nodes.length);
    for (const row of chord.matrix) expect(row).toHaveLength(chord.nodes.length);
  },
  horizon: nvd3Series,
  dist_bar: nvd3Series,
  heatmap: (data) => {
    const heat = data as {
      records: { x: unknown; y: unknown; v: number; perc: number }[];
      extents: number[];
    };
    expect(heat.records.length).toBeGreaterThan(0);
    expect(heat.extents).toHaveLength(2);
    for (const r of heat.records) expect(r.perc).toBeGreaterThanOrEqual(0);
  },
  treemap: (data) => {
    const tree = data as { name: string; children: unknown[] }[];
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]!.children.length).toBeGreaterThan(0);
  },
};

function deckFeatures(data: unknown) {
  const deck = data as { features: unknown[]; mapboxApiKey: string };
  expect(deck.features.length).toBeGreaterThan(0);
  expect(deck.mapboxApiKey).toBe('pk.test-key');
}

function nvd3Series(data: unknown) {
  const series = data as { key: unknown; values: { x: unknown; y: unknown }[] }[];
  expect(series.length).toBeGreaterThan(0);
  expect(series[0]!.values.length).toBeGreaterThan(0);
  expect(series[0]!.values[0]).toHaveProperty('x');
  expect(series[0]!.values[0]).toHaveProperty('y');
}

describe.skipIf(missing)("Superset's legacy example charts through explore_json", () => {
  let t: TestApp;
  let token: string;
  const charts: Chart[] = [];
  const migratedTo = new Map<string, string[]>();

  beforeAll(async () => {
    t = await startTestApp({ env: { MAPBOX_API_KEY: 'pk.test-key' } });
    token = await t.login();
    // Bundles first, then the data: loading repoints the examples database at our file and
    // refreshes the physical columns, keeping the bundles' calculated columns and metrics.
    for (const entry of readdirSync(EXAMPLES, { withFileTypes: true })) {
      if (entry.isDirectory()) await importBundle(t.app, join(EXAMPLES, entry.name));
    }
    await loadExamples(t.app, { dataDir: DATA_DIR, log: () => {} });
    const rows = await t.app.store
      .selectFrom('slices')
      .innerJoin('tables', 'tables.id', 'slices.datasource_id')
      .select([
        'slices.id',
        'slices.slice_name',
        'slices.viz_type',
        'slices.uuid',
        'slices.datasource_id',
        'tables.table_name',
      ])
      .execute();
    charts.push(
      ...rows.filter((c): c is Chart & typeof c => c.viz_type !== null && legacyVizRegistry.has(c.viz_type)),
    );
    // The import stored these as their modern charts; a client may still post their legacy form
    // data to explore_json, which must answer it as Superset's viz.py does.
    const legacy = bundledLegacyCharts();
    for (const row of rows) {
      const saved = row.uuid ? legacy.get(row.uuid) : undefined;
      if (!saved || row.viz_type === null) continue;
      migratedTo.set(saved.viz_type, [...(migratedTo.get(saved.viz_type) ?? []), row.viz_type]);
      charts.push({
        ...row,
        viz_type: saved.viz_type,
        legacyFormData: {
          ...saved.params,
          viz_type: saved.viz_type,
          datasource: `${row.datasource_id}__table`,
        },
      });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds the legacy charts of the examples, the migrated ones stored as their modern charts', () => {
    const types = new Set(charts.map((c) => c.viz_type));
    for (const type of Object.keys(SHAPES)) expect(types, type).toContain(type);
    for (const [legacy, modern] of Object.entries(MIGRATED_ON_IMPORT))
      expect(new Set(migratedTo.get(legacy)), legacy).toEqual(new Set([modern]));
  });

  const load = async (chart: Chart) => {
    const formData = encodeURIComponent(JSON.stringify({ slice_id: chart.id }));
    const response = chart.legacyFormData
      ? await fetch(`${t.baseUrl}/superset/explore_json/`, {
          method: 'POST',
          headers: { ...t.bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ form_data: chart.legacyFormData }),
        })
      : await fetch(`${t.baseUrl}/superset/explore_json/?form_data=${formData}`, {
          headers: t.bearer(token),
        });
    return { response, text: await response.text() };
  };

  it('answers the charts on World Bank data (not in the mirror) with an error naming the table', async () => {
    const onWorldBank = charts.filter((c) => c.table_name === 'wb_health_population');
    expect(onWorldBank.map((c) => c.slice_name).sort()).toEqual(['Parallel Coordinates', 'World Map']);
    for (const chart of onWorldBank) {
      const { response, text } = await load(chart);
      expect(response.status).toBe(400);
      expect(text).toMatch(/wb_health_population/);
    }
  });

  it.each(Object.keys(SHAPES))('renders the %s example charts', async (vizType) => {
    const withData = charts.filter((c) => c.viz_type === vizType && c.table_name !== 'wb_health_population');
    expect(withData.length).toBeGreaterThan(0);
    for (const chart of withData) {
      const { response, text } = await load(chart);
      expect(response.status, `${chart.slice_name}: ${text.slice(0, 500)}`).toBe(200);
      const payload = JSON.parse(text) as Payload;
      expect(payload.status, chart.slice_name).toBe('success');
      expect(payload.data, `${chart.slice_name} has no data`).not.toBeNull();
      SHAPES[vizType]!(payload.data);
    }
  });
});
