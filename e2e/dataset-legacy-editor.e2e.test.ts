// With DISABLE_LEGACY_DATASOURCE_EDITOR off, the edit-dataset modal (900 px high, spec 000 point 7)
// offers "Use legacy datasource editor": it opens the dataset's edit URL, /tablemodelview/edit/{id},
// a full-page editor with the same tabs that saves the same way.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
let ordersId: number;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ TESSERA_FEATURE_FLAGS: '{"DISABLE_LEGACY_DATASOURCE_EDITOR": false}' });
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword, provider: 'db' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const datasets = await fetch(`${server.url}/api/v1/dataset/?q=${encodeURIComponent('(page_size:100)')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const found = ((await datasets.json()) as { result: { id: number; table_name: string }[] }).result.find(
    (d) => d.table_name === 'tessera_orders',
  );
  if (!found) throw new Error('no tessera_orders dataset among the examples');
  ordersId = found.id;

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
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

const modalHeight = async () =>
  Math.round((await page.locator('.dataset-editor-modal .ant-modal-container').boundingBox())?.height ?? 0);

describe('the legacy dataset editor', () => {
  it('opens the edit-dataset modal 900 px high, or as high as a smaller window allows', async () => {
    await page.goto(`${server.url}/explore/?dataset_id=${ordersId}&viz_type=table`);
    await page.waitForSelector('[data-test=datasource-name]');
    await page.click('[data-test=datasource-menu-trigger]');
    await page.click('.ant-dropdown-menu-item >> text=Edit dataset');
    await page.locator('.dataset-editor-modal').getByText('Metrics (').waitFor();
    await expect.poll(modalHeight).toBe(900);
    await screenshot(page, 'dataset-legacy-01-modal-900');
    // A 700 px window: the whole modal, footer included, stays in view.
    await page.setViewportSize({ width: 1280, height: 700 });
    await expect.poll(modalHeight).toBe(668);
    const footer = await page.locator('.dataset-editor-footer').boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(700);
    await screenshot(page, 'dataset-legacy-02-modal-small-window');
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  it('opens the full-page editor from the modal, and Cancel comes back to Explore', async () => {
    await page
      .locator('.dataset-editor-modal')
      .getByRole('button', { name: 'Use legacy datasource editor' })
      .click();
    await page.waitForURL(new RegExp(`/tablemodelview/edit/${ordersId}$`));
    const editor = page.locator('[data-test=dataset-edit-page]');
    await editor.getByText('Metrics (').waitFor({ timeout: 60_000 });
    expect(await editor.locator('h3').textContent()).toBe('Edit Dataset tessera_orders');
    await editor.getByRole('tab', { name: /^Columns/ }).click();
    await screenshot(page, 'dataset-legacy-03-page');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/explore\//);
    await page.waitForSelector('[data-test=datasource-name]');
  });

  it('saves a metric label from the page and lands on the dataset list', async () => {
    await page.goto(`${server.url}/tablemodelview/edit/${ordersId}`);
    const editor = page.locator('[data-test=dataset-edit-page]');
    await editor.getByText('Metrics (').waitFor({ timeout: 60_000 });
    await editor.getByRole('button', { name: /Add item/ }).click();
    await editor.getByLabel('Metric name').first().fill('orders_page_e2e');
    await editor.getByLabel('Metric SQL expression').first().fill('COUNT(*)');
    await editor.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm save' });
    await confirm.getByText('Are you sure you want to save and apply changes?').waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The dataset has been saved').waitFor();
    await page.waitForURL(/\/tablemodelview\/list\/$/);
    const saved = await page.evaluate(
      async (id) =>
        (await (await fetch(`/datasource/get/table/${id}/`)).json()) as {
          metrics: { metric_name: string }[];
        },
      ordersId,
    );
    expect(saved.metrics.map((m) => m.metric_name)).toContain('orders_page_e2e');
  });

  it('says an unknown dataset is not found', async () => {
    await page.goto(`${server.url}/tablemodelview/edit/987654`);
    await page.getByText('Dataset not found').waitFor({ timeout: 60_000 });
    await screenshot(page, 'dataset-legacy-04-not-found');
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
