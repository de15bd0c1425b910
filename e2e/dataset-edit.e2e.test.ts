// The dataset card's menu in Explore: edit a dataset's metric in the edit-dataset modal and see it
// in Explore's metric list, open the chart's SQL in SQL Lab (the form post), and change the
// chart's dataset through the change-dataset dialog.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ordersId: number;
const consoleErrors: string[] = [];

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword, provider: 'db' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const databases = await api<{ result: { id: number; database_name: string }[] }>(
    token,
    '/api/v1/database/',
  );
  const examples = databases.result.find((d) => d.database_name === 'examples');
  if (!examples) throw new Error('no examples database');
  // The examples' datasets, or new ones when the install has none for these tables.
  const existing = await api<{ result: { id: number; table_name: string }[] }>(
    token,
    `/api/v1/dataset/?q=${encodeURIComponent('(page_size:100)')}`,
  );
  const datasetOf = async (table: string) =>
    existing.result.find((d) => d.table_name === table)?.id ??
    (await api<{ id: number }>(token, '/api/v1/dataset/', { database: examples.id, table_name: table })).id;
  ordersId = await datasetOf('tessera_orders');
  await datasetOf('tessera_countries');

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-sqllab]');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openMenu(item: string) {
  await page.click('[data-test=datasource-menu-trigger]');
  await page.click(`.ant-dropdown-menu-item >> text=${item}`);
}

describe('the dataset menu in Explore', () => {
  it('edits a metric in the edit-dataset modal and shows it in the metric list', async () => {
    await page.goto(`${server.url}/explore/?dataset_id=${ordersId}&viz_type=table`);
    await page.waitForSelector('[data-test=datasource-name]');
    await openMenu('Edit dataset');
    const modal = page.locator('.dataset-editor-modal');
    await modal.getByText('Metrics (').waitFor();
    await modal.getByRole('button', { name: /Add item/ }).click();
    await modal.getByLabel('Metric name').first().fill('orders_e2e');
    // Invalid until the metric has its SQL: Save is disabled and the reason is listed.
    expect(await modal.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await modal.textContent()).toContain('Metric “orders_e2e” needs a SQL expression');
    await modal.getByLabel('Metric SQL expression').first().fill('COUNT(*)');
    await modal.getByLabel('Metric label').first().fill('Orders (e2e)');
    await screenshot(page, 'dataset-edit-01-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm save' });
    await confirm.getByText('Are you sure you want to save and apply changes?').waitFor();
    await screenshot(page, 'dataset-edit-02-confirm');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The dataset has been saved').waitFor();
    await expect.poll(() => page.textContent('.explore-dataset')).toContain('Orders (e2e)');
    await screenshot(page, 'dataset-edit-03-metric-in-explore');
  });

  it('opens the chart’s SQL in SQL Lab by the form post', async () => {
    const opened = context.waitForEvent('page');
    await openMenu('View in SQL Lab');
    const sqlLab = await opened;
    await sqlLab.waitForURL(/\/sqllab\/$/, { timeout: 60_000 });
    await sqlLab.waitForSelector('[data-test=sqllab-editor]');
    await expect
      .poll(() => sqlLab.textContent('[data-test=sqllab-editor]'))
      .toMatch(/FROM\s+\S*tessera_orders/i);
    expect(await sqlLab.textContent('.sqllab-tabs')).toContain('tessera_orders (explore)');
    await screenshot(sqlLab, 'dataset-edit-04-sqllab');
    await sqlLab.close();
  });

  it('changes the chart’s dataset through the dialog', async () => {
    await openMenu('Change dataset');
    const dialog = page.getByRole('dialog', { name: 'Change dataset' });
    await dialog.getByText('Changing the dataset may break the chart').first().waitFor();
    await dialog.getByLabel('Search datasets').fill('countries');
    // The server filters the table (table_name contains the search text).
    await expect.poll(() => dialog.locator('.ant-table-row').count(), { timeout: 20_000 }).toBe(1);
    expect(await dialog.locator('.ant-table-row').textContent()).toContain('tessera_countries');
    await screenshot(page, 'dataset-edit-05-change-dialog');
    await dialog.locator('.ant-table-row', { hasText: 'tessera_countries' }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Successfully changed dataset!').waitFor();
    // Explore reopens on the new dataset with the chart's settings behind a form_data_key.
    await page.waitForURL(/form_data_key=/);
    await page.waitForTimeout(3000);
    await screenshot(page, 'dataset-edit-06-changed');
    await expect
      .poll(() => page.textContent('[data-test=datasource-name]'), { message: page.url() })
      .toBe('tessera_countries');
    expect(consoleErrors).toEqual([]);
  });
});

