// SQL Lab as an analyst uses it: open SQL Lab, run a query on the examples database and see its
// rows, save it, find it in the saved-queries list and reopen it, save the result as a dataset and
// chart it; a refused query explains itself.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const QUERY = 'SELECT country, COUNT(*) AS orders FROM tessera_orders GROUP BY country ORDER BY orders DESC';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-sqllab]');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function typeQuery(sql: string) {
  await page.click('[data-test=sqllab-editor]');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // Typed text would be completed and bracket-closed by the editor; insert it as a paste does.
  await page.keyboard.insertText(sql);
}

describe('SQL Lab', () => {
  it('runs a query on the examples database and shows its rows', async () => {
    await page.click('[data-test=nav-sqllab]');
    await page.waitForSelector('[data-test=sqllab-editor]');
    await expect.poll(() => page.textContent('[data-test=sqllab-database]')).toContain('examples');
    await page.waitForSelector('[data-test=sqllab-table]');
    await typeQuery(QUERY);
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForSelector('[data-test=sqllab-result-row]', { timeout: 60_000 });
    const count = await page.textContent('[data-test=sqllab-row-count]');
    expect(Number(count?.replace(/\D/g, ''))).toBeGreaterThan(1);
    // The grid's table sits in a shadow root: the locator pierces it, textContent of the host would not.
    expect(await page.locator('[data-test=sqllab-results] thead').textContent()).toContain('country');
    await screenshot(page, 'sqllab-01-results');
  });

  it('explains a refused query in the server’s words', async () => {
    await typeQuery("SELECT * FROM read_csv('/etc/passwd')");
    await page.click('[data-test=sqllab-run]');
    await page.waitForSelector('[data-test=sqllab-error]');
    expect(await page.textContent('[data-test=sqllab-error]')).toContain(
      'the function read_csv() is not allowed',
    );
    // The refusal is a 400 answer the page shows; it is not a console error of the app.
    consoleErrors.length = 0;
    await typeQuery(QUERY);
  });

  it('saves the query and lists it among the saved queries', async () => {
    await page.click('[data-test=sqllab-save]');
    await page.fill('[data-test=sqllab-save-label]', 'Orders by country');
    await page.fill('[data-test=sqllab-save-description]', 'How many orders each country placed');
    await page.click('[data-test=sqllab-save-confirm]');
    await expect.poll(() => page.textContent('[data-test=sqllab-tab-title]')).toContain('Orders by country');
    await page.goto(`${server.url}/savedqueryview/list/`);
    await page.waitForSelector('[data-test=list-row]');
    expect(await page.textContent('[data-test=list-row]')).toContain('Orders by country');
    await screenshot(page, 'sqllab-02-saved-queries');
  });

  it('reopens the saved query in SQL Lab from the list', async () => {
    // A fresh browser state: the saved query comes from the server, not from the stored tabs.
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
    await page.click('[data-test=list-row] a >> text=Orders by country');
    await page.waitForURL(/\/sqllab\//);
    await expect
      .poll(() => page.textContent('[data-test=sqllab-editor]'), { timeout: 30_000 })
      .toContain('FROM tessera_orders');
    expect(await page.textContent('.sqllab-tabs')).toContain('Orders by country');
    await page.click('[data-test=sqllab-run]');
    await page.waitForSelector('[data-test=sqllab-result-row]', { timeout: 60_000 });
  });

  it('keeps the tabs across a reload and lists the runs in the history', async () => {
    await page.reload();
    await expect
      .poll(() => page.textContent('[data-test=sqllab-editor]'), { timeout: 30_000 })
      .toContain('FROM tessera_orders');
    await page.click('[data-test=sqllab-history-tab]');
    await page.waitForSelector('[data-test=sqllab-history] .ant-table-row');
    const history = await page.textContent('[data-test=sqllab-history]');
    expect(history).toContain('tessera_orders');
    expect(history).toContain('failed');
    await screenshot(page, 'sqllab-03-history');
    expect(consoleErrors).toEqual([]);
  });

  it('saves the results as a dataset, opens it in Explore and saves a chart of it', async () => {
    await page.click('[data-test=sqllab-run]');
    await page.waitForSelector('[data-test=sqllab-save-dataset]', { timeout: 60_000 });
    await page.click('[data-test=sqllab-save-dataset]');
    await page.fill('[data-test=save-dataset-name]', 'orders_by_country');
    await page.click('[data-test=save-dataset-save]');
    await page.waitForURL(/\/explore\/\?dataset_id=\d+/);
    await page.waitForSelector('[data-test=explore-viz-type]');
    expect(await page.textContent('body')).toContain('orders_by_country');
    // Chart it: Explore draws the new dataset at once (a table of COUNT(*)); save it as a chart.
    await page.click('[data-test=explore-run]');
    await page.waitForSelector('[data-test=chart-container][data-status=rendered]', { timeout: 60_000 });
    await screenshot(page, 'sqllab-04-explore-dataset');
    await page.click('[data-test=explore-save]');
    await page.fill('[data-test=save-modal-name]', 'Orders by country (SQL Lab)');
    await page.click('[data-test=save-modal-save]');
    await page.waitForURL(/slice_id=\d+/);
  });
});
