// Cross-filters on a dashboard: clicking a pie slice filters the other charts whose dataset has the
// pie's column (they query again and change), leaves the charts of other datasets alone, dims the
// other slices; clicking the slice again clears the filter and the charts come back. A chart's
// menu shows its query and rows, downloads its CSV and enters full screen.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { onChartDataCall } from './support/chartData';
import { firstSlicePoint as slicePoint } from './support/pie';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
/** Bodies of the chart-data requests sent since the last `sent.length = 0`. */
const sent: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  onChartDataCall(page, (call) => sent.push(call.body));
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const holder = (title: string): Locator =>
  page.locator('[data-test=dashboard-chart]', {
    has: page.locator('[data-test=dashboard-chart-title]', { hasText: title }),
  });
const status = (title: string) =>
  holder(title).locator('[data-test=chart-container]').getAttribute('data-test-chart-status');
const totalRevenue = () => holder('Total Revenue').locator('.big-number-value').textContent();

async function allRendered() {
  await expect
    .poll(
      async () => {
        const statuses = await page
          .locator('[data-test=dashboard-chart] [data-test=chart-container]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-test-chart-status')));
        return statuses.length > 0 && statuses.every((s) => s === 'rendered');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

const firstSlicePoint = () => slicePoint(holder('Orders by Channel'));

describe('dashboard cross-filters', () => {
  let before = '';

  it('opens the example dashboard with every chart drawn', async () => {
    await page.click('[data-test=nav-dashboards]');
    await page.click('[data-test=list-row] a:has-text("Tessera Sales Overview")');
    await page.waitForSelector('[data-test=dashboard-chart]');
    await allRendered();
    before = (await totalRevenue()) ?? '';
    expect(before).not.toBe('');
  });

  it('a click on a pie slice filters the charts of the same dataset, not the others', async () => {
    sent.length = 0;
    const point = await firstSlicePoint();
    await page.mouse.click(point.x, point.y);
    // The big number of the same dataset queries again with the channel filter and changes.
    await expect.poll(totalRevenue, { timeout: 60_000 }).not.toBe(before);
    await allRendered();
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) {
      expect(body).toContain('"col":"channel"');
      // The sessions dataset has no channel column: its charts keep their answers.
      expect(body).not.toContain('session_start');
      // The pie keeps its own answer and shows its selection, not a filtered pie of one slice.
      expect(body).not.toContain('"columns":["channel"]');
    }
    await page.mouse.move(0, 0);
    await screenshot(page, 'cross-filter-applied');
  });

  it('a second click on the slice clears the filter and the charts come back', async () => {
    sent.length = 0;
    const point = await firstSlicePoint();
    await page.mouse.click(point.x, point.y);
    await expect.poll(totalRevenue, { timeout: 60_000 }).toBe(before);
    await allRendered();
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(body).not.toContain('"col":"channel"');
    expect(await status('Orders by Channel')).toBe('rendered');
    expect(consoleErrors).toEqual([]);
  });
});

describe('drill to detail', () => {
  it('a right click on a slice offers the rows behind it, and the modal pages through them', async () => {
    await allRendered();
    const point = await firstSlicePoint();
    await page.mouse.click(point.x, point.y, { button: 'right' });
    await page.getByRole('menuitem', { name: 'Drill to detail by' }).hover();
    const byChannel = page.getByRole('menuitem', { name: /^channel = / });
    const label = (await byChannel.textContent()) ?? '';
    const channel = label.replace(/^channel = /, '');
    await byChannel.click();
    const modal = page.locator('.ant-modal', { hasText: 'Drill to detail: Orders by Channel' });
    await modal.waitFor();
    await expect
      .poll(() => modal.locator('[data-test=drill-detail-count]').textContent(), { timeout: 60_000 })
      .toMatch(/rows/);
    await expect(modal.locator('[data-test=drill-detail-filters]').textContent()).resolves.toContain(label);
    // 50 rows a page, each of the clicked channel.
    const cells = modal.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => cells.count(), { timeout: 60_000 }).toBe(50);
    const header = await modal.locator('.ant-table-thead th').allTextContents();
    const channelColumn = header.indexOf('channel');
    expect(channelColumn).toBeGreaterThanOrEqual(0);
    const values = await cells.evaluateAll(
      (rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent ?? ''),
      channelColumn,
    );
    expect(new Set(values)).toEqual(new Set([channel]));
    await screenshot(page, 'drill-to-detail');
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await modal.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
  });
});

describe("a chart's menu", () => {
  it('shows the query and the rows, downloads the CSV and enters full screen', async () => {
    await allRendered();
    const pie = holder('Orders by Channel');
    const openMenu = async () => {
      await pie.getByRole('button', { name: /More actions for/ }).click();
    };
    await openMenu();
    await page.getByRole('menuitem', { name: 'View query' }).click();
    const query = page.locator('[data-test=chart-menu-query]');
    await expect.poll(() => query.textContent(), { timeout: 60_000 }).toMatch(/SELECT[\s\S]*channel/i);
    await page.locator('.ant-modal-close').click();
    await query.waitFor({ state: 'detached' });

    await openMenu();
    await page.getByRole('menuitem', { name: 'View as table' }).click();
    const rows = page.locator('[data-test=chart-menu-modal-results] .ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThan(1);
    await page.locator('.ant-modal-close').click();
    await rows.first().waitFor({ state: 'detached' });

    await openMenu();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Orders by Channel.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toContain('channel');

    await openMenu();
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    await expect.poll(() => pie.getAttribute('class'), { timeout: 10_000 }).toContain('is-fullscreen');
    await expect.poll(() => status('Orders by Channel'), { timeout: 30_000 }).toBe('rendered');
    await screenshot(page, 'chart-fullscreen');
    await page.keyboard.press('Escape');
    await expect.poll(() => pie.getAttribute('class'), { timeout: 10_000 }).not.toContain('is-fullscreen');
    expect(consoleErrors).toEqual([]);
  });
});