describe('SQL Lab results at 100,000 rows', () => {
  it('scrolls the virtualised grid to its last row with only the rows in view in the DOM', async () => {
    await page.goto(`${server.url}/sqllab/`);
    await page.waitForSelector('[data-test=sqllab-editor]');
    await page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
      storage.setItem(
        'tessera.sqllab.tabs.v1',
        JSON.stringify({
          activeId: 'grid',
          tabs: [
            {
              id: 'grid',
              title: 'Big result',
              sql: 'SELECT order_id, region, country, revenue FROM tessera_orders',
              dbId: null,
              schema: null,
              queryLimit: 100000,
              savedQueryId: null,
            },
          ],
        }),
      );
    });
    await page.reload();
    await page.waitForSelector('[data-test=sqllab-editor]');
    await expect.poll(() => page.textContent('[data-test=sqllab-database]')).toContain('examples');
    await page.click('[data-test=sqllab-run]');
    await page.waitForSelector('[data-test=sqllab-result-row], [data-test=sqllab-error]', {
      timeout: 120_000,
    });
    const failure = await page.locator('[data-test=sqllab-error]').count();
    expect(failure ? await page.textContent('[data-test=sqllab-error]') : null).toBeNull();
    await expect
      .poll(() => page.textContent('[data-test=sqllab-row-count]'), { timeout: 60_000 })
      .toMatch(/100,?000/);
    // Only the rows in view are in the DOM.
    expect(await page.locator('[data-test=sqllab-result-row]').count()).toBeLessThan(100);
    const longTasks = await page.evaluate(async () => {
      const grid = document.querySelector('[data-test=sqllab-results]') as HTMLElement;
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      for (let frame = 0; frame < 120; frame++) {
        grid.scrollTop += 2400;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      observer.disconnect();
      return { tasks, scrolled: grid.scrollTop };
    });
    expect(longTasks.scrolled).toBeGreaterThan(200_000);
    // Scrolling a few rows rewrites the row elements in place: none moves, and at most one is
    // created (when one more row fits in view than before).
    const recycled = await page.evaluate(async () => {
      const grid = document.querySelector('[data-test=sqllab-results]') as HTMLElement;
      const root = (document.querySelector('[data-test=sqllab-grid-host]') as HTMLElement).shadowRoot;
      const rowsNow = () => Array.from(root?.querySelectorAll('[data-test=sqllab-result-row]') ?? []);
      const before = rowsNow();
      grid.scrollTop += 5 * 28;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const after = rowsNow();
      const kept = after.filter((row) => before.includes(row));
      return {
        created: after.length - kept.length,
        kept: kept.length,
        inOrder: kept.every((row, i) => i === 0 || before.indexOf(row) > before.indexOf(kept[i - 1]!)),
        before: before.length,
      };
    });
    expect(recycled.created, JSON.stringify(recycled)).toBeLessThanOrEqual(1);
    expect(recycled.kept).toBeGreaterThanOrEqual(recycled.before - 1);
    expect(recycled.inOrder).toBe(true);
    // Still only the rows in view after 120 jumps, and the last row is reachable.
    expect(await page.locator('[data-test=sqllab-result-row]').count()).toBeLessThan(100);
    await page.evaluate(() => {
      const grid = document.querySelector('[data-test=sqllab-results]') as HTMLElement;
      grid.scrollTop = grid.scrollHeight;
    });
    await expect
      .poll(() => page.locator('[data-test=sqllab-result-row] th').last().textContent())
      .toBe('100000');
    // Long tasks while scrolling are reported, not asserted: on a shared two-core machine they
    // measure the neighbours as much as the grid (see the report of issue 10's SQL Lab work).
    console.info(`SQL Lab grid: long tasks while scrolling 100,000 rows: ${JSON.stringify(longTasks.tasks)}`);
    await screenshot(page, 'dataset-edit-07-sqllab-100k');
  });
});
