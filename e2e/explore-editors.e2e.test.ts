// The catalogue's editors inside Explore, as a person uses them: the table's column configuration
// and conditional formatting with the spec's messages, the time-series
// table's column editor, annotation layers, and the deck.gl lat/long, point size and viewport
// controls with their messages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // The shared test machine is slow; Explore's first load can take most of a minute.
  page.setDefaultTimeout(90_000);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const popover = '.ant-popover:not(.ant-popover-hidden)';
const option = (title: string) =>
  page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
const tab = (name: string) => page.click(`.control-tabs .ant-tabs-tab:has-text("${name}")`);

async function pick(name: string) {
  await page.click('[data-test=viz-view-all]');
  await page.waitForSelector('[data-test=viz-gallery]');
  await page.fill('[data-test=viz-gallery-search]', name);
  await page
    .locator('[data-test=viz-gallery-tile]', { hasText: new RegExp(`^${name}$`) })
    .first()
    .click();
  await page.click('[data-test=viz-gallery-select]');
  await page.waitForSelector('[data-test=viz-gallery]', { state: 'detached' });
}

describe('Explore editors', () => {
  it('opens the orders dataset as a table', async () => {
    await page.goto(`${server.url}/login/`);
    await page.fill('[data-test=login-username]', 'admin');
    await page.fill('[data-test=login-password]', server.adminPassword);
    await page.click('[data-test=login-submit]');
    await page.waitForSelector('[data-test=nav-datasets]');
    await page.click('[data-test=nav-datasets]');
    await page.click('[data-test=list-row] a:has-text("tessera_orders")');
    await page.waitForURL(/\/explore\//);
    await page.click('[data-test=viz-quick-table]');
    await page.waitForSelector('[data-test=viz-quick-table][aria-pressed=true]');
  });

  it("opens a metric column's settings and centres it", async () => {
    await tab('Customize');
    await page.locator('[data-test=explore-column-config] .popover-list-label').first().click();
    await page.waitForSelector(`${popover} :text("Show cell bars")`);
    await screenshot(page, 'explore-editors-01-column-config');
    await page.click(`${popover} .ant-segmented-item:has-text("Center")`);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('[data-test=explore-column-config]').textContent())
      .toContain('COUNT(*)');
  });

  it('refuses an incomplete formatter with the spec messages, then saves a complete one', async () => {
    await page.click('[data-test=explore-conditional-formatting-add]');
    await page.click(`${popover} button:has-text("Apply")`);
    expect(await page.locator(`${popover} .ant-form-item-explain-error`).first().textContent()).toBe(
      'Required',
    );
    await page.click(`${popover} #cf-column`);
    await option('COUNT(*)').click();
    await page.click(`${popover} #cf-operator`);
    await option('< x <').click();
    await page.fill(`${popover} #cf-left`, '50');
    await page.fill(`${popover} #cf-right`, '10');
    await page.click(`${popover} button:has-text("Apply")`);
    await page.waitForSelector(
      `${popover} :text("This value should be smaller than the right target value")`,
    );
    await screenshot(page, 'explore-editors-02-conditional-formatting');
    await page.fill(`${popover} #cf-left`, '10');
    await page.fill(`${popover} #cf-right`, '50');
    await page.click(`${popover} button:has-text("Apply")`);
    await page.waitForSelector('[data-test=explore-conditional-formatting] :text("10 < COUNT(*) < 50")');
  });

  it("checks a time-series table column's lag", async () => {
    await pick('Time-series Table');
    await page.click('[data-test=explore-column-collection-add]');
    await page.fill(`${popover} #ts-column-label`, 'Last week');
    await page.click(`${popover} #ts-column-type`);
    await option('Time comparison').click();
    await page.fill(`${popover} #ts-column-lag`, 'one');
    await page.waitForSelector(`${popover} :text("Enter a whole number of periods.")`);
    expect(await page.locator(`${popover} button:has-text("Save")`).isDisabled()).toBe(true);
    await page.fill(`${popover} #ts-column-lag`, '1');
    await page.click(`${popover} button:has-text("Save")`);
    await page.waitForSelector('[data-test=explore-column-collection] :text("Last week")');
    await screenshot(page, 'explore-editors-03-time-series-columns');
  });

  it('adds a formula annotation layer to a line chart', async () => {
    await page.click('[data-test=viz-quick-echarts_timeseries_line]');
    await page.click('.ant-collapse-header:has-text("Annotations and Layers")');
    await page.click('[data-test=explore-annotation-layers-add]');
    await page.fill(`${popover} #annotation-name`, 'Target');
    await page.fill(`${popover} #annotation-formula`, '2x +');
    await page.waitForSelector(`${popover} :text("The formula is not valid.")`);
    await page.fill(`${popover} #annotation-formula`, '2x + 5');
    await page.click(`${popover} button:has-text("Apply")`);
    await page.waitForSelector('[data-test=explore-annotation-layers] :text("Target")');
    await screenshot(page, 'explore-editors-04-annotation-layers');
  });

  it('shows N/A for a deck.gl chart without lat/long columns, and the default viewport', async () => {
    await pick('deck.gl Scatterplot');
    expect(await page.textContent('[data-test=explore-spatial] button')).toBe('N/A');
    expect(await page.textContent('[data-test=explore-spatial]')).toContain(
      'Invalid lat/long configuration.',
    );
    await page.click('[data-test=explore-spatial] button');
    await page.click(`${popover} .ant-radio-wrapper:has-text("Geohash")`);
    await screenshot(page, 'explore-editors-05-lat-long');
    await page.click(`${popover} button:has-text("Close")`);
    await tab('Customize');
    expect(await page.textContent('[data-test=explore-point-radius-fixed] button')).toBe('Fixed: 1000');
    expect(await page.textContent('[data-test=explore-viewport] button')).toBe(`6° 51' 8.5" | 31° 13' 21.6"`);
  });
});
