// Legacy filter boxes on a dashboard (spec 000): a filter box made through the API filters the
// charts in its scope (not its immune chart); the editor is invited to review it as native
// filters, snoozes, later starts the review (the box shows converted in the filter bar) and saves
// (the box leaves the layout, the native filter stays).
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { onChartDataCall } from './support/chartData';
import { type StartedServer, startServer } from './support/server';

const SHOTS = '/tmp/h3-shots';
let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
/** Chart-data request bodies by slice id, since the last clear. */
const sent = new Map<number, string[]>();
let dashboardId = 0;
let totalRevenue = 0;
let monthlyRevenue = 0;
let boxId = 0;

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

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const chartComponent = (id: number, width: number) => ({
  type: 'CHART',
  id: `CHART-${id}`,
  children: [],
  meta: { chartId: id, width, height: 50 },
});

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  onChartDataCall(page, (call) => {
    if (call.sliceId !== null) sent.set(call.sliceId, [...(sent.get(call.sliceId) ?? []), call.body]);
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');

  // The example's Total Revenue and Monthly Revenue, and a filter box on their dataset's channel.
  const charts = await api<{ result: { id: number; slice_name: string; datasource_id: number }[] }>(
    'GET',
    '/api/v1/chart/?q=(columns:!(id,slice_name,datasource_id),page_size:100)',
  );
  const byName = (name: string) => {
    const chart = charts.result.find((c) => c.slice_name === name);
    if (!chart) throw new Error(`No chart ${name}`);
    return chart;
  };
  totalRevenue = byName('Total Revenue').id;
  monthlyRevenue = byName('Monthly Revenue').id;
  const datasetId = byName('Total Revenue').datasource_id;
  const box = await api<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: 'Channel filter',
    viz_type: 'filter_box',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${datasetId}__table`,
      viz_type: 'filter_box',
      filter_configs: [{ column: 'channel', label: 'Channel', multiple: true, clearable: true, asc: true }],
      date_filter: false,
      instant_filtering: true,
    }),
  });
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a', 'ROW-b'], parents: ['ROOT_ID'] },
    HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'Filter box journey' } },
    'ROW-a': { type: 'ROW', id: 'ROW-a', children: [`CHART-${box.id}`, `CHART-${totalRevenue}`], meta: {} },
    'ROW-b': { type: 'ROW', id: 'ROW-b', children: [`CHART-${monthlyRevenue}`], meta: {} },
    [`CHART-${box.id}`]: chartComponent(box.id, 4),
    [`CHART-${totalRevenue}`]: chartComponent(totalRevenue, 4),
    [`CHART-${monthlyRevenue}`]: chartComponent(monthlyRevenue, 8),
  };
  const created = await api<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: 'Filter box journey',
    position_json: JSON.stringify(position),
    // Monthly Revenue is immune to the channel filter.
    json_metadata: JSON.stringify({
      filter_scopes: { [String(box.id)]: { channel: { scope: ['ROOT_ID'], immune: [monthlyRevenue] } } },
      default_filters: '{}',
    }),
  });
  dashboardId = created.id;
  boxId = box.id;
});

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
      { timeout: 60_000 },
    )
    .toBe(true);
}

describe('legacy filter boxes', () => {
  it('filters the charts in its scope, then converts into a native filter', async () => {
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    // The editor is invited to review the filter box; "Remind me in 24 hours" keeps the box for now.
    const modal = page.locator('.ant-modal', { hasText: 'Ready to review filters in this dashboard?' });
    await modal.waitFor();
    await allRendered();
    await shot('1-invitation');
    const unfiltered = await holder('Total Revenue').locator('.big-number-value').textContent();
    await modal.getByRole('button', { name: 'Remind me in 24 hours' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(
        (id) => JSON.parse(localStorage.getItem('filter_box_transition_snoozed_at') ?? '{}')[id],
        dashboardId,
      ),
    ).toBeGreaterThan(0);

    // Picking a channel in the box re-runs Total Revenue with the filter; Monthly Revenue is immune.
    sent.clear();
    await holder('Channel filter').locator('[data-test=filter-box-select-channel]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => (sent.get(totalRevenue) ?? []).join(), { timeout: 60_000 })
      .toContain('"col":"channel"');
    await allRendered();
    expect((sent.get(monthlyRevenue) ?? []).join()).not.toContain('"col":"channel"');
    await shot('2-filter-box-applied');

    // Review: the box shows converted into a native filter in the bar, unsaved.
    await page.getByRole('button', { name: 'Review filter boxes as native filters' }).click();
    await page.locator('[data-test=filter-box-review]').waitFor();
    const bar = page.locator('[data-test=filter-bar]');
    await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toContain('Channel');
    await shot('3-reviewing');

    // Save: the native filter is stored and the filter box leaves the layout.
    await page.locator('[data-test=filter-box-review-save]').click();
    await page.locator('[data-test=filter-box-review]').waitFor({ state: 'hidden', timeout: 30_000 });
    const stored = await api<{ result: { json_metadata: string; position_json: string } }>(
      'GET',
      `/api/v1/dashboard/${dashboardId}`,
    );
    const metadata = JSON.parse(stored.result.json_metadata) as {
      native_filter_configuration: { name: string; filterType: string; scope: unknown }[];
    };
    expect(metadata.native_filter_configuration).toEqual([
      expect.objectContaining({
        name: 'Channel',
        filterType: 'filter_select',
        scope: { rootPath: ['ROOT_ID'], excluded: [monthlyRevenue] },
      }),
    ]);
    expect(stored.result.position_json).not.toContain(`"chartId":${boxId}`);
    await expect.poll(() => holder('Channel filter').count(), { timeout: 30_000 }).toBe(0);
    // The box's last choice leaves with it: the native filter has no value yet, nothing is filtered.
    await expect
      .poll(() => holder('Total Revenue').locator('.big-number-value').textContent(), { timeout: 60_000 })
      .toBe(unfiltered);
    await allRendered();
    await shot('4-converted');
    expect(consoleErrors).toEqual([]);
  });
});
