// The 45-chart dashboard of `bench:web` (issue 9 point 10): nine chart kinds over the 1M-row
// tessera_orders examples table, five variants each (a different slice of the orders, so every
// chart runs its own query), laid out three to a row. Measured cold (the server's cache empty:
// the first load after the charts are made) and warm (later loads), from navigation to every chart
// in view drawn and to all 45 drawn. Figures only, never asserted.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { recordLongTasks, type ScenarioFigures } from './chart-scenarios';
import { printTimeline } from './measure';

const VARIANTS = 5;
const PER_ROW = 3;

const KINDS: readonly { viz: string; params: Record<string, unknown> }[] = [
  { viz: 'big_number_total', params: { metric: 'sum__revenue', subheader: 'revenue' } },
  {
    viz: 'echarts_timeseries_line',
    params: { x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: ['sum__revenue'], groupby: [] },
  },
  {
    viz: 'echarts_timeseries_bar',
    params: {
      x_axis: 'order_date',
      time_grain_sqla: 'P3M',
      metrics: ['sum__revenue'],
      groupby: ['region'],
      stack: 'Stack',
    },
  },
  { viz: 'pie', params: { metric: 'count', groupby: ['channel'], donut: true } },
  {
    viz: 'table',
    params: {
      query_mode: 'aggregate',
      groupby: ['country'],
      metrics: ['sum__revenue', 'count'],
      row_limit: 10,
      order_desc: true,
    },
  },
  {
    viz: 'echarts_area',
    params: { x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: ['count'], groupby: ['channel'] },
  },
  { viz: 'echarts_timeseries_bar', params: { x_axis: 'region', metrics: ['sum__revenue'], groupby: [] } },
  { viz: 'big_number', params: { metric: 'count', x_axis: 'order_date', time_grain_sqla: 'P1W' } },
  { viz: 'treemap_v2', params: { metric: 'sum__revenue', groupby: ['region', 'channel'] } },
];

async function call<T>(page: Page, baseUrl: string, path: string, body: unknown): Promise<T> {
  const token = await page.request.get(`${baseUrl}/api/v1/security/csrf_token/`);
  const headers = { 'X-CSRFToken': String(((await token.json()) as { result?: unknown }).result ?? '') };
  const response = await page.request.post(`${baseUrl}${path}`, { data: body, headers });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** position_json v2: ROOT → GRID → rows of charts (SUPERSET_FACTS §7). */
function layoutOf(chartIds: readonly number[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Bench: 45 charts' } },
  };
  const rows: string[] = [];
  for (let start = 0; start < chartIds.length; start += PER_ROW) {
    const rowId = `ROW-bench-${start}`;
    const children = chartIds.slice(start, start + PER_ROW).map((chartId) => {
      const id = `CHART-bench-${chartId}`;
      layout[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId, width: 12 / PER_ROW, height: 50 },
      };
      return id;
    });
    layout[rowId] = {
      id: rowId,
      type: 'ROW',
      children,
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    rows.push(rowId);
  }
  layout.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: rows, parents: ['ROOT_ID'] };
  return layout;
}

/** Makes the 45 charts and their dashboard; the dashboard's path. */
export async function createBigDashboard(page: Page, baseUrl: string, datasetId: number): Promise<string> {
  const chartIds: number[] = [];
  for (let variant = 0; variant < VARIANTS; variant += 1) {
    for (const [index, kind] of KINDS.entries()) {
      const params = {
        datasource: `${datasetId}__table`,
        viz_type: kind.viz,
        ...kind.params,
        adhoc_filters: [
          // A different fifth of the orders per variant: each chart runs a query of its own.
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: `quantity % ${VARIANTS} <> ${variant}` },
        ],
      };
      const chart = await call<{ id: number }>(page, baseUrl, '/api/v1/chart/', {
        slice_name: `Bench ${index + 1}.${variant + 1}: ${kind.viz}`,
        viz_type: kind.viz,
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify(params),
      });
      chartIds.push(chart.id);
    }
  }
  const dashboard = await call<{ id: number }>(page, baseUrl, '/api/v1/dashboard/', {
    dashboard_title: `Bench: ${chartIds.length} charts`,
    position_json: JSON.stringify(layoutOf(chartIds)),
    json_metadata: JSON.stringify({}),
    published: true,
  });
  return `/superset/dashboard/${dashboard.id}/`;
}

// The in-page function runs in Chromium; e2e compiles without the DOM library.
interface InPage {
  readonly document: {
    querySelectorAll(selector: string): ArrayLike<{
      getAttribute(name: string): string | null;
      getBoundingClientRect(): { top: number };
    }>;
  };
  readonly innerHeight: number;
  readonly performance: { now(): number };
}

interface Settled {
  readonly inView: number | null;
  readonly all: number | null;
  readonly drawn: number;
  readonly failed: number;
}

/** One load in a fresh context: when the charts in view, then all charts, had drawn (ms from navigation). */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  path: string,
): Promise<Settled> {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (process.env.BENCH_TRACE) await page.addInitScript(recordLongTasks);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
    const expected = KINDS.length * VARIANTS;
    let inView: number | null = null;
    for (;;) {
      // One look at the page: its clock, and each holder's status and whether it is in view.
      const seen = await page.evaluate(() => {
        const w = globalThis as unknown as InPage;
        const holders = Array.from(w.document.querySelectorAll('[data-test-chart-status]'));
        return {
          now: w.performance.now(),
          charts: holders.map((el) => ({
            status: el.getAttribute('data-test-chart-status'),
            inView: el.getBoundingClientRect().top < w.innerHeight,
          })),
        };
      });
      const settled = (status: string | null) => status === 'rendered' || status === 'failed';
      const visible = seen.charts.filter((chart) => chart.inView);
      if (inView === null && visible.length > 0 && visible.every((chart) => settled(chart.status)))
        inView = seen.now;
      const drawn = seen.charts.filter((chart) => chart.status === 'rendered').length;
      const failed = seen.charts.filter((chart) => chart.status === 'failed').length;
      if (seen.charts.length >= expected && seen.charts.every((chart) => settled(chart.status))) {
        if (process.env.BENCH_TRACE) await printTimeline(page);
        return { inView, all: seen.now, drawn, failed };
      }
      if (seen.now > 120_000) return { inView, all: null, drawn, failed };
      await page.waitForTimeout(20);
    }
  } finally {
    await context.close();
  }
}

export async function measureBigDashboard(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  path: string,
): Promise<ScenarioFigures> {
  const cold = await loadOnce(browser, baseUrl, storageState, path);
  const warm = [
    await loadOnce(browser, baseUrl, storageState, path),
    await loadOnce(browser, baseUrl, storageState, path),
  ];
  const fastestWarm = warm.reduce((best, run) =>
    (run.all ?? Infinity) < (best.all ?? Infinity) ? run : best,
  );
  const ms = (value: number | null) => (value === null ? 'n/a' : Math.round(value));
  return {
    name: `dashboard of ${KINDS.length * VARIANTS} charts on the 1M-row orders`,
    figures: {
      'cold: charts in view drawn (ms)': ms(cold.inView),
      'cold: all charts drawn (ms, budget 5000)': ms(cold.all),
      'warm: charts in view drawn (ms)': ms(fastestWarm.inView),
      'warm: all charts drawn (ms, budget 2000)': ms(fastestWarm.all),
      'drawn / failed': `${fastestWarm.drawn} / ${fastestWarm.failed}`,
    },
  };
}
