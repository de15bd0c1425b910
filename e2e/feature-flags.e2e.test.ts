// Feature flags turned the other way from their defaults, seen in the browser: with
// DASHBOARD_CROSS_FILTERS off a click on a pie slice filters nothing and the … menu has no
// Cross-filtering scoping; with DASHBOARD_NATIVE_FILTERS off there is no native filter bar; with
// ENABLE_DND_WITH_CLICK_UX on Explore's drop zones read "Drop … here or click" and a click adds;
// with CLIENT_CACHE on a legacy chart's data comes by GET, and a second look is served from the
// browser's cache or revalidated (304) instead of queried again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { onChartDataCall } from './support/chartData';
import { firstSlicePoint } from './support/pie';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({
    TESSERA_FEATURE_FLAGS: JSON.stringify({
      DASHBOARD_CROSS_FILTERS: false,
      DASHBOARD_NATIVE_FILTERS: false,
      ENABLE_DND_WITH_CLICK_UX: true,
      CLIENT_CACHE: true,
    }),
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const boot = await page.request.get(`${server.url}/api/v1/tessera/bootstrap`);
  const token = ((await boot.json()) as { csrf_token?: string }).csrf_token ?? '';
  const response = await page.request.fetch(`${server.url}${path}`, {
    method,
    headers: { 'X-CSRFToken': token, 'content-type': 'application/json' },
    ...(body !== undefined ? { data: JSON.stringify(body) } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function allRendered() {
  await expect
    .poll(
      async () => {
        const statuses = await page
          .locator('[data-test=dashboard-chart] [data-test=chart-container], [data-test=chart-container]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-test-chart-status')));
        return statuses.length > 0 && statuses.every((s) => s === 'rendered');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

describe('feature flags away from their defaults', () => {
  it('DASHBOARD_CROSS_FILTERS and DASHBOARD_NATIVE_FILTERS off: no cross-filter, no filter bar', async () => {
    const sent: string[] = [];
    onChartDataCall(page, (call) => sent.push(call.body));
    await page.click('[data-test=nav-dashboards]');
    await page.click('[data-test=list-row] a:has-text("Tessera Sales Overview")');
    await page.waitForSelector('[data-test=dashboard-chart]');
    await allRendered();
    expect(await page.getByRole('button', { name: 'Add/Edit filters' }).count()).toBe(0);
    await page.click('[aria-label="More dashboard actions"]');
    await page.getByRole('menuitem', { name: 'Edit properties' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Cross-filtering scoping' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    sent.length = 0;
    const point = await firstSlicePoint(
      page.locator('[data-test=dashboard-chart]', {
        has: page.locator('[data-test=dashboard-chart-title]', { hasText: 'Orders by Channel' }),
      }),
    );
    await page.mouse.click(point.x, point.y);
    // A cross-filter would send the other charts' queries at once; give them time to leave.
    await page.waitForTimeout(2_000);
    expect(sent.filter((body) => body.includes('"col":"channel"'))).toEqual([]);
    await screenshot(page, 'flags-dashboard');
  });

  it('ENABLE_DND_WITH_CLICK_UX on: drop zones read "Drop … here or click", and a click adds', async () => {
    const datasets = await api<{ result: { id: number; table_name: string }[] }>(
      'GET',
      `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:tessera_orders)))')}`,
    );
    const orders = datasets.result.find((d) => d.table_name === 'tessera_orders');
    if (!orders) throw new Error('no tessera_orders dataset');
    await page.goto(`${server.url}/explore/?datasource_type=table&datasource_id=${orders.id}&viz_type=table`);
    const metrics = page.getByRole('button', { name: /Drop columns\/metrics here or click/ }).first();
    await metrics.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /^Add metric$/ }).count()).toBe(0);
    await metrics.click();
    await page.getByRole('tab', { name: 'Simple' }).first().waitFor();
    await screenshot(page, 'flags-explore-click-ux');
    await page.keyboard.press('Escape');
  });

  it('CLIENT_CACHE on: a legacy chart GETs its data, and the browser keeps it', async () => {
    const datasets = await api<{ result: { id: number; table_name: string }[] }>(
      'GET',
      `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:tessera_orders)))')}`,
    );
    const ordersId = datasets.result[0]?.id ?? 0;
    const params = {
      viz_type: 'rose',
      datasource: `${ordersId}__table`,
      metrics: ['count'],
      groupby: ['channel'],
      granularity_sqla: 'order_date',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
    };
    const chart = await api<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: 'Rose of channels',
      viz_type: 'rose',
      datasource_id: ordersId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    // Each explore_json answer: its method, status, and for a 200 whether the server said it came
    // from its own cache (a browser-cached copy repeats the first answer's is_cached: false).
    const answers: { method: string; status: number; isCached: boolean | null }[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/superset/explore_json/')) return;
      const body =
        response.status() === 200
          ? ((await response.json().catch(() => null)) as { is_cached?: boolean } | null)
          : null;
      answers.push({
        method: response.request().method(),
        status: response.status(),
        isCached: body?.is_cached ?? null,
      });
    });
    const open = async () => {
      await page.goto(`${server.url}/explore/?slice_id=${chart.id}`);
      await allRendered();
    };
    await open();
    expect(answers).toEqual([{ method: 'GET', status: 200, isCached: false }]);
    await screenshot(page, 'flags-client-cache-rose');
    await open();
    // The second look is the browser's copy (or a 304), never a new answer from the server.
    const second = answers.slice(1);
    expect(second.every((a) => a.method === 'GET' && (a.status === 304 || a.isCached === false))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
