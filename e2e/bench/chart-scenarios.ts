// Chart speed scenarios of `bench:web` (issue 7): a 100,000-row × 10-column table in Explore (first
// screen, then long tasks while scrolling) and a line chart of 50 series × 1,000 points (the
// longest task while it draws). Their datasets (generated rows) and charts are made through the API
// on the bench's own server.
// Figures only, never asserted.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { sessionApi } from '../support/sessionApi';
import { waitInPage } from '../support/waitInPage';
import { printTimeline } from './measure';

export interface ScenarioFigures {
  readonly name: string;
  readonly figures: Readonly<Record<string, number | string>>;
}

// The in-page functions run in Chromium; e2e compiles without the DOM library.
interface LongTask {
  readonly startTime: number;
  readonly duration: number;
}
interface BenchElement {
  scrollTop: number;
  readonly scrollHeight: number;
  getAttribute(name: string): string | null;
}
export interface BenchWindow {
  __longTasks: LongTask[];
  readonly document: {
    querySelector(selector: string): BenchElement | null;
    querySelectorAll(selector: string): ArrayLike<BenchElement>;
  };
  readonly performance: { now(): number; getEntriesByType(type: string): readonly Record<string, unknown>[] };
  requestAnimationFrame(callback: (time: number) => void): number;
  setTimeout(callback: () => void, ms: number): number;
  readonly PerformanceObserver: new (
    callback: (list: { getEntries(): readonly LongTask[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}

/** Runs in the page before its scripts: every long task (> 50 ms) from the start. */
export function recordLongTasks(): void {
  const page = globalThis as unknown as BenchWindow;
  page.__longTasks = [];
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      page.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const TABLE_ROWS = 100_000;
const SERIES = 50;
const POINTS = 1_000;

interface Created {
  readonly tableChartId: number;
  readonly lineChartId: number;
}

const api = sessionApi;

/** 10^digits numbered rows `i` from crossed digits (table functions are not allowed in dataset SQL). */
export function numbers(digits: number): string {
  const names = Array.from({ length: digits }, (_, k) => `d${k}`);
  const sum = names.map((name, k) => `${name}.n * ${10 ** k}`).join(' + ');
  return `(SELECT ${sum} AS i FROM ${names.map((name) => `digits AS ${name}`).join(', ')})`;
}
export const DIGITS = 'WITH digits(n) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9))';

/** A virtual dataset of generated rows on the examples database (DuckDB SQL). */
async function generatedDataset(page: Page, baseUrl: string, name: string, sql: string): Promise<number> {
  const datasets = await api<{ result: { database?: { id: number } }[] }>(
    page,
    baseUrl,
    '/api/v1/dataset/?q=(page_size:1)',
  );
  const database = datasets.result[0]?.database?.id;
  if (database === undefined) throw new Error('The server has no dataset: were the examples loaded?');
  const created = await api<{ id: number }>(page, baseUrl, '/api/v1/dataset/', {
    database,
    schema: null,
    table_name: `${name}_${Date.now()}`,
    sql,
  });
  return created.id;
}

/** The two charts, each on a generated dataset so the bench needs no example files. */
export async function createScenarioCharts(page: Page, baseUrl: string): Promise<Created> {
  const tableSql = [
    DIGITS,
    'SELECT CAST(i AS BIGINT) AS id,',
    "'customer ' || CAST(i % 5000 AS VARCHAR) AS customer,",
    "['North', 'South', 'East', 'West'][1 + i % 4] AS region,",
    "CAST(DATE '2020-01-01' + CAST(i % 1500 AS INTEGER) AS TIMESTAMP) AS order_date,",
    'i % 97 AS quantity,',
    'round((CAST(i AS BIGINT) * 7919) % 100000 / 100.0, 2) AS price,',
    'round(((CAST(i AS BIGINT) * 104729) % 200000 - 100000) / 10.0, 1) AS margin,',
    "'SKU-' || CAST((i * 31) % 10007 AS VARCHAR) AS sku,",
    'i % 2 = 0 AS shipped,',
    "'note ' || CAST(i AS VARCHAR) AS note",
    `FROM ${numbers(Math.round(Math.log10(TABLE_ROWS)))} AS t`,
  ].join(' ');
  const tableDataset = await generatedDataset(page, baseUrl, 'bench_rows', tableSql);
  const columns = [
    'id',
    'customer',
    'region',
    'order_date',
    'quantity',
    'price',
    'margin',
    'sku',
    'shipped',
    'note',
  ];
  const table = await api<{ id: number }>(page, baseUrl, '/api/v1/chart/', {
    slice_name: `Bench: ${TABLE_ROWS.toLocaleString('en-US')}-row table`,
    viz_type: 'table',
    datasource_id: tableDataset,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${tableDataset}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: columns,
      row_limit: TABLE_ROWS,
      // Every row in one scrolling list (Superset would page by 200 past 5,000 cells).
      page_length: 0,
      adhoc_filters: [],
    }),
  });

  const sql = [
    DIGITS,
    `SELECT 'series ' || CAST(i % ${SERIES} AS VARCHAR) AS series,`,
    `CAST(DATE '2020-01-01' + CAST(i // ${SERIES} AS INTEGER) AS TIMESTAMP) AS ds,`,
    `(i % ${SERIES}) * 10 + sin((i // ${SERIES}) / 20.0) * 5 + (i // ${SERIES}) * 0.01 AS value`,
    `FROM ${numbers(Math.round(Math.log10(SERIES * POINTS * 2)))} AS t WHERE i < ${SERIES * POINTS}`,
  ].join(' ');
  const dataset = { id: await generatedDataset(page, baseUrl, 'bench_series', sql) };
  const line = await api<{ id: number }>(page, baseUrl, '/api/v1/chart/', {
    slice_name: `Bench: ${SERIES} series × ${POINTS} points`,
    viz_type: 'echarts_timeseries_line',
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${dataset.id}__table`,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(value)', label: 'value' }],
      groupby: ['series'],
      row_limit: SERIES * POINTS,
      limit: 0,
      adhoc_filters: [],
    }),
  });
  return { tableChartId: table.id, lineChartId: line.id };
}

async function openChart(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  chartId: number,
) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  await page.goto(`${baseUrl}/explore/?slice_id=${chartId}`, { waitUntil: 'domcontentloaded' });
  return { context, page };
}

/** When the chart's data answer finished arriving (ms since navigation start), or null. */
function dataAnsweredAt(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const { performance } = globalThis as unknown as BenchWindow;
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => String(entry.name).includes('/api/v1/chart/data'));
    const last = entries[entries.length - 1];
    return last ? Number(last.responseEnd) : null;
  });
}

const round = (ms: number | null) => (ms === null ? 'n/a' : Math.round(ms));

/**
 * 240 frames of a fast wheel on the scroller (320 px, ten rows, a frame), then jumps to the middle
 * and the end: the worst frame and the long tasks on the way. Null when there is no scroller.
 */
export function measureFastScroll(page: Page, scrollerSelector: string) {
  return page.evaluate(async (selector) => {
    const w = globalThis as unknown as BenchWindow;
    const scroller = w.document.querySelector(selector);
    if (!scroller) return null;
    const start = w.performance.now();
    let last = start;
    let worstFrame = 0;
    let frames = 0;
    while (frames < 240) {
      await new Promise<void>((resolve) => w.requestAnimationFrame(() => resolve()));
      const now = w.performance.now();
      worstFrame = Math.max(worstFrame, now - last);
      last = now;
      frames += 1;
      scroller.scrollTop += 320;
      if (frames === 200) scroller.scrollTop = scroller.scrollHeight / 2;
      if (frames === 220) scroller.scrollTop = scroller.scrollHeight;
    }
    await new Promise<void>((resolve) => w.setTimeout(resolve, 300));
    const tasks = w.__longTasks.filter((task) => task.startTime >= start);
    return {
      ms: last - start,
      frames,
      worstFrame,
      longTasks: tasks.length,
      longestTask: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
    };
  }, scrollerSelector);
}

/** The 100k-row table: first rows on screen, then 4 s of fast scrolling; long tasks in each phase. */
export async function measureBigTable(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  chartId: number,
): Promise<ScenarioFigures> {
  const { context, page } = await openChart(browser, baseUrl, storageState, chartId);
  try {
    const firstRowsAt = await waitInPage(
      page,
      () => {
        const w = globalThis as unknown as BenchWindow;
        return w.document.querySelectorAll('[data-test=table-chart] tbody tr.tt-row').length > 0
          ? w.performance.now()
          : false;
      },
      null,
      { timeoutMs: 120_000, polling: 'raf' },
    );
    const answeredAt = await dataAnsweredAt(page);
    if (process.env.BENCH_TRACE) await printTimeline(page);
    const drawTasks = await page.evaluate(() => (globalThis as unknown as BenchWindow).__longTasks.slice());
    const drawing = drawTasks.filter((task) => answeredAt === null || task.startTime >= answeredAt - 1);
    const scroll = await measureFastScroll(page, '[data-test=table-chart] .tt-scroll');
    return {
      name: `table ${TABLE_ROWS.toLocaleString('en-US')} rows × 10 columns (explore)`,
      figures: {
        'first rows on screen (ms from navigation)': round(firstRowsAt),
        'data answer complete (ms from navigation)': round(answeredAt),
        'first screen after the data (ms)':
          answeredAt === null ? 'n/a' : Math.round(firstRowsAt - answeredAt),
        'long tasks while drawing': drawing.length,
        'longest task while drawing (ms)': Math.round(
          drawing.reduce((max, task) => Math.max(max, task.duration), 0),
        ),
        'scroll frames': scroll?.frames ?? 'n/a',
        'scroll: worst frame (ms)': scroll ? Math.round(scroll.worstFrame) : 'n/a',
        'scroll: long tasks': scroll?.longTasks ?? 'n/a',
        'scroll: longest task (ms)': scroll ? Math.round(scroll.longestTask) : 'n/a',
      },
    };
  } finally {
    await context.close();
  }
}

/** The 50 × 1,000 line chart: time to rendered, and the longest task on the way. */
export async function measureManySeriesLine(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  chartId: number,
): Promise<ScenarioFigures> {
  const { context, page } = await openChart(browser, baseUrl, storageState, chartId);
  try {
    const renderedAt = await waitInPage(
      page,
      (): [string, number] | false => {
        const w = globalThis as unknown as BenchWindow;
        const status = w.document
          .querySelector('[data-test-chart-status]')
          ?.getAttribute('data-test-chart-status');
        return status === 'rendered' || status === 'failed' ? [status, w.performance.now()] : false;
      },
      null,
      { timeoutMs: 120_000, polling: 50 },
    );
    // Let ECharts finish its progressive passes.
    await page.waitForTimeout(1000);
    const answeredAt = await dataAnsweredAt(page);
    const tasks = await page.evaluate(() => (globalThis as unknown as BenchWindow).__longTasks.slice());
    const drawing = tasks.filter((task) => answeredAt === null || task.startTime >= answeredAt - 1);
    return {
      name: `line chart ${SERIES} series × ${POINTS.toLocaleString('en-US')} points (explore)`,
      figures: {
        status: renderedAt[0],
        'rendered (ms from navigation)': Math.round(renderedAt[1]),
        'data answer complete (ms from navigation)': round(answeredAt),
        'long tasks after the data': drawing.length,
        'longest task after the data (ms)': Math.round(
          drawing.reduce((max, task) => Math.max(max, task.duration), 0),
        ),
        'longest task on the page (ms)': Math.round(
          tasks.reduce((max, task) => Math.max(max, task.duration), 0),
        ),
      },
    };
  } finally {
    await context.close();
  }
}

export function printScenarios(results: readonly ScenarioFigures[]): void {
  for (const result of results) {
    console.log(`\n${result.name}`);
    for (const [label, value] of Object.entries(result.figures))
      console.log(`  ${label.padEnd(46)} ${value}`);
  }
}
