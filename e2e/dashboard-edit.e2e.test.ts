// Dashboard edit mode: "+ Dashboard" makes an untitled dashboard that is renamed in place; edit
// mode adds tabs, a markdown with **bold** text and six charts (dragged in from the side pane, they
// draw at once), saves, and a reload shows the same layout, logs mount_dashboard once and names
// the dashboard on each chart call; properties save roles, and a long title fits the header. A
// second page's stale save gets the 409 dialog and can overwrite.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { onChartDataCall } from './support/chartData';
import { type StartedServer, startServer } from './support/server';

const STALE = 'This dashboard was changed recently. Please reload dashboard to get latest version.';

let server: StartedServer;
let browser: Browser;
let page: Page;
let dataPath = '';
let dashboardUrl = '';
let dashboardId = 0;

interface Component {
  readonly id: string;
  readonly type: string;
  readonly children: readonly string[];
  readonly meta?: Record<string, unknown>;
}

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

async function storedLayout(): Promise<Record<string, Component>> {
  const shown = await api<{ result: { position_json: string } }>('GET', `/api/v1/dashboard/${dashboardId}`);
  return JSON.parse(shown.result.position_json) as Record<string, Component>;
}

const ofType = (layout: Record<string, Component>, type: string) =>
  Object.values(layout).filter((c) => c && typeof c === 'object' && c.type === type);

beforeAll(async () => {
  server = await startServer({}, async (env) => {
    const uploads = join(String(env.TESSERA_HOME), 'uploads');
    mkdirSync(uploads, { recursive: true });
    dataPath = join(uploads, 'edit.db');
    const instance = await DuckDBInstance.create(dataPath);
    const connection = await instance.connect();
    await connection.run(
      "create table sales as select * from (values ('North', 10), ('South', 20), ('East', 5)) t(region, amount)",
    );
    connection.closeSync();
    instance.closeSync();
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');
  const database = await api<{ id: number }>('POST', '/api/v1/database/', {
    database_name: 'edit-e2e',
    sqlalchemy_uri: `duckdb:///${dataPath}`,
  });
  const dataset = await api<{ id: number }>('POST', '/api/v1/dataset/', {
    database: database.id,
    table_name: 'sales',
  });
  const datasource = `${dataset.id}__table`;
  const chart = (slice_name: string, viz_type: string, params: Record<string, unknown>) =>
    api('POST', '/api/v1/chart/', {
      slice_name,
      viz_type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type, datasource, ...params }),
    });
  const total = { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'Total' };
  await chart('Sales table', 'table', { query_mode: 'aggregate', groupby: ['region'], metrics: [total] });
  await chart('Sales total', 'big_number_total', { metric: total });
  await chart('Sales by region', 'pie', { groupby: ['region'], metric: total });
  await chart('Sales bars', 'echarts_timeseries_bar', { x_axis: 'region', metrics: [total] });
  await chart('Sales funnel', 'funnel', { groupby: ['region'], metric: total });
  await chart('Sales treemap', 'treemap_v2', { groupby: ['region'], metric: total });
}, 300_000);

