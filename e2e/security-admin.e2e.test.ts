// Security administration end to end: an admin gives a new Gamma user access to one dataset
// through a custom role (Settings > List Roles, List Users) and limits its rows with a row level
// security rule; the user then signs in, sees only that dataset's chart and dashboard, and only its rows.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
let salesDataset: number;
let salesChart: number;

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { id?: number };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signIn(username: string, password: string) {
  await page.goto(`${server.url}/chart/list/`);
  await page.waitForSelector('[data-test=login-username]');
  await page.fill('[data-test=login-username]', username);
  await page.fill('[data-test=login-password]', password);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=settings-menu]');
}

async function openSettings(item: string) {
  await page.click('[data-test=settings-menu]');
  await page.click(`[data-test=${item}]`);
}

beforeAll(async () => {
  server = await startServer({ TESSERA_LOAD_EXAMPLES: 'false' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const path = join(server.home, 'uploads', 'company.db');
  const db = new SQLite(path);
  db.exec(`create table sales (region text, amount real);
    insert into sales values ('North', 10), ('North', 5), ('South', 20), ('East', 7);
    create table salaries (name text, salary real); insert into salaries values ('Ann', 100);`);
  db.close();
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword, provider: 'db' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const database = await api(token, 'POST', '/api/v1/database/', {
    database_name: 'company',
    sqlalchemy_uri: `sqlite:///${path}`,
  });
  const dataset = async (table_name: string, columns: string[]) =>
    (
      await api(token, 'POST', '/api/v1/dataset/', {
        database: database.id,
        table_name,
        columns: columns.map((column_name) => ({ column_name, type: 'TEXT' })),
      })
    ).id as number;
  salesDataset = await dataset('sales', ['region', 'amount']);
  const salariesDataset = await dataset('salaries', ['name', 'salary']);
  const dashboard = async (dashboard_title: string) =>
    (await api(token, 'POST', '/api/v1/dashboard/', { dashboard_title, published: true })).id as number;
  const salesBoard = await dashboard('Sales board');
  const salariesBoard = await dashboard('Salaries board');
  const chart = async (
    slice_name: string,
    datasource_id: number,
    groupby: string,
    column: string,
    board: number,
  ) =>
    (
      await api(token, 'POST', '/api/v1/chart/', {
        slice_name,
        viz_type: 'table',
        datasource_id,
        datasource_type: 'table',
        dashboards: [board],
        params: JSON.stringify({
          viz_type: 'table',
          datasource: `${datasource_id}__table`,
          groupby: [groupby],
          metrics: [{ expressionType: 'SQL', sqlExpression: `SUM(${column})`, label: 'total' }],
          row_limit: 100,
        }),
      })
    ).id as number;
  salesChart = await chart('Sales by region', salesDataset, 'region', 'amount', salesBoard);
  await chart('Secret salaries', salariesDataset, 'name', 'salary', salariesBoard);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('security administration', () => {
  it('creates a role that can read the sales dataset', async () => {
    await signIn('admin', server.adminPassword);
    await openSettings('menu-roles');
    await page.waitForSelector('[data-test=roles] .ant-table-row');
    expect(await page.textContent('[data-test=roles]')).toContain('Gamma');
    // The shared list page: built-in roles can be edited but not deleted.
    const adminRow = page.locator('[data-test=roles] [data-test=list-row]', { hasText: 'Admin' });
    expect(await adminRow.locator('[aria-label="Edit Admin"]').count()).toBe(1);
    expect(await adminRow.locator('[data-test=row-delete]').count()).toBe(0);
    await screenshot(page, 'security-01-roles');
    await page.click('[data-test=roles-add]');
    await page.fill('#role-name', 'Sales readers');
    const search = page.getByPlaceholder('Search permissions').first();
    await search.fill('[sales]');
    await page
      .locator('.security-transfer .ant-transfer-section')
      .first()
      .getByText(/datasource access on \[company\]\.\[sales\]/)
      .click();
    await page.locator('.security-transfer .ant-transfer-actions button').first().click();
    await expect
      .poll(() => page.locator('.security-transfer .ant-transfer-section').nth(1).textContent())
      .toContain('datasource access on [company].[sales]');
    await screenshot(page, 'security-02-role-permissions');
    await page.click('[data-test=role-modal-save]');
    await page.getByText('Role Sales readers added').waitFor();
    await expect.poll(() => page.textContent('[data-test=roles]')).toContain('Sales readers');
  });

  it('creates a Gamma user with that role', async () => {
    await openSettings('menu-users');
    await page.waitForSelector('[data-test=users] .ant-table-row');
    await page.click('[data-test=users-add]');
    await page.fill('#user-username', 'gail');
    await page.fill('#user-first_name', 'Gail');
    await page.fill('#user-last_name', 'Gamma');
    await page.fill('#user-email', 'gail@example.com');
    await page.click('#user-roles');
    await page.keyboard.type('Gamma');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sales readers');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.fill('#user-password', 'gail-pass-123');
    await page.fill('#user-confirm', 'gail-pass-123');
    await screenshot(page, 'security-03-add-user');
    await page.click('[data-test=user-modal-save]');
    await page.getByText('User gail added').waitFor();
    const row = page.locator('[data-test=users] .ant-table-row', { hasText: 'gail' });
    await expect.poll(() => row.textContent()).toContain('Sales readers');
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    await screenshot(page, 'security-04-users');
  });

  it('adds a row level security rule for the role', async () => {
    await openSettings('menu-rls');
    await page.getByText('No row level security rules yet').waitFor();
    await page.click('[data-test=rls-add]');
    await page.fill('#rls-name', 'North only');
    await page.click('#rls-tables');
    await page.keyboard.type('sales');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.click('#rls-roles');
    await page.keyboard.type('Sales readers');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.fill('#rls-group_key', 'region');
    await page.fill('#rls-clause', "region = 'North'");
    await screenshot(page, 'security-05-rls-rule');
    await page.click('[data-test=rls-modal-save]');
    await page.getByText('Rule added').waitFor();
    await expect.poll(() => page.textContent('[data-test=rls]')).toContain("region = 'North'");
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    await screenshot(page, 'security-06-rls-list');
  });

  it('lets the new user see only the granted chart, limited to its rows', async () => {
    await page.click('[data-test=settings-menu]');
    await page.click('[data-test=logout]');
    await page.waitForSelector('[data-test=login-username]');
    await signIn('gail', 'gail-pass-123');
    await page.goto(`${server.url}/chart/list/`);
    await page.getByText('Sales by region').first().waitFor();
    expect(await page.textContent('body')).not.toContain('Secret salaries');
    // No Security entries in a Gamma user's settings menu.
    await page.click('[data-test=settings-menu]');
    expect(await page.locator('[data-test=menu-users]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'security-07-gamma-chart-list');
    // Dashboards follow their charts' datasets: the salaries board stays out of sight.
    await page.goto(`${server.url}/dashboard/list/`);
    await page.getByText('Sales board').first().waitFor();
    expect(await page.textContent('body')).not.toContain('Salaries board');

    await page.goto(`${server.url}/explore/?slice_id=${salesChart}`);
    await page.getByRole('cell', { name: 'North' }).first().waitFor({ timeout: 60_000 });
    const text = await page.textContent('body');
    expect(text).not.toContain('South');
    expect(text).not.toContain('East');
    await screenshot(page, 'security-08-gamma-rls-chart');

    const refused = await page.evaluate(async () => (await fetch('/api/v1/security/users/')).status);
    expect(refused).toBe(403);
    await page.goto(`${server.url}/users/list/`);
    await page.getByText('Only administrators can manage security.').waitFor();
  });
});
