// From a file to a chart without reading docs: connect a database file that sits in the server's
// uploads directory and make a dataset of one of its tables, upload a CSV into the Uploads database a fresh install offers (with a preview
// of its rows and types first), find the new dataset in the list and open it in Explore.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const csvPath = () => join(server.home, 'city_sales.csv');

beforeAll(async () => {
  server = await startServer({ TESSERA_LOAD_EXAMPLES: 'false' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // A database file the operator put in the data directory, and a CSV on the user's disk.
  const shop = new SQLite(join(server.home, 'uploads', 'shop.db'));
  shop.exec("create table customers (id integer, name text); insert into customers values (1, 'Ada');");
  shop.close();
  writeFileSync(
    csvPath(),
    'city,sold_on,units,revenue\nLisbon,2024-01-03,4,120.5\nPorto,2024-01-04,2,64\nBraga,2024-01-05,7,210.25\n',
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('data journey', () => {
  it('signs in and opens the database connections from the settings menu', async () => {
    await page.goto(`${server.url}/dashboard/list/`);
    await page.waitForSelector('[data-test=login-username]');
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForSelector('[data-test=settings-menu]');
    await page.click('[data-test=settings-menu]');
    await page.click('[data-test=menu-databases]');
    await page.waitForSelector('[data-test=list-row]');
    // The Uploads database of a fresh install is there.
    expect(await page.textContent('.list-body')).toContain('Uploads');
    await screenshot(page, 'data-01-database-list');
  });

  it('connects a SQLite file from the uploads directory with the connection form', async () => {
    await page.click('[data-test=connect-database]');
    await page.click('[data-test=engine-sqlite]');
    await page.fill('[data-test=database-name]', 'Shop');
    await page.fill('[data-test=parameter-database]', join(server.home, 'uploads', 'shop.db'));
    await page.click('[data-test=test-connection]');
    await page.getByText('Connection looks good!').waitFor();
    await screenshot(page, 'data-02-connect-sqlite');
    await page.click('[data-test=save-database]');
    await page.waitForSelector('.db-form', { state: 'detached' });
    await expect.poll(() => page.textContent('.list-body')).toContain('Shop');
  });

  it('says why a file outside the data directories cannot be connected', async () => {
    await page.click('[data-test=connect-database]');
    await page.click('[data-test=engine-duckdb]');
    await page.fill('[data-test=parameter-database]', '/etc/passwd');
    await page.click('[data-test=test-connection]');
    await page
      .getByText(/^ERROR: /)
      .first()
      .waitFor();
    expect(await page.textContent('.ant-modal')).toContain('TESSERA_DATA_DIRS');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.db-form', { state: 'detached' });
    // The refused tests above logged their 422s; from here on the console must stay clean.
    consoleErrors.length = 0;
  });

  it('creates a dataset from a table of the new database and explores it', async () => {
    await page.click('[data-test=new-dropdown]');
    await page.click('[data-test=menu-create-dataset]');
    await page.waitForURL(/\/dataset\/add\//);
    await page.click('#create-dataset-database');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Shop"]').click();
    await page.click('[data-test=create-dataset-table-customers]');
    await page.waitForSelector('[data-test=create-dataset-columns] .ant-table-row');
    expect(await page.textContent('[data-test=create-dataset-columns]')).toContain('name');
    await screenshot(page, 'data-03-create-dataset');
    await page.click('[data-test=create-dataset-submit]');
    await page.waitForURL(/\/explore\/\?dataset_id=\d+/);
    await expect.poll(() => page.textContent('body'), { timeout: 30_000 }).toContain('customers');
  });

  it('uploads a CSV into the Uploads database from the + menu, after a preview', async () => {
    await page.click('[data-test=new-dropdown]');
    await page.click('[data-test=menu-upload-csv]');
    await page.waitForSelector('.upload-dragger');
    await page.setInputFiles('.upload-dragger input[type=file]', csvPath());
    await page.waitForSelector('[data-test=upload-preview] .ant-table-row');
    const preview = await page.textContent('[data-test=upload-preview]');
    expect(preview).toContain('Lisbon');
    expect(preview).toContain('DATE');
    expect(preview).toContain('3 rows');
    expect(await page.inputValue('[data-test=upload-table-name]')).toBe('city_sales');
    await screenshot(page, 'data-04-upload-preview');
    await page.click('[data-test=upload-submit]');
    await page.waitForSelector('[data-test=upload-explore]');
    expect(await page.textContent('.ant-modal')).toContain('3 rows uploaded');
    await screenshot(page, 'data-05-upload-done');
  });

  it('finds the new dataset and opens it in Explore', async () => {
    await page.click('[data-test=upload-explore]');
    await page.waitForURL(/\/explore\//);
    await expect.poll(() => page.textContent('body'), { timeout: 30_000 }).toContain('city_sales');
    await page.click('[data-test=nav-datasets]');
    // The list page loads on demand: the previous list's rows stay until it has, so wait for this one's.
    await page.waitForURL(/\/tablemodelview\/list\//);
    await page.waitForSelector('[data-test=list-row] a:has-text("city_sales")');
    expect(await page.textContent('.list-body')).toContain('city_sales');
    // The list offers the way to a new dataset, as the + menu does.
    await page.click('[data-test=create-dataset]');
    await page.waitForURL(/\/dataset\/add\//);
    await page.goBack();
    await page.waitForSelector('[data-test=list-row] a:has-text("city_sales")');
    await page.click('text=city_sales');
    await page.waitForURL(/\/explore\//);
    await expect.poll(() => page.textContent('body'), { timeout: 30_000 }).toContain('revenue');
    await screenshot(page, 'data-06-explore');
    expect(consoleErrors).toEqual([]);
  });
});
