// SQL Lab's editor as an analyst works in it: autocompletion of the examples' tables and columns,
// running only the selected statement, the schema browser's columns and preview, Format, copying
// and downloading the results, the row limit, and a saved query reopened from its link, updated
// in place and saved as a new one.
import { readFile } from 'node:fs/promises';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';
import { waitInPage } from './support/waitInPage';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

interface SavedQueryBody {
  readonly id: number;
  readonly label: string;
  readonly description: string | null;
  readonly sql: string;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Copy writes to the clipboard, which the test reads back: both need the permissions.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-sqllab]');
  await page.click('[data-test=nav-sqllab]');
  await page.locator('[data-test=sqllab-database]', { hasText: 'examples' }).waitFor();
  await page.waitForSelector('[data-test=sqllab-table]');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function clearEditor() {
  await page.click('[data-test=sqllab-editor]');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
}

async function typeQuery(sql: string) {
  await clearEditor();
  // Typed text would be completed and bracket-closed by the editor; insert it as a paste does.
  await page.keyboard.insertText(sql);
}

/** The editor's text, line by line (CodeMirror draws one element per line). */
function editorLines(): Promise<string[]> {
  return page.locator('[data-test=sqllab-editor] .cm-line').allTextContents();
}

function isExecute(response: Response): boolean {
  return response.url().includes('/api/v1/sqllab/execute/') && response.request().method() === 'POST';
}

/** Runs what `trigger` starts and returns the SQL the page sent, once its answer is on screen. */
async function runAndWait(trigger: () => Promise<void>): Promise<string> {
  const executed = page.waitForResponse(isExecute, { timeout: 60_000 });
  await trigger();
  const response = await executed;
  expect(response.status()).toBe(200);
  await page.waitForSelector('[data-test=sqllab-row-count]', { timeout: 60_000 });
  return (response.request().postDataJSON() as { sql: string }).sql;
}

/** The results grid's column names (the grid lives in a shadow root; locators pierce it). */
async function resultColumns(): Promise<string[]> {
  const cells = await page.locator('[data-test=sqllab-results] thead th').allTextContents();
  return cells.map((text) => text.trim()).filter((text) => text !== '' && text !== '#');
}

async function rowCount(): Promise<number> {
  const text = (await page.textContent('[data-test=sqllab-row-count]')) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function completionOption(label: string) {
  const option = page.locator('.cm-tooltip-autocomplete li', {
    has: page.locator('.cm-completionLabel', { hasText: new RegExp(`^${label}$`) }),
  });
  await option.waitFor({ timeout: 15_000 });
  return option;
}

async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(`${server.url}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function savedQueries(): Promise<SavedQueryBody[]> {
  const body = await api<{ result: SavedQueryBody[] }>('/api/v1/saved_query/?q=(page_size:100)');
  return body.result;
}

async function pickLimit(limit: number) {
  await page.click('[data-test=sqllab-limit]');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${limit}$`) })
    .click();
  await expect.poll(() => page.textContent('[data-test=sqllab-limit]')).toBe(String(limit));
}

