// Explore on a SQL Lab query, as an analyst uses it: run a query, Create chart, see Explore draw
// the query itself, read its SQL in Query preview, then Save as dataset → Save & Explore lands on
// a real dataset with the chart still drawn; a second query overwrites that dataset through
// Overwrite & Explore after the confirm step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
let datasetId = 0;
const DATASET = 'qds_orders_by_country';
const QUERY = 'SELECT country, COUNT(*) AS orders FROM tessera_orders GROUP BY country';
const SECOND =
  "SELECT country, COUNT(*) AS big_orders FROM tessera_orders WHERE country <> 'X' GROUP BY country";
const WAIT = { timeout: 60_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
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

/** Runs `sql` in SQL Lab and opens Explore on it with Create chart. */
async function chartQuery(sql: string) {
  await page.goto(`${server.url}/sqllab/`);
  await page.waitForSelector('[data-test=sqllab-editor]');
  await expect.poll(() => page.textContent('[data-test=sqllab-database]'), WAIT).toContain('examples');
  await page.click('[data-test=sqllab-editor]');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
  await page.click('[data-test=sqllab-run]');
  await page.waitForSelector('[data-test=sqllab-create-chart]', WAIT);
  await page.click('[data-test=sqllab-create-chart]');
  await page.waitForURL(/\/explore\/\?form_data_key=/, WAIT);
  await page.waitForSelector('[data-test=chart-container][data-status=rendered]', WAIT);
}

async function openSaveAsDataset() {
  await page.click('[data-test=datasource-menu-trigger]');
  await page.click('[data-test=save-as-dataset-menu-item]');
  await page.waitForSelector('[data-test=save-or-overwrite-dataset-title]');
}

async function datasetSql(id: number): Promise<string> {
  const reply = await page.request.get(`${server.url}/api/v1/dataset/${id}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { result: { sql: string } }).result.sql;
}

describe('Explore on a SQL Lab query', () => {
  it('opens Create chart on the query itself and draws it', async () => {
    await chartQuery(QUERY);
    expect(await page.textContent('[data-test=datasource-name]')).toContain('FROM tessera_orders');
    const body = await page.textContent('[data-test=chart-container]');
    expect(body).toContain('country');
    await page.click('[data-test=datasource-menu-trigger]');
    await page.waitForSelector('[data-test=view-query-menu-item]');
    const menu = await page.textContent('.ant-dropdown-menu');
    expect(menu).toContain('Query preview');
    expect(menu).toContain('View in SQL Lab');
    expect(menu).toContain('Save as dataset');
    expect(menu).not.toContain('Change dataset');
    await page.screenshot({ path: '/tmp/qds-menu.png' });
    await screenshot(page, 'explore-query-01-menu');
  });

  it('shows the query in Query preview', async () => {
    await page.click('[data-test=view-query-menu-item]');
    await page.waitForSelector('[data-test=query-preview-sql]');
    expect(await page.textContent('[data-test=query-preview-sql]')).toContain(QUERY);
    expect(await page.textContent('.ant-modal-footer')).toContain('Open in SQL Lab');
    await page.screenshot({ path: '/tmp/qds-preview.png' });
    await screenshot(page, 'explore-query-02-preview');
    await page.click('[data-test=query-preview-save-as-dataset]');
    await page.waitForSelector('[data-test=save-or-overwrite-dataset-title]');
    await page.screenshot({ path: '/tmp/qds-modal.png' });
    await screenshot(page, 'explore-query-03-save-modal');
  });

  it('saves it as a dataset and lands on Explore with the chart still drawn', async () => {
    await page.fill('[data-test=save-dataset-name]', DATASET);
    await page.click('[data-test=save-dataset-save]');
    await page.waitForURL(/\/explore\/\?dataset_id=\d+/, WAIT);
    datasetId = Number(new URL(page.url()).searchParams.get('dataset_id'));
    await expect.poll(() => page.textContent('[data-test=datasource-name]'), WAIT).toBe(DATASET);
    await expect.poll(() => page.textContent('[data-test=chart-container]'), WAIT).toContain('country');
    expect(await datasetSql(datasetId)).toBe(QUERY);
    await screenshot(page, 'explore-query-04-saved');
  });

  it('overwrites that dataset from another query after the confirm step', async () => {
    await chartQuery(SECOND);
    await openSaveAsDataset();
    await page.click('.ant-radio-wrapper >> text=Overwrite existing');
    const existing = page.getByRole('combobox', { name: 'Existing dataset' });
    await existing.click();
    await existing.fill('qds_orders');
    await page.click(`.ant-select-item-option[title="${DATASET}"]`, WAIT);
    await page.click('[data-test=save-dataset-overwrite]');
    await page.waitForSelector('[data-test=save-dataset-confirm-text]');
    expect(await page.textContent('[data-test=save-dataset-confirm-text]')).toBe(
      'Are you sure you want to overwrite this dataset?',
    );
    await page.screenshot({ path: '/tmp/qds-overwrite-confirm.png' });
    await page.click('[data-test=save-dataset-overwrite]');
    await page.waitForURL(new RegExp(`/explore/\\?dataset_id=${datasetId}&`), WAIT);
    // The same single-page app: wait for the dataset's chart, not the query's one still on screen.
    await expect.poll(() => page.textContent('[data-test=datasource-name]'), WAIT).toBe(DATASET);
    await expect.poll(() => page.textContent('[data-test=chart-container]'), WAIT).toContain('big_orders');
    expect(await datasetSql(datasetId)).toBe(SECOND);
    await screenshot(page, 'explore-query-05-overwritten');
  });
});
