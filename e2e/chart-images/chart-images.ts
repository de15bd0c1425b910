// `npm run chart-images`: the chart-type picker's pictures (spec 001 "Chart type metadata"), drawn
// by Tessera itself on example data. Starts the built server (run `npm run build` first), loads
// Superset's example data and imports its example dashboards (shared/superset-examples,
// shared/examples-data), then for every chart type picks one example chart (targets.ts
// PREFERRED_CHARTS, else the first of that type that draws), or saves one through the API when
// the examples have none (targets.ts CREATED_CHARTS). Each is opened in Explore and its chart
// holder photographed twice:
//   packages/web/src/charts/<folder>/images/<viz_type>-thumbnail.png   224×168 (drawn at 448×336), the grid's tile
//   packages/web/src/charts/<folder>/images/<viz_type>-example.jpg     800×450, the details pane
// each reduced until it fits its budget (15 KB, 60 KB; a detailed map's thumbnail becomes a JPEG),
// and packages/web/src/charts/<folder>/images.gen.ts is written to import them (Vite asset URLs,
// fetched only when the gallery shows them). Re-runnable: every run rewrites all of them; a type
// that fails to draw keeps no picture (its plugin falls back to the drawn shape) and is listed.
//
//   npm run chart-images                      # every type
//   npm run chart-images -- --only pie,rose   # some types; the others' pictures stay as they are
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { runCli, type StartedServer, startServer } from '../support/server';
import { sessionApi } from '../support/sessionApi';
import { waitInPage } from '../support/waitInPage';
import { CREATED_CHARTS, IMAGE_FOLDERS, PREFERRED_CHARTS } from './targets';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const chartsDir = join(repoRoot, 'packages', 'web', 'src', 'charts');
const shared = join(repoRoot, '..', 'shared');
const bundles = process.env.TESSERA_EXAMPLE_BUNDLES ?? join(shared, 'superset-examples');
const dataDir = process.env.TESSERA_EXAMPLES_DATA ?? join(shared, 'examples-data');

/** Drawn size (CSS px) and saved size of each picture; the thumbnail is drawn larger, then reduced. */
const THUMBNAIL = { drawn: [448, 336], saved: [224, 168], type: 'image/png', budget: 15_000 } as const;
const EXAMPLE = { drawn: [800, 450], saved: [800, 450], type: 'image/jpeg', budget: 60_000 } as const;
type Picture = typeof THUMBNAIL | typeof EXAMPLE;

const { values: flags } = parseArgs({ options: { only: { type: 'string' } } });
const only = flags.only ? new Set(flags.only.split(',')) : null;

interface ChartRow {
  readonly id: number;
  readonly slice_name: string;
  readonly viz_type: string;
  readonly params?: string;
  readonly datasource_id?: number;
  readonly datasource_type?: string;
}

const api = sessionApi;

async function listAll<T>(page: Page, baseUrl: string, resource: string, columns: string): Promise<T[]> {
  const rows: T[] = [];
  for (let index = 0; ; index += 1) {
    const q = `(columns:!(${columns}),page:${index},page_size:100)`;
    const answer = await api<{ result: T[]; count: number }>(page, baseUrl, `/api/v1/${resource}/?q=${q}`);
    rows.push(...answer.result);
    if (answer.result.length < 100 || rows.length >= answer.count) return rows;
  }
}