describe('SQL Lab editor', () => {
  it('completes a table name and then one of its columns, and the completed query runs', async () => {
    await clearEditor();
    await page.keyboard.type('SELECT * FROM tessera_cou');
    const table = await completionOption('tessera_countries');
    await screenshot(page, 'sqllab-editor-01-complete-table');
    expect(await table.getAttribute('aria-selected')).toBe('true');
    // Naming the table makes SQL Lab read its columns; completion offers them once they are in.
    const columnsRead = page.waitForResponse((r) =>
      r.url().includes('table_metadata/?name=tessera_countries'),
    );
    await page.keyboard.press('Enter');
    expect((await editorLines()).join('\n')).toBe('SELECT * FROM tessera_countries');
    await (await columnsRead).finished();
    await waitInPage(page, () => new Promise((resolve) => requestAnimationFrame(() => resolve(true))), null);

    await page.keyboard.type(' WHERE regi');
    const column = await completionOption('region');
    await screenshot(page, 'sqllab-editor-02-complete-column');
    await column.click();
    await page.keyboard.insertText(" = 'Europe'");
    expect((await editorLines()).join('\n')).toBe("SELECT * FROM tessera_countries WHERE region = 'Europe'");

    const sent = await runAndWait(() => page.keyboard.press('ControlOrMeta+Enter'));
    expect(sent).toBe("SELECT * FROM tessera_countries WHERE region = 'Europe'");
    expect(await resultColumns()).toContain('region');
    expect(await rowCount()).toBeGreaterThan(0);
  });

  it('runs only the selected statement', async () => {
    const first = 'SELECT COUNT(*) AS all_countries FROM tessera_countries;';
    const second = 'SELECT region, COUNT(*) AS countries FROM tessera_countries GROUP BY region';
    await typeQuery(`${first}\n${second}`);
    // Select the second line from its end back to its start, as Shift+Home does for a user.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Shift+Home');
    const sent = await runAndWait(() => page.keyboard.press('ControlOrMeta+Enter'));
    expect(sent).toBe(second);
    await expect.poll(resultColumns).toEqual(['region', 'countries']);
    // One row per region: several, where the whole text's first statement would give one.
    expect(await rowCount()).toBeGreaterThan(1);
    await screenshot(page, 'sqllab-editor-03-run-selection');
  });

  it('shows a table’s columns in the schema browser and previews its rows', async () => {
    const entry = page.locator('li.sqllab-table', {
      has: page.locator('.sqllab-table-name', { hasText: /^tessera_countries$/ }),
    });
    await entry.locator('[data-test=sqllab-table]').click();
    await entry.locator('[data-test=sqllab-columns]').waitFor();
    const columns = await entry.locator('[data-test=sqllab-columns] .sqllab-column-name').allTextContents();
    expect(columns).toEqual(expect.arrayContaining(['country', 'iso_code', 'region']));

    const sent = await runAndWait(() => entry.locator('[data-test=sqllab-preview]').click());
    expect(sent).toMatch(/^SELECT \*\s+FROM \w+\.tessera_countries\s+LIMIT 100$/);
    await expect.poll(resultColumns).toEqual(columns);
    expect(await rowCount()).toBeGreaterThan(0);
    expect(await page.locator('[data-test=sqllab-result-row]').first().textContent()).not.toBe('');
    await screenshot(page, 'sqllab-editor-04-preview');
  });

  it('formats the SQL in the editor', async () => {
    const messy = "select country,region from tessera_countries where region='Europe' order by country";
    await typeQuery(messy);
    await page.click('[data-test=sqllab-format]');
    await expect.poll(async () => (await editorLines()).length).toBeGreaterThan(1);
    const formatted = (await editorLines()).join('\n');
    expect(formatted).not.toBe(messy);
    expect(formatted).toMatch(/^SELECT\b/);
    // The same query, laid out again: only spaces, line breaks and keyword case differ.
    const squeeze = (sql: string) => sql.replace(/\s+/g, '').toLowerCase();
    expect(squeeze(formatted)).toBe(squeeze(messy));
    await screenshot(page, 'sqllab-editor-05-formatted');
  });

  it('copies the results to the clipboard and downloads them as CSV', async () => {
    await typeQuery('SELECT country, region FROM tessera_countries ORDER BY country');
    await runAndWait(() => page.click('[data-test=sqllab-run]'));
    const rows = await rowCount();
    expect(rows).toBeGreaterThan(1);

    await page.click('[data-test=sqllab-copy]');
    await page.waitForSelector(`.ant-message >> text=Copied ${rows} rows to the clipboard`);
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(copied[0]).toBe('country\tregion');
    expect(copied).toHaveLength(rows + 1);
    await screenshot(page, 'sqllab-editor-06-copied');

    const downloading = page.waitForEvent('download');
    await page.click('[data-test=sqllab-download]');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\n');
    expect(csv[0]).toBe('country,region');
    expect(csv).toHaveLength(rows + 1);
    // The same first row as the clipboard's (country names here hold no comma or quote).
    expect(csv[1]).toBe(copied[1]?.replace('\t', ','));
  });

  it('returns as many rows as the row limit allows', async () => {
    await typeQuery('SELECT order_id FROM tessera_orders');
    await pickLimit(10);
    await runAndWait(() => page.click('[data-test=sqllab-run]'));
    await expect.poll(rowCount).toBe(10);
    expect(await page.textContent('.sqllab-limit-notice')).toContain('the row limit was reached');
    await screenshot(page, 'sqllab-editor-07-limit-10');

    await pickLimit(100);
    await runAndWait(() => page.click('[data-test=sqllab-run]'));
    await expect.poll(rowCount).toBe(100);
  });

  it('opens a saved query from /superset/sqllab?savedQueryId=, updates it, and saves it as new', async () => {
    const label = 'Countries A to Z';
    await typeQuery('SELECT country FROM tessera_countries ORDER BY country');
    await page.click('[data-test=sqllab-save]');
    await page.fill('[data-test=sqllab-save-label]', label);
    await page.fill('[data-test=sqllab-save-description]', 'Every country by name');
    await page.click('[data-test=sqllab-save-confirm]');
    await expect
      .poll(() => page.textContent('.ant-tabs-tab-active [data-test=sqllab-tab-title]'))
      .toBe(label);
    const before = await savedQueries();
    const original = before.find((q) => q.label === label);
    expect(original).toBeDefined();
    const id = original!.id;

    // The link's exact form, followed in another browser of the same user (no tabs stored
    // there): the SQL comes from the server.
    const cookies = await page.context().cookies();
    const elsewhere = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState: { cookies, origins: [] },
    });
    page = await elsewhere.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${server.url}/superset/sqllab?savedQueryId=${id}`);
    await expect
      .poll(() => editorLines(), { timeout: 30_000 })
      .toEqual(['SELECT country FROM tessera_countries ORDER BY country']);
    expect(await page.textContent('.ant-tabs-tab-active [data-test=sqllab-tab-title]')).toBe(label);
    expect(await page.textContent('.sqllab-saved-label')).toBe(`Saved query: ${label}`);
    await screenshot(page, 'sqllab-editor-08-opened-saved-query');

    // Save → Update: the same saved query, its SQL changed, its description kept.
    await typeQuery('SELECT country FROM tessera_countries ORDER BY country DESC');
    await page.click('[data-test=sqllab-save]');
    await expect
      .poll(() => page.inputValue('[data-test=sqllab-save-description]'))
      .toBe('Every country by name');
    await screenshot(page, 'sqllab-editor-09-update-dialog');
    const updated = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/saved_query/${id}`) && r.request().method() === 'PUT',
    );
    await page.click('[data-test=sqllab-save-confirm]');
    expect((await updated).status()).toBe(200);
    const afterUpdate = await savedQueries();
    expect(afterUpdate).toHaveLength(before.length);
    const stored = await api<{ result: SavedQueryBody }>(`/api/v1/saved_query/${id}`);
    expect(stored.result).toMatchObject({
      label,
      sql: 'SELECT country FROM tessera_countries ORDER BY country DESC',
      description: 'Every country by name',
    });

    // Save → Save as new: a second saved query; the first keeps its SQL.
    await typeQuery('SELECT country, region FROM tessera_countries ORDER BY region');
    await page.click('[data-test=sqllab-save]');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/saved_query/') && r.request().method() === 'POST',
    );
    await page.click('[data-test=sqllab-save-as-new]');
    const createdBody = (await (await created).json()) as { id: number };
    expect(createdBody.id).not.toBe(id);
    const afterNew = await savedQueries();
    expect(afterNew).toHaveLength(before.length + 1);
    expect(afterNew.filter((q) => q.label === label).map((q) => [q.id, q.sql])).toEqual(
      expect.arrayContaining([
        [id, 'SELECT country FROM tessera_countries ORDER BY country DESC'],
        [createdBody.id, 'SELECT country, region FROM tessera_countries ORDER BY region'],
      ]),
    );
    expect(consoleErrors).toEqual([]);
  });
});
