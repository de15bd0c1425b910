// Explore's building blocks as a person uses them: pick a chart type in the gallery, add a simple
// filter with a value from the column's list, set a time range in 'Edit time range', run, and see
// the query carry both.
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

/** The option with exactly this text in the open select dropdown. */
const option = (text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    has: page.locator('.ant-select-item-option-content', { hasText: new RegExp(`^${text}$`) }),
  });

describe('Explore filters, time range and chart type', () => {
  it('opens the orders dataset in Explore', async () => {
    await page.goto(`${server.url}/login/`);
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForSelector('[data-test=nav-datasets]');
    await page.click('[data-test=nav-datasets]');
    await page.waitForSelector('[data-test=list-row]');
    await page.click('[data-test=list-row] a:has-text("tessera_orders")');
    await page.waitForURL(/\/explore\//);
    await page.waitForSelector('[data-test=viz-view-all]');
  });

  it('picks the Table chart from the gallery', async () => {
    await page.click('[data-test=viz-view-all]');
    await page.waitForSelector('[data-test=viz-gallery]');
    await page.click('.viz-gallery-section:has-text("Popular")');
    await screenshot(page, 'explore-filters-01-gallery');
    await page.fill('[data-test=viz-gallery-search]', 'table');
    const tile = page.locator('[data-test=viz-gallery-tile]', { hasText: /^Table$/ });
    await tile.click();
    expect(await page.textContent('[data-test=viz-gallery-details]')).toContain('Table');
    await screenshot(page, 'explore-filters-02-gallery-search');
    await page.click('[data-test=viz-gallery-select]');
    await page.waitForSelector('[data-test=viz-gallery]', { state: 'detached' });
    expect(await page.getAttribute('[data-test=viz-quick-table]', 'aria-pressed')).toBe('true');
  });

  it('adds a filter on channel with a value from the list', async () => {
    await page.click('[data-test=adhoc-filter-add]');
    await page.waitForSelector('[data-test=adhoc-filter-editor]');
    await page.click('[data-test=adhoc-filter-subject]');
    await page.keyboard.type('channel');
    await option('channel').click();
    await page.click('[data-test=adhoc-filter-operator]');
    await option('In').click();
    await page.click('[data-test=adhoc-filter-comparator]');
    await option('Online').waitFor();
    await screenshot(page, 'explore-filters-03-filter-values');
    await option('Online').click();
    // A click beside the comparator closes its list, as a person would (on the editor's active tab:
    // the list may open downwards over the footer).
    await page.click('[data-test=adhoc-filter-editor] .ant-tabs-tab-active');
    await page.waitForSelector('.ant-select-dropdown:visible', { state: 'hidden' });
    expect(await page.isDisabled('[data-test=adhoc-filter-save]')).toBe(false);
    await screenshot(page, 'explore-filters-04-filter-popover');
    await page.click('[data-test=adhoc-filter-save]');
    await expect
      .poll(() => page.locator('[data-test=adhoc-filter-pill]').allTextContents())
      .toEqual(["channel IN ('Online')"]);
  });

  it("sets an Advanced range in 'Edit time range' and sees it resolved", async () => {
    await page.click('[data-test=explore-time-range]');
    await page.waitForSelector('[data-test=time-range-editor]');
    await page.click('[data-test=time-range-type]');
    await option('Last').click();
    await page.click('label:has-text("Last year")');
    await expect.poll(() => page.textContent('[data-test=time-range-actual]')).toMatch(/≤ order_date </);
    await screenshot(page, 'explore-filters-05-time-range-last');
    await page.click('[data-test=time-range-type]');
    await option('Custom').click();
    await page.waitForSelector('[data-test=time-range-anchor]');
    await expect.poll(() => page.textContent('[data-test=time-range-actual]')).toMatch(/≤ order_date </);
    await screenshot(page, 'explore-filters-05b-time-range-custom');
    await page.click('[data-test=time-range-type]');
    await option('Advanced').click();
    await page.fill('[aria-label="Advanced start"]', '2000-01-01');
    await page.fill('[aria-label="Advanced end"]', 'banana');
    await page.waitForSelector('[data-test=time-range-error]');
    expect(await page.isDisabled('[data-test=time-range-apply]')).toBe(true);
    await screenshot(page, 'explore-filters-06-time-range-error');
    await page.fill('[aria-label="Advanced end"]', '2100-01-01');
    await expect
      .poll(() => page.textContent('[data-test=time-range-actual]'))
      .toContain('2000-01-01 ≤ order_date < 2100-01-01');
    await page.click('[data-test=time-range-apply]');
    await expect
      .poll(() => page.textContent('[data-test=explore-time-range]'))
      .toBe('2000-01-01 : 2100-01-01');
  });

  it("runs, and the query's SQL carries the filter and the range", async () => {
    await page.click('[data-test=explore-run]');
    await page.waitForSelector('[data-test=chart-container][data-status=rendered]', { timeout: 60_000 });
    await page.click('[data-test=results-toggle]');
    await page.click('.results-tabs [role=tab]:has-text("View query")');
    const sql = (await page.textContent('.sql-view')) ?? '';
    expect(sql).toMatch(/channel/i);
    expect(sql).toMatch(/\bIN\b/);
    expect(sql).toContain('Online');
    expect(sql).toContain('2000-01-01');
    await screenshot(page, 'explore-filters-07-query');
    // The one refused range above is logged by the browser as a failed request; nothing else may be.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
