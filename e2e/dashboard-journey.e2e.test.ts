// A dashboard journey on the Tessera examples (issue 9, item 11): a dashboard with two tabs, a
// markdown and six charts; a Value filter on region and a Time range filter, each scoped to some
// charts through the configuration dialog; applied, they reach only the charts in their scope.
// A click on a stacked bar cross-filters the other charts of its dataset, the bar lists the
// cross-filter with a clear button and chart badges count it. The cross-filter scoping dialog
// and the horizontal bar are saved with the dashboard, and a reload shows the same state; a deep
// link opens its tab; the favourite star sticks; auto-refresh queries again with force; full
// screen; "Download as image" saves a PNG.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, screenshotDir } from './support/browser';
import { onChartDataCall } from './support/chartData';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
let dashboardId = 0;
const ids: Record<string, number> = {};
/** Chart id → the last chart-data request body of that chart. */
const bodies = new Map<number, string>();
const consoleErrors: string[] = [];

async function api<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
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

const SESSIONS = 'Weekly Sessions by Device';
const BAR = 'Revenue per Year by Region';

function chartNode(name: string, width: number) {
  return {
    id: `CHART-${ids[name]}`,
    type: 'CHART',
    children: [],
    meta: { chartId: ids[name], width, height: 50, sliceName: name },
  };
}

/** Tab A: markdown, Total Revenue, the stacked bar, Monthly Revenue, Orders by Channel, sessions. */
function layout() {
  const row = (id: string, children: string[]) => ({
    id,
    type: 'ROW',
    children,
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  });
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1'] },
    'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-A', 'TAB-B'] },
    'TAB-A': { id: 'TAB-A', type: 'TAB', children: ['ROW-1', 'ROW-2'], meta: { text: 'Sales' } },
    'TAB-B': { id: 'TAB-B', type: 'TAB', children: ['ROW-3'], meta: { text: 'Detail' } },
    'ROW-1': row('ROW-1', ['MARKDOWN-1', `CHART-${ids['Total Revenue']}`, `CHART-${ids[BAR]}`]),
    'ROW-2': row('ROW-2', [
      `CHART-${ids['Monthly Revenue']}`,
      `CHART-${ids['Orders by Channel']}`,
      `CHART-${ids[SESSIONS]}`,
    ]),
    'ROW-3': row('ROW-3', [`CHART-${ids['Top Countries']}`]),
    'MARKDOWN-1': {
      id: 'MARKDOWN-1',
      type: 'MARKDOWN',
      children: [],
      meta: { width: 3, height: 50, code: '# Sales\n\nRevenue **by region** and channel.' },
    },
    [`CHART-${ids['Total Revenue']}`]: chartNode('Total Revenue', 3),
    [`CHART-${ids[BAR]}`]: chartNode(BAR, 6),
    [`CHART-${ids['Monthly Revenue']}`]: chartNode('Monthly Revenue', 4),
    [`CHART-${ids['Orders by Channel']}`]: chartNode('Orders by Channel', 4),
    [`CHART-${ids[SESSIONS]}`]: chartNode(SESSIONS, 4),
    [`CHART-${ids['Top Countries']}`]: chartNode('Top Countries', 12),
  };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  onChartDataCall(page, (call) => {
    if (call.sliceId !== null) bodies.set(call.sliceId, call.body);
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');
  const charts = await api<{ result: { id: number; slice_name: string; datasource_id: number }[] }>(
    'GET',
    '/api/v1/chart/?q=(columns:!(id,slice_name,datasource_id),page_size:100)',
  );
  for (const chart of charts.result) ids[chart.slice_name] = chart.id;
  const orders = charts.result.find((chart) => chart.slice_name === 'Total Revenue')?.datasource_id ?? 0;
  // One stacked column per year: a click in its lower half lands on a region's segment.
  const bar = await api<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: BAR,
    viz_type: 'echarts_timeseries_bar',
    datasource_id: orders,
    datasource_type: 'table',
    params: JSON.stringify({
      viz_type: 'echarts_timeseries_bar',
      datasource: `${orders}__table`,
      x_axis: 'order_date',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__revenue'],
      groupby: ['region'],
      stack: 'Stack',
      time_range: 'No filter',
      adhoc_filters: [],
      row_limit: 1000,
    }),
  });
  ids[BAR] = bar.id;
  const dashboard = await api<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: 'Regional journey',
    position_json: JSON.stringify(layout()),
    json_metadata: '{}',
  });
  dashboardId = dashboard.id;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const holder = (title: string): Locator =>
  page.locator('[data-test=dashboard-chart]', {
    has: page.locator('[data-test=dashboard-chart-title]', { hasText: title }),
  });