/** The six charts the dashboard is composed of, in the order they are dragged in. */
const SIX = ['Sales table', 'Sales total', 'Sales by region', 'Sales bars', 'Sales funnel', 'Sales treemap'];

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('dashboard edit mode', () => {
  it('renames an untitled dashboard in place', async () => {
    await page.goto(`${server.url}/dashboard/new/`);
    await page.waitForURL(/\/superset\/dashboard\/\d+\//);
    dashboardUrl = page.url().replace(/\?.*$/, '');
    dashboardId = Number(/dashboard\/(\d+)/.exec(dashboardUrl)?.[1]);
    const title = page.locator('[data-test=dashboard-title]');
    await expect.poll(() => title.textContent()).toContain('[ untitled dashboard ]');
    await title.click();
    const box = page.locator('.dashboard-title textarea');
    await box.fill('Edit mode e2e');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/v1\/dashboard\/\d+$/.test(r.url()),
    );
    await box.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => title.textContent()).toBe('Edit mode e2e');
  });

  it('composes tabs, markdown and six charts, saves, and a reload shows the same layout', async () => {
    await page.click('[data-test=edit-dashboard]');
    await page.waitForSelector('[data-test=edit-pane]');
    expect(page.url()).toContain('edit=true');
    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await page.getByRole('button', { name: 'Add Tabs' }).click();
    const emptyTab = page.locator('section.drop-zone.empty').first();
    await emptyTab.waitFor();
    await page.locator('[data-test=pane-item][data-label="Text / Markdown"]').dragTo(emptyTab);
    const editor = page.locator('.markdown-editor');
    await editor.waitFor();
    await editor.getByText('Edit', { exact: true }).click();
    await page.getByLabel('Markdown text').fill('Sales notes with **bold** text');
    await editor.getByText('Preview', { exact: true }).click();
    await expect.poll(() => editor.locator('strong').textContent(), { timeout: 20_000 }).toBe('bold');

    await page.getByRole('tab', { name: 'Charts' }).click();
    // The pane lists the user's own saved charts (spec 000 point 7's call).
    expect(await page.getByRole('checkbox', { name: 'Show only my charts' }).isChecked()).toBe(true);
    // Two beside the markdown fill the first row (3 × 4 of 12 columns); the tab's own drop zone
    // below the rows starts a new row, and a row takes charts at its end while they fit.
    // The new dashboard has no datasets yet: the first chart dragged in fetches its dataset's
    // metadata (Superset's fetchDatasourceMetadata); the five others on that dataset reuse it.
    const metadataCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/superset/fetch_datasource_metadata')) metadataCalls.push(r.url());
    });
    const metadata = page.waitForResponse((r) => r.url().includes('/superset/fetch_datasource_metadata'));
    for (const [index, name] of SIX.entries()) {
      const newRow = index === 2 || index === 5;
      const zone = newRow
        ? page.locator('.layout-tabs .layout-grid > section.drop-zone').last()
        : page.locator('[data-type=ROW] section.drop-zone.horizontal').last();
      await page.locator(`[data-test=pane-item][data-label="${name}"]`).dragTo(zone);
      // Drawn at once from its saved form data, before the dashboard is saved.
      const drawn = page.locator('[data-test=dashboard-chart]', { hasText: name });
      await drawn.locator('[data-test-chart-status=rendered]').waitFor({ timeout: 60_000 });
    }
    expect(await page.locator('.pending-chart').count()).toBe(0);
    expect((await metadata).status()).toBe(200);
    expect(metadataCalls).toHaveLength(1);
    expect(metadataCalls[0]).toMatch(/datasourceKey=\d+__table$/);
    await screenshot(page, 'dashboard-edit-mode');

    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.click('[data-test=save-dashboard]');
    expect((await saved).status()).toBe(200);
    await page.waitForSelector('[data-test=edit-pane]', { state: 'detached' });

    const layout = await storedLayout();
    const [tabs] = ofType(layout, 'TABS');
    expect(tabs?.children).toHaveLength(1);
    const tab = layout[tabs?.children[0] as string] as Component;
    const row = layout[tab.children[0] as string] as Component;
    expect(row.children.map((id) => layout[id]?.type)).toEqual(['MARKDOWN', 'CHART', 'CHART']);
    // Six charts in three rows of the tab: 2 beside the markdown, then 3, then 1.
    const rows = tab.children.map((id) => layout[id] as Component);
    expect(rows.map((r) => r.children.filter((id) => layout[id]?.type === 'CHART').length)).toEqual([
      2, 3, 1,
    ]);
    expect(String(layout[row.children[0] as string]?.meta?.code)).toContain('**bold**');

    // A dashboard logs mount_dashboard once; its chart calls name the chart and the dashboard.
    const logged: Record<string, unknown>[] = [];
    const chartCalls: string[] = [];
    let recording = true;
    const onRequest = (request: Request) => {
      if (request.url().includes('/superset/log/') && request.method() === 'POST')
        logged.push(...((request.postDataJSON() as { events?: Record<string, unknown>[] }).events ?? []));
    };
    page.on('request', onRequest);
    onChartDataCall(page, (call) => {
      if (recording) chartCalls.push(call.url);
    });
    await page.goto(dashboardUrl);
    await page.locator('.layout-markdown strong').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => logged.filter((e) => e.event_name === 'mount_dashboard').length, { timeout: 10_000 })
      .toBe(1);
    expect(logged.find((e) => e.event_name === 'mount_dashboard')).toMatchObject({
      source: 'dashboard',
      source_id: dashboardId,
    });
    await expect.poll(() => chartCalls.length, { timeout: 30_000 }).toBeGreaterThan(0);
    for (const url of chartCalls) {
      const query = new URL(url, server.url).searchParams;
      expect(query.get('dashboard_id')).toBe(String(dashboardId));
      expect(Object.keys(JSON.parse(query.get('form_data') ?? '{}'))).toEqual(['slice_id']);
    }
    // Without native filters the editor gets a slim bar inviting them to add one.
    await page.locator('.filter-bar.slim [data-test=filters-config-entry]').waitFor();
    page.off('request', onRequest);
    recording = false;
    expect(await page.locator('.layout-markdown strong').textContent()).toBe('bold');
    const titles = await page.locator('[data-test=dashboard-chart] .chart-holder-title').allTextContents();
    expect(titles).toEqual(SIX);
    await screenshot(page, 'dashboard-edit-saved');
  });

  it('edits properties (roles among them), refusing label colours that are not a JSON object', async () => {
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByText('Edit properties').click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    await dialog.waitFor();
    await dialog.getByLabel('Label colours (JSON)').fill('{"North": ');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText(/must be valid JSON/).waitFor();
    await screenshot(page, 'dashboard-properties');
    await dialog.getByLabel('Label colours (JSON)').fill('{"North": "#d62728"}');
    await dialog.getByLabel('URL slug').fill('edit-mode-e2e');
    const long =
      'Quarterly sales by region, product line and channel, with the targets we agreed on for the next year';
    await dialog.getByLabel('Title').fill(long);
    await dialog.getByLabel('Roles').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Gamma$/ })
      .click();
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const shown = await api<{ result: { slug: string; json_metadata: string } }>(
      'GET',
      `/api/v1/dashboard/${dashboardId}`,
    );
    expect(shown.result.slug).toBe('edit-mode-e2e');
    expect(JSON.parse(shown.result.json_metadata).label_colors).toEqual({ North: '#d62728' });
    expect((shown.result as { roles?: { name: string }[] }).roles?.map((r) => r.name)).toEqual(['Gamma']);
    // The long title takes the header's free width, whole when it fits.
    const title = page.locator('[data-test=dashboard-title]');
    await expect.poll(() => title.textContent()).toBe(long);
    const titleBox = await title.boundingBox();
    const headingBox = await page.locator('.dashboard-heading').boundingBox();
    const metaBox = await page.locator('.dashboard-meta').boundingBox();
    if (!titleBox || !headingBox || !metaBox) throw new Error('the header is not laid out');
    // Cut, the title reaches the draft tag, which sits against the actions: no wasted width.
    expect(headingBox.x + headingBox.width - (titleBox.x + titleBox.width)).toBeLessThan(120);
    expect(metaBox.x - (headingBox.x + headingBox.width)).toBeLessThanOrEqual(24);
    expect(titleBox.width).toBeGreaterThan(400);
    await screenshot(page, 'dashboard-long-title');
  });

  it('a stale save from a second page gets the 409 dialog, and Overwrite saves', async () => {
    // A second browser window of the same user: its own page state, the same session.
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 1440, height: 900 },
    });
    const second = await context.newPage();
    await second.goto(`${dashboardUrl}?edit=true`);
    await second.waitForSelector('[data-test=edit-pane]');
    await page.goto(`${dashboardUrl}?edit=true`);
    await page.waitForSelector('[data-test=edit-pane]');

    await page.getByRole('tab', { name: 'Layout elements' }).click();
    await page.getByRole('button', { name: 'Add Divider' }).click();
    const first = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.click('[data-test=save-dashboard]');
    expect((await first).status()).toBe(200);

    await second.getByRole('tab', { name: 'Layout elements' }).click();
    await second.getByRole('button', { name: 'Add Header' }).click();
    const stale = second.waitForResponse((r) => r.request().method() === 'PUT');
    await second.click('[data-test=save-dashboard]');
    expect((await stale).status()).toBe(409);
    await second.getByText(STALE).waitFor();
    await screenshot(second, 'dashboard-edit-conflict');
    expect(ofType(await storedLayout(), 'HEADER').some((h) => h.id !== 'HEADER_ID')).toBe(false);

    const overwrite = second.waitForResponse((r) => r.request().method() === 'PUT');
    await second.getByRole('button', { name: 'Overwrite' }).click();
    expect((await overwrite).status()).toBe(200);
    await second.getByText(STALE).waitFor({ state: 'hidden' });
    const layout = await storedLayout();
    expect(ofType(layout, 'HEADER').some((h) => h.id !== 'HEADER_ID')).toBe(true);
    expect(ofType(layout, 'DIVIDER')).toHaveLength(0);
    await context.close();
  });
});