/** Saves the charts of CREATED_CHARTS whose type has no example chart; their rows. */
async function createMissing(
  page: Page,
  baseUrl: string,
  chosen: ReadonlyMap<string, ChartRow>,
  datasets: ReadonlyMap<string, number>,
): Promise<ChartRow[]> {
  const created: ChartRow[] = [];
  for (const spec of CREATED_CHARTS) {
    const source = spec.from ? chosen.get(spec.from) : undefined;
    const datasetId = source?.datasource_id ?? (spec.table ? datasets.get(spec.table) : undefined);
    if (datasetId === undefined) {
      console.log(`  ${spec.vizType}: no ${spec.from ?? spec.table} to draw it from`);
      continue;
    }
    // The list leaves params out: the source's own answer has them.
    const full = source
      ? (await api<{ result: { params?: string } }>(page, baseUrl, `/api/v1/chart/${source.id}`)).result
      : {};
    const base = full.params ? (JSON.parse(full.params) as Record<string, unknown>) : {};
    const layers = spec.layerTypes?.map((type) => chosen.get(type)?.id).filter((id) => id !== undefined);
    const params = {
      ...base,
      ...spec.params,
      ...(layers ? { deck_slices: layers } : {}),
      viz_type: spec.vizType,
      datasource: `${datasetId}__table`,
    };
    const name = spec.name ?? source?.slice_name ?? spec.vizType;
    const answer = await api<{ id: number }>(page, baseUrl, '/api/v1/chart/', {
      slice_name: name,
      viz_type: spec.vizType,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    created.push({ id: answer.id, slice_name: name, viz_type: spec.vizType });
  }
  return created;
}

/** CSS that pins the Explore chart holder top left at the picture's size, everything else hidden. */
const pinChart = (width: number, height: number) => `
  [data-test=chart-container] {
    position: fixed !important; left: 12px !important; top: 12px !important; z-index: 2147483000;
    width: ${width - 24}px !important; height: ${height - 24}px !important;
    background: #fff; box-shadow: 0 0 0 4000px #fff;
  }
  .ant-tooltip, .echarts-tooltip, [class*=tooltip] { display: none !important; }`;

/** The chart's status once it has settled (drawn, failed, empty...). */
function chartSettled(): string | null {
  const doc = (globalThis as unknown as { document: Document }).document;
  const status = doc.querySelector('[data-test=chart-container]')?.getAttribute('data-test-chart-status');
  return status && !['loading', 'success'].includes(status) ? status : null;
}

/** Reduces a screenshot to the saved size in the page's canvas (halving steps keep lines smooth). */
async function encodeOnce(
  page: Page,
  png: Buffer,
  picture: Picture,
  type: string,
  setting: number,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ source, width, height, type, setting }) => {
      const levels = type === 'image/png' ? setting : 0;
      const image = new Image();
      image.src = source;
      await image.decode();
      let canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      while (canvas.width / 2 >= width) {
        const half = document.createElement('canvas');
        half.width = Math.round(canvas.width / 2);
        half.height = Math.round(canvas.height / 2);
        const context = half.getContext('2d');
        if (context) {
          context.imageSmoothingQuality = 'high';
          context.drawImage(canvas, 0, 0, half.width, half.height);
        }
        canvas = half;
      }
      const out = document.createElement('canvas');
      out.width = width;
      out.height = height;
      const context = out.getContext('2d');
      if (context) {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingQuality = 'high';
        context.drawImage(canvas, 0, 0, width, height);
      }
      if (levels > 0 && context) {
        // Fewer shades of each colour (the anti-aliased edges), so the PNG packs smaller.
        const pixels = context.getImageData(0, 0, width, height);
        const step = 256 / levels;
        const data = pixels.data;
        for (let i = 0; i < data.length; i += 4) {
          const light = (data[i] ?? 0) > 244 && (data[i + 1] ?? 0) > 244 && (data[i + 2] ?? 0) > 244;
          for (let c = 0; c < 3; c += 1) {
            data[i + c] = light
              ? 255
              : Math.min(255, Math.round(Math.round((data[i + c] ?? 0) / step) * step));
          }
        }
        context.putImageData(pixels, 0, 0);
      }
      return out.toDataURL(type, setting);
    },
    {
      source: `data:image/png;base64,${png.toString('base64')}`,
      width: picture.saved[0],
      height: picture.saved[1],
      type,
      setting,
    },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

interface Encoded {
  readonly data: Buffer;
  readonly extension: 'png' | 'jpg';
}

/**
 * The picture at its saved size, made smaller step by step until it fits its budget: a PNG with
 * fewer shades per channel, then (a detailed map, say) a JPEG of falling quality.
 */
async function encode(page: Page, png: Buffer, picture: Picture): Promise<Encoded> {
  const steps: [string, number][] = [
    ...(picture.type === 'image/png'
      ? ([0, 32, 16, 12, 8].map((levels) => ['image/png', levels]) as [string, number][])
      : []),
    ...[0.86, 0.76, 0.66, 0.56, 0.46, 0.38].map((quality) => ['image/jpeg', quality] as [string, number]),
  ];
  let image: Encoded | undefined;
  for (const [type, setting] of steps) {
    image = {
      data: await encodeOnce(page, png, picture, type, setting),
      extension: type === 'image/png' ? 'png' : 'jpg',
    };
    if (image.data.length <= picture.budget) break;
  }
  if (!image) throw new Error('No encoding step ran.');
  return image;
}

/** The chart's settled status, or why it never settled; a failure says what the chart showed. */
async function settle(page: Page): Promise<string | null> {
  const status = await waitInPage(page, chartSettled, null, { timeoutMs: 60_000, polling: 100 }).catch(
    () => 'still loading after 60 s',
  );
  if (status === 'rendered') return null;
  const text = await page
    .locator('[data-test=chart-container]')
    .first()
    .innerText({ timeout: 1000 })
    .catch(() => '');
  return `${status}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
}

/** The pinned chart holder at a picture's drawn size, photographed once drawn and reduced. */
async function shoot(page: Page, picture: Picture): Promise<Encoded> {
  const [width, height] = picture.drawn;
  await page.mouse.move(1399, 899);
  await page.waitForTimeout(1200); // transitions (ECharts, d3) finish after the first frame
  const png = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
  return encode(page, png, picture);
}

/**
 * Opens the chart in Explore with its holder pinned at the example's size, photographs it, then
 * pins it at the thumbnail's drawn size and photographs it again (one page load for both).
 */
async function photograph(browser: Browser, baseUrl: string, storage: string, chart: ChartRow) {
  // A desktop-sized page, so Explore lays out as usual; the pinned chart holder is what is kept.
  const viewport = { width: 1400, height: 900 };
  const context = await browser.newContext({ storageState: JSON.parse(storage), viewport });
  try {
    await context.addInitScript(
      (style: string) => {
        document.addEventListener('DOMContentLoaded', () => {
          const element = document.createElement('style');
          element.id = 'chart-images-pin';
          element.textContent = style;
          document.head.append(element);
        });
      },
      pinChart(EXAMPLE.drawn[0], EXAMPLE.drawn[1]),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore/?slice_id=${chart.id}`);
    const found = await page
      .locator('[data-test=chart-container]')
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (!found) {
      const said = await page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '');
      return { error: `no chart drawn: ${said.replace(/\s+/g, ' ').slice(0, 200)}` };
    }
    const failed = await settle(page);
    if (process.env.CHART_IMAGES_DEBUG)
      await page.screenshot({ path: `/tmp/chart-images-${chart.viz_type}.png` });
    if (failed) return { error: failed };
    const example = await shoot(page, EXAMPLE);
    await page.evaluate(
      (style) => {
        const element = document.getElementById('chart-images-pin');
        if (element) element.textContent = style;
      },
      pinChart(THUMBNAIL.drawn[0], THUMBNAIL.drawn[1]),
    );
    await page.waitForTimeout(300); // the holder's new size reaches the chart, which draws again
    const refailed = await settle(page);
    if (refailed) return { error: refailed };
    return { example, thumbnail: await shoot(page, THUMBNAIL) };
  } finally {
    await context.close();
  }
}