async function allRendered() {
  await expect
    .poll(
      async () => {
        const statuses = await page
          .locator('[data-test=dashboard-chart] [data-test=chart-container]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-test-chart-status')));
        return statuses.length > 0 && statuses.every((s) => s === 'rendered');
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

const modal = () => page.locator('.filters-config-modal');

async function choose(selectId: string, text: string) {
  await page.click(`#${selectId}`);
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

/** In the dialog's scope tree: uncheck all, then check the charts named. */
async function scopeTo(names: readonly string[]) {
  await modal().getByText('Apply to specific panels').click();
  const tree = modal().locator('[data-test=filter-scope] .ant-tree');
  await tree.waitFor();
  await tree.locator('.ant-tree-checkbox').first().click();
  for (const name of names)
    await tree.locator('.ant-tree-treenode', { hasText: name }).locator('.ant-tree-checkbox').last().click();
}

async function newFilter(): Promise<string> {
  await page.click('[data-test=filters-config-add-filter]');
  return (await modal().locator('[data-test=filters-config-item]').last().getAttribute('data-item-id')) ?? '';
}

describe('a dashboard journey: filters, cross-filters, saved state', () => {
  let region = '';
  let period = '';

  it('opens with its tabs, the rendered markdown and the first tab’s five charts', async () => {
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await page.waitForSelector('[data-test=dashboard-chart]');
    await allRendered();
    expect(await page.locator('[role=tab]').allTextContents()).toEqual(['Sales', 'Detail']);
    expect(await page.locator('.layout-markdown strong').first().textContent()).toBe('by region');
    expect(await page.locator('[data-test=dashboard-chart]').count()).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'journey-dashboard');
  });

  it('adds a Value filter on region and a Time range filter, each scoped to some charts', async () => {
    await page.click('[data-test=filters-config-entry]');
    await modal().waitFor();
    region = await newFilter();
    await page.fill(`#filters-config-name-${region}`, 'Region');
    await choose(`filters-config-dataset-${region}`, 'tessera_orders');
    await choose(`filters-config-column-${region}`, 'region');
    // Pre-filters use Explore's controls: shown when asked for, then dropped again.
    await modal().locator('[data-test=filter-prefilter-toggle]').click();
    await modal().locator('[data-test=adhoc-filter-control]').waitFor();
    await modal().locator('[data-test=filter-prefilter]').scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-prefilter');
    await modal().locator('[data-test=filter-prefilter-toggle]').click();
    await scopeTo(['Total Revenue', 'Monthly Revenue']);

    period = await newFilter();
    await choose(`filters-config-type-${period}`, 'Time range');
    await page.fill(`#filters-config-name-${period}`, 'Period');
    await scopeTo(['Orders by Channel']);
    await screenshot(page, 'journey-filter-config');
    await page.click('[data-test=filters-config-save]');
    await modal().waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator(`[data-filter-id="${region}"]`).waitFor();
    await page.locator(`[data-filter-id="${period}"]`).waitFor();
  });

  it('applied, each filter reaches only the charts in its scope', async () => {
    await allRendered();
    const control = page.locator(`[data-filter-id="${region}"]`);
    const chosen = () => control.locator('.ant-select-selection-item').allTextContents();
    // The bar may still be redrawing after the configuration was saved: try again until it holds.
    for (let attempt = 0; attempt < 3 && !(await chosen()).includes('Europe'); attempt += 1) {
      await control.locator('.ant-select').click();
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'Europe',
      });
      await option.first().waitFor({ timeout: 30_000 });
      await option.first().click();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    expect(await chosen()).toContain('Europe');
    await page.locator(`[data-filter-id="${period}"] .ant-select`).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Last year' })
      .click();
    bodies.clear();
    await page.click('[data-test=filter-bar-apply]');
    const regionIn = '"val":["Europe"]';
    await expect
      .poll(
        () =>
          (bodies.get(ids['Total Revenue'] ?? 0) ?? '').includes(regionIn) &&
          (bodies.get(ids['Monthly Revenue'] ?? 0) ?? '').includes(regionIn) &&
          (bodies.get(ids['Orders by Channel'] ?? 0) ?? '').includes('Last year'),
        { timeout: 60_000 },
      )
      .toBe(true);
    await allRendered();
    // Out of scope: the bar and the sessions chart sent nothing new with either filter.
    for (const name of [BAR, SESSIONS]) {
      const body = bodies.get(ids[name] ?? 0) ?? '';
      expect(body).not.toContain(regionIn);
      expect(body).not.toContain('Last year');
    }
    expect(bodies.get(ids['Orders by Channel'] ?? 0)).not.toContain(regionIn);
    const badge = holder('Total Revenue').locator('[data-test=chart-filters-badge]');
    expect(await badge.textContent()).toBe('1');
    await page.mouse.move(0, 0);
    await screenshot(page, 'journey-filtered');
  });

  it('a click on a bar cross-filters the charts of its dataset; the bar lists it and clears it', async () => {
    const canvas = holder(BAR).locator('[data-test=chart-container] canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The bar chart has no canvas');
    bodies.clear();
    // Low in the plot, left to right until a click lands on a column (the gaps between the
    // years' columns do nothing): the first region's segment of that year.
    const items = page.locator('[data-test=cross-filter-item]');
    for (let x = 0.2; x < 0.95 && (await items.count()) === 0; x += 0.04) {
      await page.mouse.click(box.x + box.width * x, box.y + box.height * 0.82);
      await page.waitForTimeout(300);
    }
    await items.first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-test=cross-filter-item]').textContent()).toContain(BAR);
    await expect
      .poll(() => (bodies.get(ids['Orders by Channel'] ?? 0) ?? '').includes('"col":"region"'), {
        timeout: 60_000,
      })
      .toBe(true);
    await allRendered();
    // The sessions dataset has no region column: its chart is not queried with it.
    expect(bodies.get(ids[SESSIONS] ?? 0) ?? '').not.toContain('"col":"region"');
    expect(await holder('Orders by Channel').locator('[data-test=chart-filters-badge]').textContent()).toBe(
      '2',
    );
    await page.mouse.move(0, 0);
    await screenshot(page, 'journey-cross-filtered');

    bodies.clear();
    await page.click('[data-test=cross-filter-clear]');
    await expect.poll(() => page.locator('[data-test=cross-filter-item]').count()).toBe(0);
    await expect.poll(() => bodies.has(ids['Orders by Channel'] ?? 0), { timeout: 60_000 }).toBe(true);
    expect(bodies.get(ids['Orders by Channel'] ?? 0)).not.toContain('"col":"region"');
  });

  it('cross-filter scoping saves chart_configuration; the bar no longer reaches Orders by Channel', async () => {
    await page.click('[aria-label="More dashboard actions"]');
    await page.getByText('Cross-filtering scoping').click();
    const dialog = page.locator('.ant-modal', { hasText: 'Cross-filtering scoping' });
    await dialog.waitFor();
    await dialog.locator('[data-test=cross-filter-scoping-target]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: BAR }).click();
    await dialog.getByText('Custom scoping for this chart').click();
    await dialog.getByText('Apply to specific panels').click();
    const tree = dialog.locator('[data-test=filter-scope] .ant-tree');
    await tree
      .locator('.ant-tree-treenode', { hasText: 'Orders by Channel' })
      .locator('.ant-tree-checkbox')
      .last()
      .click();
    await screenshot(page, 'journey-cross-filter-scoping');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const detail = await api<{ result: { json_metadata: string } }>(
      'GET',
      `/api/v1/dashboard/${dashboardId}`,
    );
    const metadata = JSON.parse(detail.result.json_metadata) as {
      chart_configuration?: Record<string, { crossFilters: { chartsInScope?: number[] } }>;
    };
    const inScope = metadata.chart_configuration?.[String(ids[BAR])]?.crossFilters.chartsInScope ?? [];
    expect(inScope).not.toContain(ids['Orders by Channel']);
    expect(inScope).toContain(ids['Total Revenue']);

    // A click on the bar now filters Total Revenue but leaves Orders by Channel alone.
    await allRendered();
    const box = await holder(BAR).locator('[data-test=chart-container] canvas').first().boundingBox();
    if (!box) throw new Error('The bar chart has no canvas');
    bodies.clear();
    const items = page.locator('[data-test=cross-filter-item]');
    for (let x = 0.2; x < 0.95 && (await items.count()) === 0; x += 0.04) {
      await page.mouse.click(box.x + box.width * x, box.y + box.height * 0.82);
      await page.waitForTimeout(300);
    }
    await expect
      .poll(() => (bodies.get(ids['Total Revenue'] ?? 0) ?? '').includes('"col":"region"'), {
        timeout: 60_000,
      })
      .toBe(true);
    await allRendered();
    expect(bodies.get(ids['Orders by Channel'] ?? 0) ?? '').not.toContain('"col":"region"');
    await page.click('[data-test=cross-filter-clear]');
    await expect.poll(() => items.count()).toBe(0);
  });

  it('the horizontal bar is saved, and a reload shows the same filters and layout', async () => {
    await page.click('[data-test=filter-bar-settings]');
    await page.getByText('Horizontal (Top)').click();
    await page.locator('.filter-bar-horizontal').waitFor({ timeout: 30_000 });
    const address = page.url();
    expect(address).toContain('native_filters');
    await page.goto(address);
    await page.locator('.filter-bar-horizontal').waitFor();
    await allRendered();
    const chosen = await page
      .locator(`[data-filter-id="${region}"] .ant-select-selection-item`)
      .allTextContents();
    expect(chosen).toContain('Europe');
    expect(await page.locator(`[data-filter-id="${period}"] .ant-select`).textContent()).toContain(
      'Last year',
    );
    await expect
      .poll(() => (bodies.get(ids['Total Revenue'] ?? 0) ?? '').includes('"val":["Europe"]'), {
        timeout: 60_000,
      })
      .toBe(true);
    await page.mouse.move(0, 0);
    await screenshot(page, 'journey-horizontal');
  });

  it('a deep link to the second tab opens it; the favourite star sticks', async () => {
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/#TAB-B`);
    await holder('Top Countries').waitFor();
    expect(await page.locator('.layout-tabs .ant-tabs-tab-active').textContent()).toBe('Detail');
    const star = page.locator('.dashboard-heading [data-test=favorite-star]');
    expect(await star.getAttribute('data-favorite')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('data-favorite')).toBe('true');
    await page.reload();
    await expect.poll(() => star.getAttribute('data-favorite'), { timeout: 30_000 }).toBe('true');
    await allRendered();
    await page.mouse.move(0, 0);
    await screenshot(page, 'journey-deep-link');
  });

  it('auto-refresh re-queries the charts with force, full screen shows the dashboard alone', async () => {
    const menu = () => page.click('[aria-label="More dashboard actions"]');
    await menu();
    await page.getByText('Set auto-refresh interval').hover();
    bodies.clear();
    await page.locator('.ant-dropdown-menu-submenu-popup').getByText('10 seconds').click();
    await page.locator('[data-test=auto-refresh-tag]').waitFor();
    await expect
      .poll(() => (bodies.get(ids['Top Countries'] ?? 0) ?? '').includes('"force":true'), { timeout: 30_000 })
      .toBe(true);
    await menu();
    await page.getByText('Set auto-refresh interval').hover();
    await page.locator('.ant-dropdown-menu-submenu-popup').getByText("Don't refresh").click();
    await expect
      .poll(() => page.locator('[data-test=auto-refresh-tag]').count(), { timeout: 10_000 })
      .toBe(0);

    await menu();
    await page.getByText('Enter full screen').click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.className ?? ''))
      .toContain('dashboard-frame');
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.fullscreenElement ? document.exitFullscreen() : undefined));
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  it('downloads the dashboard as a PNG image', async () => {
    await page.click('[aria-label="More dashboard actions"]');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByText('Download as image').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Regional-journey-\d{4}-\d{2}-\d{2}\.png$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    // The PNG signature, and more than an empty picture.
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(bytes.length).toBeGreaterThan(20_000);
    writeFileSync(join(screenshotDir, 'journey-download.png'), bytes);
    expect(consoleErrors).toEqual([]);
  });

  it('"Save as" copies the dashboard with its charts under a new name and opens the copy', async () => {
    await page.click('[aria-label="More dashboard actions"]');
    await page.getByRole('menuitem', { name: 'Save as' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save dashboard' });
    await dialog.getByRole('textbox', { name: 'New dashboard name' }).fill('Regional journey for the board');
    await dialog.getByText('also copy (duplicate) charts').click();
    await screenshot(page, 'journey-save-as');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/dashboard/${dashboardId}/`), { timeout: 30_000 });
    const copyId = Number(/\/dashboard\/(\d+)\//.exec(page.url())?.[1]);
    expect(copyId).toBeGreaterThan(dashboardId);
    await expect
      .poll(() => page.locator('[data-test=dashboard-title]').textContent(), { timeout: 15_000 })
      .toBe('Regional journey for the board');
    await allRendered();
    expect(await page.locator('[role=tab]').allTextContents()).toEqual(['Sales', 'Detail']);
    // Duplicated charts are new charts: the copy shares none with the source.
    const charts = (id: number) =>
      api<{ result: { id: number }[] }>('GET', `/api/v1/dashboard/${id}/charts`).then((a) =>
        a.result.map((c) => c.id),
      );
    const [source, copy] = await Promise.all([charts(dashboardId), charts(copyId)]);
    expect(copy).toHaveLength(source.length);
    expect(copy.filter((id) => source.includes(id))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
