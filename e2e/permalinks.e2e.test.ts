// State in the address on Superset's COVID Vaccine Dashboard: a country applied in the native
// filter bar is stored through the filter_state API (native_filters_key), and an address with
// only that key opens with the same filter; Share → "Copy permalink to clipboard" copies a
// /superset/dashboard/p/{key}/ link that opens, in a fresh page, with the same filter. In
// Explore a changed setting puts form_data_key in the address, a reload keeps the setting, and
// the Explore permalink opens it too.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { runCli, type StartedServer, startServer } from './support/server';

const shared = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
const bundle = join(shared, 'superset-examples', 'COVID_Vaccine_Dashboard');
const dataDir = join(shared, 'examples-data');
const haveExamples = existsSync(bundle) && existsSync(dataDir);
if (!haveExamples) console.log(`Skipping permalinks: ${bundle} or ${dataDir} is missing.`);

const COUNTRY = 'NATIVE_FILTER-8jS1fx4hl';

let server: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dashboardUrl = '';
let chartId = 0;

beforeAll(async () => {
  if (!haveExamples) return;
  server = await startServer({}, async (env) => {
    await runCli(['load-examples', '--data-dir', dataDir], env);
    await runCli(['import', bundle], env);
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');
  const list = await page.request.get(`${server.url}/api/v1/dashboard/?q=(page_size:100)`);
  const dashboards = ((await list.json()) as { result: { id: number; dashboard_title: string }[] }).result;
  const covid = dashboards.find((d) => d.dashboard_title === 'COVID Vaccine Dashboard');
  if (!covid) throw new Error('The COVID Vaccine Dashboard was not imported');
  dashboardUrl = `${server.url}/superset/dashboard/${covid.id}/`;
  const charts = await page.request.get(`${server.url}/api/v1/dashboard/${covid.id}/charts`);
  const chart = ((await charts.json()) as { result: { id: number; viz_type: string }[] }).result.find(
    (c) => c.viz_type === 'pie',
  );
  if (!chart) throw new Error('The pie chart "Vaccine Candidates per Phase" was not imported');
  chartId = chart.id;
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The countries shown as chosen in the Country filter of `on` (its "+ n" overflow tag aside). */
const chosenCountries = async (on: Page) =>
  (await on.locator(`[data-filter-id="${COUNTRY}"] .ant-select-selection-item`).allTextContents()).filter(
    (t) => !t.startsWith('+'),
  );

const paramOf = (url: string, name: string) => new URL(url).searchParams.get(name);

describe.skipIf(!haveExamples)('state in the address', () => {
  let filtersKey = '';

  it('stores an applied filter as native_filters_key', async () => {
    await page.goto(dashboardUrl);
    await page.waitForSelector('[data-test=filter-bar]');
    await page.locator(`[data-filter-id="${COUNTRY}"] .ant-select`).click();
    await page.keyboard.type('United States');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'United States' })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.click('[data-test=filter-bar-apply]');
    await expect.poll(() => paramOf(page.url(), 'native_filters_key'), { timeout: 20_000 }).toBeTruthy();
    filtersKey = paramOf(page.url(), 'native_filters_key') ?? '';
    expect(filtersKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('opens an address holding only native_filters_key with the same filter', async () => {
    const fresh = await context.newPage();
    await fresh.goto(`${dashboardUrl}?native_filters_key=${filtersKey}`);
    await fresh.waitForSelector('[data-test=filter-bar]');
    await expect.poll(() => chosenCountries(fresh), { timeout: 20_000 }).toEqual(['United States']);
    await fresh.close();
  });

  it('copies a dashboard permalink that opens with the same filter', async () => {
    await page.click('[data-test=dashboard-share]');
    const created = page.waitForResponse(
      (response) => /\/api\/v1\/dashboard\/\d+\/permalink$/.test(response.url()) && response.status() === 201,
    );
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const { url } = (await (await created).json()) as { url: string };
    expect(url).toMatch(/\/superset\/dashboard\/p\/[A-Za-z0-9_-]{22}\/$/);
    await page.getByText('Link Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await screenshot(page, 'permalinks-01-dashboard-link-copied');

    const fresh = await context.newPage();
    await fresh.goto(url);
    await fresh.waitForURL(/\/superset\/dashboard\/\d+\//);
    await fresh.waitForSelector('[data-test=filter-bar]');
    await expect.poll(() => chosenCountries(fresh), { timeout: 20_000 }).toEqual(['United States']);
    await fresh.close();
  });

  it('keeps a changed Explore setting across a reload through form_data_key', async () => {
    /** The pie's "Show legend" switch, on the Customize tab of `on`. */
    const legend = async (on: Page) => {
      await on.getByRole('tab', { name: 'Customize' }).click();
      const toggle = on.locator('#control-show-legend');
      await toggle.waitFor();
      return toggle;
    };
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    const toggle = await legend(page);
    const after = (await toggle.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(after);
    await expect.poll(() => paramOf(page.url(), 'form_data_key'), { timeout: 20_000 }).toBeTruthy();
    expect(paramOf(page.url(), 'slice_id')).toBe(String(chartId));

    await page.reload();
    expect(await (await legend(page)).getAttribute('aria-checked')).toBe(after);
    await screenshot(page, 'permalinks-02-explore-restored');

    await page.click('[data-test=explore-share]');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/explore/permalink') && response.status() === 201,
    );
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const { url } = (await (await created).json()) as { url: string };
    expect(url).toMatch(/\/superset\/explore\/p\/[A-Za-z0-9_-]{22}\/$/);
    await page.getByText('Link Copied!').waitFor();
    await screenshot(page, 'permalinks-03-explore-link-copied');
    const fresh = await context.newPage();
    await fresh.goto(url);
    expect(await (await legend(fresh)).getAttribute('aria-checked')).toBe(after);
    expect(paramOf(fresh.url(), 'permalink_key')).toBeTruthy();
    await fresh.close();
  });
});