interface Saved {
  readonly vizType: string;
  readonly caption: string;
  /** File names in the folder's images/. */
  readonly thumbnail: string;
  readonly example: string;
}

/** images.gen.ts of one plugin folder: its pictures as Vite asset URLs, keyed by viz_type. */
function writeModule(folder: string, saved: readonly Saved[]) {
  const imports: string[] = [];
  const entries: string[] = [];
  saved.forEach(({ vizType, caption, thumbnail, example }, index) => {
    imports.push(`import thumbnail${index} from './images/${thumbnail}';`);
    imports.push(`import example${index} from './images/${example}';`);
    entries.push(
      `  ${vizType}: { thumbnail: thumbnail${index}, exampleGallery: [{ url: example${index}, caption: ${JSON.stringify(caption)} }] },`,
    );
  });
  const text = [
    '// Written by `npm run chart-images` (e2e/chart-images/chart-images.ts): do not edit.',
    ...imports,
    "import type { ChartImages } from '../types';",
    '',
    'export const chartImages: Readonly<Record<string, ChartImages>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  writeFileSync(join(chartsDir, folder, 'images.gen.ts'), text);
}

/** Viz types whose pictures are already in a folder (kept when --only leaves them out). */
function existingPictures(folder: string): Saved[] {
  const module = join(chartsDir, folder, 'images.gen.ts');
  if (!existsSync(module)) return [];
  const text = readFileSync(module, 'utf8');
  const images = join(chartsDir, folder, 'images');
  const files = existsSync(images) ? readdirSync(images) : [];
  return [...text.matchAll(/^ {2}(\w+): \{ thumbnail: .*caption: ("(?:[^"\\]|\\.)*")/gm)].map((match) => {
    const vizType = match[1] ?? '';
    return {
      vizType,
      caption: JSON.parse(match[2] ?? '""') as string,
      thumbnail: files.find((file) => file.startsWith(`${vizType}-thumbnail.`)) ?? '',
      example: files.find((file) => file.startsWith(`${vizType}-example.`)) ?? '',
    };
  });
}

async function prepare(env: NodeJS.ProcessEnv) {
  await runCli(['load-examples', '--data-dir', dataDir], env);
  for (const bundle of readdirSync(bundles, { withFileTypes: true })) {
    if (bundle.isDirectory()) await runCli(['import', join(bundles, bundle.name)], env);
  }
}

async function main() {
  if (!existsSync(bundles) || !existsSync(dataDir))
    throw new Error(`Superset's examples are needed: ${bundles} and ${dataDir}.`);
  console.log("Starting the built server with Superset's examples (a few minutes)...");
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({}, prepare);
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${server.url}/login/`);
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForSelector('[data-test=nav-dashboards]', { timeout: 60_000 });
    const storage = JSON.stringify(await page.context().storageState());

    const charts = await listAll<ChartRow>(
      page,
      server.url,
      'chart',
      'id,slice_name,viz_type,params,datasource_id,datasource_type',
    );
    const datasets = new Map(
      (await listAll<{ id: number; table_name: string }>(page, server.url, 'dataset', 'id,table_name')).map(
        (row) => [row.table_name, row.id],
      ),
    );
    const candidates = (vizType: string) => {
      const rows = charts.filter((chart) => chart.viz_type === vizType);
      const preferred = rows.find((chart) => chart.slice_name === PREFERRED_CHARTS[vizType]);
      return preferred ? [preferred, ...rows.filter((row) => row !== preferred)] : rows;
    };
    const chosen = new Map<string, ChartRow>();
    for (const vizType of Object.keys(IMAGE_FOLDERS)) {
      const first = candidates(vizType)[0];
      if (first) chosen.set(vizType, first);
    }
    console.log('Saving charts for the types the examples lack:');
    for (const row of await createMissing(page, server.url, chosen, datasets)) charts.push(row);

    const saved = new Map<string, Saved[]>();
    const missing: string[] = [];
    for (const [vizType, folder] of Object.entries(IMAGE_FOLDERS)) {
      if (only && !only.has(vizType)) continue;
      let done = false;
      const reasons: string[] = [];
      for (const chart of candidates(vizType).slice(0, 3)) {
        const shot = await photograph(browser, server.url, storage, chart);
        if (!shot.thumbnail || !shot.example) {
          reasons.push(`#${chart.id} ${chart.slice_name}: ${shot.error}`);
          continue;
        }
        const dir = join(chartsDir, folder, 'images');
        mkdirSync(dir, { recursive: true });
        const entry = {
          vizType,
          caption: chart.slice_name,
          thumbnail: `${vizType}-thumbnail.${shot.thumbnail.extension}`,
          example: `${vizType}-example.${shot.example.extension}`,
        };
        writeFileSync(join(dir, entry.thumbnail), shot.thumbnail.data);
        writeFileSync(join(dir, entry.example), shot.example.data);
        const sizes = [
          `thumbnail ${entry.thumbnail} ${shot.thumbnail.data.length} B`,
          `example ${entry.example} ${shot.example.data.length} B`,
        ];
        console.log(`  ${vizType}: #${chart.id} "${chart.slice_name}": ${sizes.join(', ')}`);
        saved.set(folder, [...(saved.get(folder) ?? []), entry]);
        done = true;
        break;
      }
      if (!done) missing.push(`${vizType}: ${reasons.join('; ') || 'no example chart'}`);
    }

    for (const folder of new Set(Object.values(IMAGE_FOLDERS))) {
      const fresh = saved.get(folder) ?? [];
      const freshTypes = new Set(fresh.map((entry) => entry.vizType));
      const kept = existingPictures(folder).filter(
        (entry) => !freshTypes.has(entry.vizType) && only !== null && !only.has(entry.vizType),
      );
      const all = [...kept, ...fresh].sort((a, b) => a.vizType.localeCompare(b.vizType));
      const dir = join(chartsDir, folder, 'images');
      const wanted = new Set(all.flatMap((entry) => [entry.thumbnail, entry.example]));
      for (const file of existsSync(dir) ? readdirSync(dir) : []) {
        if (!wanted.has(file)) rmSync(join(dir, file));
      }
      if (all.length === 0) rmSync(dir, { recursive: true, force: true });
      writeModule(folder, all);
    }
    if (missing.length)
      console.log(`\nNo picture (the plugin keeps its drawn shape):\n  ${missing.join('\n  ')}`);
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

await main();
