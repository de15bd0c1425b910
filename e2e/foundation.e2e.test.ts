// The Foundation journey a new user takes: sign in, open a dataset in Explore, build a line chart,
// save it onto a new dashboard, open that dashboard and see the chart drawn.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
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

async function chooseInSelect(selector: string, text: string) {
  await page.click(selector);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

async function expectChartRendered(container: string) {
  await page.waitForSelector(`${container} [data-test=chart-container][data-status=rendered]`, {
    timeout: 60_000,
  });
}

describe('foundation journey', () => {
  it('refuses a wrong password with a clear message', async () => {
    await page.goto(`${server.url}/dashboard/list/`);
    await page.waitForSelector('[data-test=login-username]');
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', 'not-the-password');
    await page.click('[data-test=login-submit]');
    // Checking a password is deliberately slow (a key-stretching hash), slower on a busy machine.
    await expect.poll(() => page.textContent('body'), { timeout: 15_000 }).toMatch(/invalid login/i);
  });

  it('signs in and lands on the dashboards list with the example dashboard', async () => {
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForSelector('[data-test=nav-dashboards]');
    // The refused attempt above logged its 401; from here on the console must stay clean.
    consoleErrors.length = 0;
    await page.click('[data-test=nav-dashboards]');
    await page.waitForSelector('[data-test=list-row]');
    expect(await page.textContent('body')).toContain('Tessera Sales Overview');
    await screenshot(page, '01-dashboard-list');
  });

  it('opens the orders dataset in Explore and draws a line chart', async () => {
    await page.click('[data-test=nav-datasets]');
    await page.waitForSelector('[data-test=list-row]');
    await page.click('[data-test=list-row] a:has-text("tessera_orders")');
    await page.waitForURL(/\/explore\//);
    await page.waitForSelector('[data-test=explore-viz-type]');
    await chooseInSelect('[data-test=explore-viz-type]', 'Line Chart');

    await page.click('[data-test=metrics-add]');
    await page.waitForSelector('[data-test=metric-editor]');
    await chooseInSelect('[data-test=metric-saved-select]', 'Revenue');
    await page.click('[data-test=metric-save]');

    await page.click('[data-test=explore-run]');
    await expectChartRendered('body');
    const lines = await page
      .locator('[data-test=chart-container] canvas, [data-test=chart-container] svg')
      .count();
    expect(lines).toBeGreaterThan(0);
    await screenshot(page, '02-explore-line-chart');

    // Where the time went: focusing the run's elapsed time shows the server's phases.
    await page.focus('[data-test=run-summary] .run-elapsed');
    const timing = page.locator('[data-test=run-timing]');
    await timing.waitFor();
    expect(await timing.locator('th').allTextContents()).toEqual(
      expect.arrayContaining(['Compile SQL', 'Run query', 'Server total']),
    );
    await page.waitForTimeout(400); // the tooltip's opening animation, for the screenshot only
    await screenshot(page, '02b-explore-timing');
  });

  it('saves the chart onto a new dashboard and shows it there', async () => {
    await page.click('[data-test=explore-save]');
    await page.waitForSelector('[data-test=save-modal-name]');
    await page.fill('[data-test=save-modal-name]', 'E2E revenue trend');
    await chooseInSelect('[data-test=save-modal-dashboard]', 'E2E dashboard');
    await page.click('[data-test=save-modal-save-and-go]');

    await page.waitForURL(/\/superset\/dashboard\//);
    await page.waitForSelector('[data-test=dashboard-title]');
    expect(await page.textContent('[data-test=dashboard-title]')).toContain('E2E dashboard');
    const holders = page.locator('[data-test=dashboard-chart]');
    await expect.poll(() => holders.count()).toBe(1);
    expect(await holders.first().textContent()).toContain('E2E revenue trend');
    await expectChartRendered('[data-test=dashboard-chart]');
    await screenshot(page, '03-new-dashboard');
  });

  it('renders every chart of the example dashboard', async () => {
    await page.click('[data-test=nav-dashboards]');
    await page.click('[data-test=list-row] a:has-text("Tessera Sales Overview")');
    await page.waitForSelector('[data-test=dashboard-chart]');
    const count = await page.locator('[data-test=dashboard-chart]').count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect
      .poll(
        () =>
          page
            .locator(
              '[data-test=dashboard-chart] [data-test=chart-container][data-test-chart-status=rendered]',
            )
            .count(),
        {
          timeout: 60_000,
        },
      )
      .toBe(count);
    // Each holder names its chart by the saved chart's id, as Superset's holders do.
    const ids = await page
      .locator('[data-test=dashboard-chart] [data-test=chart-container]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-test-chart-id') ?? ''));
    expect(ids).toHaveLength(count);
    for (const id of ids) expect(id).toMatch(/^[1-9]\d*$/);
    expect(new Set(ids).size).toBe(count);
    await screenshot(page, '04-example-dashboard');
    expect(consoleErrors.filter((text) => !/favicon/i.test(text))).toEqual([]);
  });
});
