// What one cold page load cost: bytes by kind from the Resource Timing API (same origin, so sizes
// are exposed), DOMContentLoaded, and when every chart on the page had settled.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { waitInPage } from '../support/waitInPage';

export interface PageFigures {
  readonly name: string;
  readonly path: string;
  /** JavaScript bytes as sent (compressed body) and as run (decoded). */
  readonly jsWire: number;
  readonly jsDecoded: number;
  readonly jsFiles: number;
  /** Every response body as sent: document, scripts, styles, API answers, images. */
  readonly totalWire: number;
  readonly requests: number;
  readonly domContentLoadedMs: number;
  /** Milliseconds from navigation start until every chart reported rendered or failed; null if no charts. */
  readonly chartsSettledMs: number | null;
  readonly charts: { readonly total: number; readonly rendered: number; readonly failed: number };
}

interface ResourceRow {
  readonly name: string;
  readonly encodedBodySize: number;
  readonly decodedBodySize: number;
}

// The in-page functions below run in Chromium; e2e compiles without the DOM library, so they
// reach the browser's globals through these small shapes.
interface InPage {
  readonly document: {
    querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
  };
  readonly performance: {
    now(): number;
    setResourceTimingBufferSize(size: number): void;
    getEntriesByType(type: string): readonly Record<string, unknown>[];
  };
  /** Installed by `installInPageHelpers`. */
  benchChartStatuses(): string[];
}

const SETTLED = ['rendered', 'failed', 'stopped'];

/**
 * Runs in the page before its own scripts: every chart holder's status, read from
 * `data-test-chart-status` (spec 000 point 4) or, on builds without it, the chart container.
 */
function installInPageHelpers(): void {
  const page = globalThis as unknown as InPage;
  page.performance.setResourceTimingBufferSize(2000);
  page.benchChartStatuses = () => {
    const holders = page.document.querySelectorAll('[data-test-chart-status]');
    if (holders.length > 0)
      return Array.from(holders).map((el) => el.getAttribute('data-test-chart-status') ?? '');
    const containers = page.document.querySelectorAll('[data-test=chart-container][data-status]');
    return Array.from(containers).map((el) => el.getAttribute('data-status') ?? '');
  };
}

export interface MeasureOptions {
  readonly name: string;
  readonly path: string;
  /** The page is ready for measuring once this selector shows. */
  readonly readySelector: string;
  /** Whether to wait for charts (pages that draw none skip it). */
  readonly expectCharts: boolean;
  readonly chartTimeoutMs: number;
}

/**
 * With BENCH_TRACE=1: each resource the page loaded (path, start, request sent, first byte, end, in
 * ms from navigation; bytes) and its long tasks (start, duration), to see what a figure waited for.
 */
export async function printTimeline(page: Page): Promise<void> {
  const timeline = await page.evaluate(() => {
    const w = globalThis as unknown as {
      performance: Performance;
      __longTasks?: readonly { startTime: number; duration: number }[];
    };
    const resources = w.performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as unknown as PerformanceResourceTiming;
      const times = [timing.startTime, timing.requestStart, timing.responseStart, timing.responseEnd];
      return `${new URL(timing.name).pathname.slice(0, 60)} ${times.map(Math.round).join(' ')} ${timing.encodedBodySize} B`;
    });
    const tasks = (w.__longTasks ?? []).map(
      (task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}`,
    );
    return [...resources, `long tasks: ${tasks.join(' ')}`];
  });
  console.log(timeline.join('\n'));
}

/** Loads `path` in a fresh context (cold cache, the session's cookies) and reports its figures. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  options: MeasureOptions,
): Promise<PageFigures> {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(installInPageHelpers);
    await page.goto(`${baseUrl}${options.path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(options.readySelector, { timeout: 60_000 });
    let chartsSettledMs: number | null = null;
    if (options.expectCharts) {
      chartsSettledMs = await waitInPage(
        page,
        (settled: readonly string[]) => {
          const page = globalThis as unknown as InPage;
          const statuses = page.benchChartStatuses();
          return statuses.length > 0 && statuses.every((status) => settled.includes(status))
            ? page.performance.now()
            : false;
        },
        SETTLED,
        { timeoutMs: options.chartTimeoutMs, polling: 50 },
      ).catch(() => null);
    }
    if (process.env.BENCH_TRACE && options.expectCharts) {
      console.log(`\n${options.name}:`);
      await printTimeline(page);
    }
    // Let late requests (fonts, lazy chunks started by the last render) land before counting.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const snapshot = await page.evaluate(() => {
      const { performance, benchChartStatuses } = globalThis as unknown as InPage;
      const navigation = performance.getEntriesByType('navigation')[0];
      const rows = performance.getEntriesByType('resource').map((entry) => ({
        name: String(entry.name),
        encodedBodySize: Number(entry.encodedBodySize ?? 0),
        decodedBodySize: Number(entry.decodedBodySize ?? 0),
      }));
      const statuses = benchChartStatuses();
      return {
        documentBytes: Number(navigation?.encodedBodySize ?? 0),
        domContentLoadedMs: Number(navigation?.domContentLoadedEventEnd ?? 0),
        rows,
        statuses,
      };
    });
    const scripts = snapshot.rows.filter((row: ResourceRow) => new URL(row.name).pathname.endsWith('.js'));
    const sum = (rows: readonly ResourceRow[], key: 'encodedBodySize' | 'decodedBodySize') =>
      rows.reduce((total, row) => total + row[key], 0);
    return {
      name: options.name,
      path: options.path,
      jsWire: sum(scripts, 'encodedBodySize'),
      jsDecoded: sum(scripts, 'decodedBodySize'),
      jsFiles: scripts.length,
      totalWire: snapshot.documentBytes + sum(snapshot.rows, 'encodedBodySize'),
      requests: snapshot.rows.length + 1,
      domContentLoadedMs: snapshot.domContentLoadedMs,
      chartsSettledMs,
      charts: {
        total: snapshot.statuses.length,
        rendered: snapshot.statuses.filter((status) => status === 'rendered').length,
        failed: snapshot.statuses.filter((status) => status === 'failed').length,
      },
    };
  } finally {
    await context.close();
  }
}
