// List pages, favourites, home, delete, export and import, as a person does them: find a chart by
// search and a filter, star it (the star survives a reload) and find it on the home page; export a
// dashboard, delete it (typing DELETE), import the file back through the dialog and open it.
// With DYNAMIC_PLUGINS on, a chart type from a bundle served by this test draws a chart.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, screenshotDir } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
let bundles: Server;
let bundleOrigin: string;
const consoleErrors: string[] = [];

/**
 * A dynamic plugin bundle as an admin would host it (charts/dynamic/contract.ts): an ES module whose
 * default export receives the app's React and returns {metadata, transformProps, Component}.
 */
const HELLO_BUNDLE = `export default ({ React }) => ({
  metadata: { name: 'Hello chart', description: 'A chart from a dynamic plugin' },
  transformProps: ({ queriesData }) => ({ rows: queriesData[0]?.data ?? [] }),
  Component: ({ props, width, height }) =>
    React.createElement('div', { 'data-test': 'hello-chart', style: { width, height, padding: 24, fontSize: 20 } },
      'Hello from a plugin: ' + props.rows.length + ' regions'),
});`;

beforeAll(async () => {
  bundles = createServer((request, response) => {
    const found = request.url === '/hello.js';
    response.writeHead(found ? 200 : 404, {
      'content-type': 'text/javascript',
      'access-control-allow-origin': '*',
    });
    response.end(found ? HELLO_BUNDLE : 'not here');
  });
  await new Promise<void>((resolve) => bundles.listen(0, '127.0.0.1', resolve));
  const address = bundles.address();
  bundleOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startServer({ TESSERA_FEATURE_FLAGS: '{"DYNAMIC_PLUGINS": true}' });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('console', (message) => {
    // The import dialog's overwrite prompt and broken-file error are 422 answers, as in Superset.
    // The deliberately broken dynamic plugin is logged (and marked) by design.
    const broken =
      message.text().includes('broken-plugin') || message.location().url.includes('broken-plugin');
    if (message.type() === 'error' && !message.text().includes('status of 422') && !broken)
      consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => bundles?.close(resolve));
});

async function pickOption(selector: string, text: string) {
  await page.click(`${selector} .ant-select-selector, ${selector}.ant-select`);
  await page.click(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${text}"]`,
  );
}

/** An API call from the page, with the session's cookie and CSRF token. */
interface Answer {
  readonly status: number;
  readonly body: { id?: number; message?: string; result?: { datasource_id?: number }[] };
}

function api(method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = await fetch('/api/v1/security/csrf_token/').then((r) => r.json());
      const response = await fetch(path, {
        method,
        // No content type without a body: Fastify refuses an empty JSON body.
        headers: {
          'x-csrftoken': csrf.result,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** Signs in as admin unless this page already has a session (the tests below also run alone). */
async function ensureSignedIn() {
  await page.goto(`${server.url}/chart/list/`);
  await page.waitForSelector('[data-test=login-username], [data-test=settings-menu]');
  if ((await page.locator('[data-test=login-username]').count()) === 0) return;
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=settings-menu]');
}

const rowNames = () => page.locator('[data-test=list-row] .list-name').allTextContents();

describe('lists, favourites and home', () => {
  it('lands on the home page after login, with empty states that say how to start', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForSelector('[data-test=login-username]');
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.waitForSelector('[data-test=home-panel-chart]');
    const body = await page.textContent('body');
    expect(body).toContain('Nothing viewed yet');
    expect(body).toContain('No favorite charts yet');
    await screenshot(page, 'lists-01-home-empty');
  });

  it('finds a chart by search and by type, and stars it for good', async () => {
    await page.click('[data-test=nav-charts]');
    await page.waitForSelector('[data-test=list-row]');
    await screenshot(page, 'lists-02-chart-list');
    await page.fill('[data-test=list-search]', 'revenue');
    await expect
      .poll(rowNames)
      .toEqual(expect.arrayContaining(['Total Revenue', 'Monthly Revenue', 'Revenue by Region']));
    await pickOption('[data-test=list-filter-type]', 'Bar Chart');
    await expect.poll(rowNames).toEqual(['Revenue by Region']);
    const star = page.locator('[data-test=list-row] [data-test=favorite-star]');
    expect(await star.getAttribute('data-favorite')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('data-favorite')).toBe('true');
    await page.reload();
    await page.waitForSelector('[data-test=list-row]');
    const starAfter = page
      .locator('[data-test=list-row]', { hasText: 'Revenue by Region' })
      .locator('[data-test=favorite-star]');
    await expect.poll(() => starAfter.getAttribute('data-favorite')).toBe('true');
    await page.click('[data-test=list-view-toggle] .ant-segmented-item >> nth=0');
    await page.waitForSelector('[data-test=list-card]');
    await screenshot(page, 'lists-03-chart-cards');
    await page.click('[data-test=list-view-toggle] .ant-segmented-item >> nth=1');
    await page.waitForSelector('[data-test=list-row]');
  });

  it('shows the starred chart on the home page', async () => {
    await page.goto(`${server.url}/superset/welcome/`);
    await page.waitForSelector('[data-test=home-panel-chart] [data-test=home-item]');
    expect(await page.textContent('[data-test=home-panel-chart]')).toContain('Revenue by Region');
  });

  it("shows a chart's tags and finds it by the Tag filter", async () => {
    const q = encodeURIComponent(
      "(filters:!((col:slice_name,opr:eq,value:'Revenue by Region')),columns:!(id))",
    );
    const found = await api('GET', `/api/v1/chart/?q=${q}`);
    const id = (found.body.result?.[0] as { id?: number } | undefined)?.id;
    expect(
      (await api('POST', `/api/v1/tag/chart/${id}/`, { properties: { tags: ['finance'] } })).status,
    ).toBe(201);
    await page.goto(`${server.url}/chart/list/`);
    await page.waitForSelector('[data-test=list-row]');
    const row = page.locator('[data-test=list-row]', { hasText: 'Revenue by Region' });
    await expect.poll(() => row.locator('.list-tags .ant-tag').allTextContents()).toEqual(['finance']);
    await pickOption('[data-test=list-filter-tag]', 'finance');
    await expect.poll(rowNames).toEqual(['Revenue by Region']);
    await screenshot(page, 'lists-03b-chart-tag-filter');
  });
});

describe('export, delete and import a dashboard', () => {
  let bundlePath: string;

  it('exports the dashboard as a ZIP', async () => {
    await page.click('[data-test=nav-dashboards]');
    await page.waitForSelector('[data-test=list-row]');
    await screenshot(page, 'lists-05-dashboard-list');
    const row = page.locator('[data-test=list-row]', { hasText: 'Tessera Sales Overview' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.locator('[data-test=row-export]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dashboard_export_\d{8}T\d{6}\.zip$/);
    bundlePath = join(screenshotDir, 'lists-dashboard-export.zip');
    await download.saveAs(bundlePath);
    expect(readFileSync(bundlePath).subarray(0, 2).toString()).toBe('PK');
  });

  it('deletes it once DELETE is typed', async () => {
    const row = page.locator('[data-test=list-row]', { hasText: 'Tessera Sales Overview' });
    await row.locator('[data-test=row-delete]').click();
    await page.waitForSelector('[data-test=delete-modal-input]');
    expect(await page.locator('[data-test=delete-modal-confirm]').isDisabled()).toBe(true);
    await page.fill('[data-test=delete-modal-input]', 'DELETE');
    await screenshot(page, 'lists-06-delete-confirm');
    await page.click('[data-test=delete-modal-confirm]');
    await page.waitForSelector('text=Deleted: Tessera Sales Overview');
    await expect
      .poll(() => page.locator('[data-test=list-row]', { hasText: 'Tessera Sales Overview' }).count())
      .toBe(0);
  });

  it('imports the file back through the dialog and opens the dashboard', async () => {
    await page.click('[data-test=import-button]');
    await page.waitForSelector('[data-test=import-modal]');
    await page.setInputFiles('[data-test=import-modal] input[type=file]', bundlePath);
    await screenshot(page, 'lists-07-import-dialog');
    await page.click('[data-test=import-modal-submit]');
    await page.waitForSelector('[data-test=list-row] a:has-text("Tessera Sales Overview")');
    await page.click('[data-test=list-row] a:has-text("Tessera Sales Overview")');
    await page.waitForSelector('[data-test=dashboard-title]');
    expect(await page.textContent('[data-test=dashboard-title]')).toContain('Tessera Sales Overview');
    await page.waitForSelector('[data-test=dashboard-chart]');
    await page.waitForSelector('[data-test=chart-container][data-status=rendered]', { timeout: 60_000 });
  });

  it('lists what was just viewed among the recents on the home page', async () => {
    await page.goto(`${server.url}/superset/welcome/`);
    // The event log writes in batches each second: ask again until the visit is in.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.waitForSelector('[data-test=home-panel-chart]');
          await page.waitForSelector('[data-test=home-recent], #home-recent-title + .tessera-empty');
          const recent = page.locator('[data-test=home-recent]');
          return recent.locator('a').count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      // The dashboard's charts log their loads as they draw; at most 3 show (of the 5 asked for).
      .toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-test=home-recent] a').count()).toBeLessThanOrEqual(3);
    expect(await page.textContent('[data-test=home-recent]')).toMatch(/Viewed (just now|.+ ago)/);
    expect(await page.textContent('[data-test=home-panel-chart]')).toContain('Revenue by Region');
    await screenshot(page, 'lists-04-home');
  });

  it('asks before overwriting, and explains a broken file', async () => {
    await page.goto(`${server.url}/dashboard/list/`);
    await page.click('[data-test=import-button]');
    await page.setInputFiles('[data-test=import-modal] input[type=file]', bundlePath);
    await page.click('[data-test=import-modal-submit]');
    await page.waitForSelector('[data-test=import-modal-overwrite]');
    expect(await page.textContent('[data-test=import-modal]')).toContain(
      'already exists and `overwrite=true` was not passed',
    );
    await screenshot(page, 'lists-08-import-overwrite');
    await page.fill('[data-test=import-modal-overwrite]', 'OVERWRITE');
    await page.click('[data-test=import-modal-submit]');
    await page.waitForSelector('[data-test=import-modal]', { state: 'detached' });

    await page.click('[data-test=import-button]');
    await page.setInputFiles('[data-test=import-modal] input[type=file]', {
      name: 'broken.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip'),
    });
    await page.click('[data-test=import-modal-submit]');
    await page.waitForSelector('[data-test=import-modal-error]');
    const text = await page.textContent('[data-test=import-modal-error]');
    expect(text).toContain('An error occurred while importing dashboard: Not a ZIP file');
    expect(text).toContain('Please re-export your file and try importing again');
    await screenshot(page, 'lists-09-import-error');
    await page.keyboard.press('Escape');
  });
});

describe('other lists', () => {
  it('shows datasets and the dashboards as cards', async () => {
    await page.goto(`${server.url}/dashboard/list/`);
    await page.click('[data-test=list-view-toggle] .ant-segmented-item >> nth=0');
    await page.waitForSelector('[data-test=list-card]');
    await screenshot(page, 'lists-10-dashboard-cards');
    await page.click('[data-test=nav-datasets]');
    await page.waitForSelector('[data-test=list-row]');
    await screenshot(page, 'lists-11-dataset-list');
  });

  it('adds an annotation layer and an annotation', async () => {
    await page.goto(`${server.url}/annotationlayer/list/`);
    await page.waitForSelector('text=No annotation layers yet');
    await screenshot(page, 'lists-12-annotation-layers-empty');
    await page.click('[data-test=layer-add] >> nth=0');
    await page.fill('[data-test=layer-modal-name]', 'Releases');
    await page.fill('[data-test=layer-modal-descr]', 'Product releases');
    await page.click('[data-test=layer-modal-save]');
    await page.waitForSelector('[data-test=list-row] a:has-text("Releases")');
    await screenshot(page, 'lists-13-annotation-layers');
    await page.click('[data-test=list-row] a:has-text("Releases")');
    await page.waitForSelector('text=No annotations yet');
    await page.click('[data-test=annotation-add] >> nth=0');
    await page.fill('[data-test=annotation-short]', 'v1.0');
    await page.fill('[data-test=annotation-start]', '2024-01-10T10:00');
    await page.fill('[data-test=annotation-end]', '2024-01-09T10:00');
    await page.fill('[data-test=annotation-json]', '{"team": "core"}');
    await page.click('[data-test=annotation-modal-save]');
    await page.waitForSelector('text=End date must be after start date');
    await page.fill('[data-test=annotation-end]', '2024-01-12T10:00');
    await screenshot(page, 'lists-14-annotation-editor');
    await page.click('[data-test=annotation-modal-save]');
    await page.waitForSelector('[data-test=list-row]:has-text("v1.0")');
    expect(await page.textContent('[data-test=list-row]')).toContain('2024-01-10 10:00');
    await screenshot(page, 'lists-15-annotations');
  });

  it('lists databases on the shared list page, with its filters', async () => {
    await ensureSignedIn();
    await page.goto(`${server.url}/databaseview/list/`);
    await page.waitForSelector('[data-test=list-row]');
    await pickOption('[data-test=list-filter-sqllab]', 'Yes');
    await expect.poll(rowNames).not.toEqual([]);
    await screenshot(page, 'lists-16-databases');
    await pickOption('[data-test=list-filter-sqllab]', 'No');
    await page.waitForSelector('text=No databases match these filters');
    await screenshot(page, 'lists-17-databases-filtered-empty');
  });

  it('asks for the password of a database on import, and imports it once given', async () => {
    await ensureSignedIn();
    const created = await api('POST', '/api/v1/database/', {
      database_name: 'Warehouse',
      // Never connected here: the bundle carries the URI with its password masked.
      sqlalchemy_uri: 'postgresql://scott:tiger@127.0.0.1:5432/warehouse',
    });
    expect(created.status).toBe(201);
    await page.goto(`${server.url}/databaseview/list/`);
    const row = page.locator('[data-test=list-row]', { hasText: 'Warehouse' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.locator('[data-test=row-export]').click(),
    ]);
    const zipPath = join(screenshotDir, 'lists-database-export.zip');
    await download.saveAs(zipPath);
    expect((await api('DELETE', `/api/v1/database/${created.body.id}`)).status).toBe(200);
    await page.reload();
    await page.waitForSelector('[data-test=list-row]');
    expect(await row.count()).toBe(0);

    await page.click('[data-test=import-button]');
    await page.setInputFiles('[data-test=import-modal] input[type=file]', zipPath);
    await page.click('[data-test=import-modal-submit]');
    await page.waitForSelector('[data-test=import-modal-password]');
    expect(await page.textContent('[data-test=import-modal]')).toMatch(/databases\/\S+\.yaml password/);
    await screenshot(page, 'lists-17b-import-password');
    await page.fill(
      '[data-test=import-modal-password] input, input[data-test=import-modal-password]',
      'tiger',
    );
    await page.click('[data-test=import-modal-submit]');
    await page.waitForSelector('[data-test=import-modal]', { state: 'detached' });
    await page.waitForSelector('[data-test=list-row]:has-text("Warehouse")');
  });

  it('draws a chart whose type a dynamic plugin brings; a broken plugin breaks nothing', async () => {
    await ensureSignedIn();
    const hello = await api('POST', '/dynamic-plugins/api/create', {
      name: 'Hello chart',
      key: 'hello_chart',
      bundle_url: `${bundleOrigin}/hello.js`,
    });
    expect(hello.status).toBe(200);
    await api('POST', '/dynamic-plugins/api/create', {
      name: 'Broken',
      key: 'broken-plugin',
      bundle_url: `${bundleOrigin}/broken-plugin.js`,
    });
    // The dataset of an example chart, whose metric and column the plugin's default query uses.
    const q = encodeURIComponent("(filters:!((col:slice_name,opr:eq,value:'Revenue by Region')))");
    const examples = await api('GET', `/api/v1/chart/?q=${q}`);
    const datasetId = examples.body.result?.[0]?.datasource_id as number;
    const chart = await api('POST', '/api/v1/chart/', {
      slice_name: 'Hello plugin chart',
      viz_type: 'hello_chart',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'hello_chart',
        datasource: `${datasetId}__table`,
        metrics: ['sum__revenue'],
        groupby: ['region'],
        row_limit: 100,
      }),
    });
    expect([200, 201]).toContain(chart.status);
    await page.goto(`${server.url}/explore/?slice_id=${chart.body.id}`);
    await page.waitForSelector('[data-test=hello-chart]', { timeout: 60_000 });
    expect(await page.textContent('[data-test=hello-chart]')).toMatch(
      /Hello from a plugin: [1-9]\d* regions/,
    );
    await page.waitForSelector('[data-test=chart-container][data-status=rendered]');
    await screenshot(page, 'lists-18-dynamic-plugin-chart');
    // The app goes on: a list page still works after the broken bundle failed.
    await page.click('[data-test=nav-charts]');
    await page.waitForSelector('[data-test=list-row]');
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
