// The Public role end to end: with TESSERA_PUBLIC_ROLE_LIKE=Gamma an admin grants Public one
// dataset on the roles page; a visitor who never signs in then lands on the dashboards that dataset
// feeds, opens one and sees its charts, with a Log in button instead of the user menu and no
// stars, SQL Lab or create menu; signing in from there returns to the page as the admin.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ TESSERA_PUBLIC_ROLE_LIKE: 'Gamma' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('anonymous visitors with the Public role', () => {
  it('sees nothing before Public is granted a dataset, and may sign in', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/dashboard/list/');
    await page.getByText('No dashboards yet').waitFor();
    expect(await page.locator('[data-test=settings-menu]').count()).toBe(0);
    expect(await page.locator('[data-test=new-dropdown]').count()).toBe(0);
    expect(await page.locator('[data-test=nav-sqllab]').count()).toBe(0);
    await page.click('[data-test=login-link]');
    await page.waitForURL('**/login?next=**');
  });

  it('an admin grants the Public role the orders dataset on the roles page', async () => {
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForSelector('[data-test=settings-menu]');
    expect(new URL(page.url()).pathname).toBe('/dashboard/list/');
    await page.goto(`${server.url}/roles/list/`);
    const row = page.locator('[data-test=roles] [data-test=list-row]', { hasText: 'Public' });
    await row.locator('[aria-label="Edit Public"]').click();
    await page.getByPlaceholder('Search permissions').first().fill('[tessera_orders]');
    await page
      .locator('.security-transfer .ant-transfer-section')
      .first()
      .getByText(/datasource access on \[.+\]\.\[tessera_orders\]/)
      .click();
    await page.locator('.security-transfer .ant-transfer-actions button').first().click();
    await page.click('[data-test=role-modal-save]');
    await page.getByText('Role Public saved').waitFor();
    await page.click('[data-test=settings-menu]');
    await page.click('[data-test=logout]');
    await page.waitForSelector('[data-test=login-username]');
  });

  it('lets the visitor open a dashboard of that dataset, read-only', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/dashboard/list/');
    await page.getByText('Tessera Sales Overview').first().waitFor();
    expect(await page.locator('[data-test=favorite-star]').count()).toBe(0);
    expect(await page.locator('[data-test=import-button]').count()).toBe(0);
    await screenshot(page, 'public-01-dashboards');
    await page.getByText('Tessera Sales Overview').first().click();
    await page.waitForURL('**/superset/dashboard/**');
    const holder = page.locator('[data-test=dashboard-chart]', {
      has: page.locator('[data-test=dashboard-chart-title]', { hasText: 'Total Revenue' }),
    });
    await holder
      .locator('[data-test=chart-container][data-test-chart-status=rendered]')
      .waitFor({ timeout: 60_000 });
    expect(await holder.locator('.big-number-value').textContent()).toMatch(/\$/);
    expect(await page.locator('[data-test=login-link]').count()).toBe(1);
    await screenshot(page, 'public-02-dashboard');
  });

  it('logged no console errors but the refusals of the first visit', () => {
    const unexpected = consoleErrors.filter((text) => !/favicon|status of 40[13]/i.test(text));
    expect(unexpected).toEqual([]);
  });
});
