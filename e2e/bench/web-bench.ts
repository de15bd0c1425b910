// `npm run bench:web`: starts the built server with its examples, signs in, then loads each page
// cold (fresh browser context, the session's cookies) and prints what it cost. Figures only: the
// budgets are printed beside them, never asserted (timings depend on the machine).
//
//   npm run bench:web                          # three cold loads per page, median times
//   npm run bench:web -- --runs 5 --dashboard 1 --chart 3
//   TESSERA_WEB_DIST=/tmp/other-dist npm run bench:web   # measure another build of the web app
//   npm run bench:web -- --only dashboard       # one part: pages, charts, dashboard (45 charts) or sqllab
//   BENCH_TRACE=1 npm run bench:web -- --only charts   # also the big table's resource and long-task timeline
import { parseArgs } from 'node:util';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type StartedServer, startServer } from '../support/server';
import { createBigDashboard, measureBigDashboard } from './big-dashboard';
import {
  createScenarioCharts,
  measureBigTable,
  measureManySeriesLine,
  printScenarios,
} from './chart-scenarios';
import { measurePage, type PageFigures } from './measure';
import { benchPages, type PageTargets } from './pages';
import { createPivotBenchChart, ordersDatasetId } from './pivot-chart';
import { type BenchResult, printFigures } from './report';
import { measureSqlLabGrid } from './sqllab-grid';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dashboard: { type: 'string' },
    chart: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number(flags.runs) || 1);

async function signIn(page: Page, server: StartedServer): Promise<void> {
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]', { timeout: 60_000 });
}

interface ListAnswer {
  readonly result: readonly { id: number; url?: string; dashboard_title?: string; slice_name?: string }[];
}

/** The example dashboard and one of its charts, unless named on the command line. */
async function findTargets(page: Page, baseUrl: string): Promise<PageTargets> {
  const list = async (resource: string): Promise<ListAnswer> => {
    const response = await page.request.get(`${baseUrl}/api/v1/${resource}/?q=(page_size:100)`);
    if (!response.ok()) throw new Error(`Listing ${resource}s answered ${response.status()}.`);
    return (await response.json()) as ListAnswer;
  };
  const dashboards = (await list('dashboard')).result;
  const dashboard = flags.dashboard
    ? { url: `/superset/dashboard/${flags.dashboard}/` }
    : (dashboards.find((row) => row.dashboard_title === 'Tessera Sales Overview') ?? dashboards[0]);
  const charts = (await list('chart')).result;
  const chartId = flags.chart ?? charts[0]?.id;
  if (!dashboard || chartId === undefined)
    throw new Error('The server has no dashboard or chart to open: were the examples loaded?');
  return {
    dashboardPath: dashboard.url ?? `/superset/dashboard/${(dashboard as { id: number }).id}/`,
    explorePath: `/explore/?slice_id=${chartId}`,
    pivotPath: await createPivotBenchChart(page, baseUrl),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measureAll(
  browser: Browser,
  server: StartedServer,
  storageState: BrowserContextOptions['storageState'],
  targets: PageTargets,
): Promise<BenchResult[]> {
  const figures: BenchResult[] = [];
  for (const spec of benchPages(targets)) {
    const samples: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measurePage(browser, server.url, spec.signedIn ? storageState : undefined, spec));
    }
    const first = samples[0] as PageFigures;
    const settled = samples.map((sample) => sample.chartsSettledMs).filter((ms) => ms !== null);
    figures.push({
      ...first,
      jsBudget: spec.jsBudget,
      domContentLoadedMs: median(samples.map((sample) => sample.domContentLoadedMs)),
      chartsSettledMs: settled.length === samples.length ? median(settled) : first.chartsSettledMs,
    });
  }
  return figures;
}

const measures = (part: string) => flags.only === undefined || flags.only === part;

/** The 45-chart dashboard (big-dashboard.ts), measured cold and warm. */
async function measureDashboardScenario(
  browser: Browser,
  server: StartedServer,
  storageState: BrowserContextOptions['storageState'],
): Promise<void> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const path = await createBigDashboard(page, server.url, await ordersDatasetId(page, server.url));
  await context.close();
  printScenarios([await measureBigDashboard(browser, server.url, storageState, path)]);
}

/** The chart speed scenarios (chart-scenarios.ts): their charts are made first, then measured once. */
async function measureChartScenarios(
  browser: Browser,
  server: StartedServer,
  storageState: BrowserContextOptions['storageState'],
): Promise<void> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const { tableChartId, lineChartId } = await createScenarioCharts(page, server.url);
  await context.close();
  console.log('\nChart scenarios (one run each; figures only):');
  printScenarios([
    await measureBigTable(browser, server.url, storageState, tableChartId),
    await measureManySeriesLine(browser, server.url, storageState, lineChartId),
  ]);
}

async function main(): Promise<void> {
  console.log('Starting the built server with its examples...');
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser({ reducedMotion: false });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server);
    const targets = await findTargets(page, server.url);
    const storageState = await context.storageState();
    await context.close();
    if (measures('pages')) {
      console.log(`Measuring ${runs} cold load(s) per page against ${server.url}...\n`);
      printFigures(await measureAll(browser, server, storageState, targets), runs);
    }
    if (measures('charts')) await measureChartScenarios(browser, server, storageState);
    if (measures('dashboard')) await measureDashboardScenario(browser, server, storageState);
    if (measures('sqllab')) printScenarios([await measureSqlLabGrid(browser, server.url, storageState)]);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
