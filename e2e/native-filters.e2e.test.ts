// Native filters on Superset's COVID Vaccine Dashboard (its three select filters on country_name,
// product_category and clinical_stage): the bar lists them in order, a chosen country stays
// pending until "Apply filters", then the charts in scope query again with the filter and
// change; the address keeps the filter across a reload; a filter set saves it; "Clear all" and
// Apply bring them back; applying the set filters the dashboard again.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { onChartDataAnswer, sliceIdOf } from './support/chartData';
import { runCli, type StartedServer, startServer } from './support/server';

const shared = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
const bundle = join(shared, 'superset-examples', 'COVID_Vaccine_Dashboard');
const dataDir = join(shared, 'examples-data');
const haveExamples = existsSync(bundle) && existsSync(dataDir);
if (!haveExamples) console.log(`Skipping native filters: ${bundle} or ${dataDir} is missing.`);

const COUNTRY = 'NATIVE_FILTER-8jS1fx4hl';

interface ChartAnswer {
  readonly body: string;
  readonly rowcount: number;
  /** The answer's rows, as JSON: what the chart draws. */
  readonly data: string;
}

let server: StartedServer;
let browser: Browser;
let page: Page;
let dashboardUrl = '';
/** Chart id → the last chart-data request body, answer row count and rows of that chart. */
const answers = new Map<number, ChartAnswer>();
const consoleErrors: string[] = [];

beforeAll(async () => {
  if (!haveExamples) return;
  server = await startServer({}, async (env) => {
    await runCli(['load-examples', '--data-dir', dataDir], env);
    await runCli(['import', bundle], env);
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('console', (message) => {
    // A 400 is a chart's own clear error (e.g. a column the data file lacks); anything else is not.
    if (message.type() === 'error' && !/status of 400/.test(message.text()))
      consoleErrors.push(message.text());
  });
  // Modern charts' answers come in the dashboard's batch; legacy ones (the world map) post to
  // explore_json. Both name the chart on their address.
  onChartDataAnswer(page, ({ sliceId, body, status, answer }) => {
    if (sliceId === null || status >= 300) return;
    const value = answer as { result?: { rowcount?: number; data?: unknown }[] } | null;
    const first = value?.result?.[0];
    answers.set(sliceId, {
      body,
      rowcount: first?.rowcount ?? -1,
      data: JSON.stringify(first?.data ?? null),
    });
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/superset\/explore_json\//.test(url) || !response.ok()) return;
    const sliceId = sliceIdOf(url);
    if (sliceId === null) return;
    const answer = (await response.json().catch(() => null)) as { rowcount?: number; data?: unknown } | null;
    answers.set(sliceId, {
      body: response.request().postData() ?? '',
      rowcount: answer?.rowcount ?? -1,
      data: JSON.stringify(answer?.data ?? null),
    });
  });
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
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The ids of the charts drawn, once every chart has drawn or failed. */
async function settledCharts(): Promise<number[]> {
  const read = () =>
    page
      .locator('[data-test=dashboard-chart]')
      .evaluateAll((nodes) =>
        nodes.map((node) => [
          Number(node.getAttribute('data-chart-id')),
          node.querySelector('[data-test=chart-container]')?.getAttribute('data-test-chart-status') ?? '',
        ]),
      ) as Promise<[number, string][]>;
  await expect
    .poll(
      async () => {
        const statuses = await read();
        return statuses.length > 0 && statuses.every(([, s]) => s === 'rendered' || s === 'failed');
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return (await read()).filter(([, s]) => s === 'rendered').map(([id]) => id);
}

const countryControl = () => page.locator(`[data-filter-id="${COUNTRY}"]`);
const applyButton = () => page.locator('[data-test=filter-bar-apply]');
/** The values shown as chosen in the Country select (its "+ n" overflow tag aside). */
const chosenCountries = async () =>
  (await countryControl().locator('.ant-select-selection-item').allTextContents()).filter(
    (t) => !t.startsWith('+'),
  );

describe.skipIf(!haveExamples)('native filters on the COVID Vaccine Dashboard', () => {
  let drawn: number[] = [];
  const before = new Map<number, ChartAnswer>();

  it('lists the dashboard’s three filters in order, with nothing to apply yet', async () => {
    await page.goto(dashboardUrl);
    await page.waitForSelector('[data-test=filter-bar]');
    const names = await page.locator('[data-test=filter-control] .filter-control-name').allTextContents();
    expect(names).toEqual(['Country', 'Vaccine Approach', 'Clinical Stage']);
    drawn = await settledCharts();
    // The map, the treemap and the charts on the calculated clinical_stage draw from the mirrored data.
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => drawn.every((id) => answers.has(id)), { timeout: 30_000 }).toBe(true);
    for (const id of drawn) {
      const answer = answers.get(id);
      expect(answer?.body).not.toContain('"col":"country_name"');
      if (answer) before.set(id, answer);
    }
    expect(await applyButton().isDisabled()).toBe(true);
    expect(await page.locator('[data-test=chart-filters-badge]').count()).toBe(0);
  });

  it('a chosen country waits for Apply, then the charts query again with it and change', async () => {
    await countryControl().locator('.ant-select').click();
    // The list is virtual: type to bring the country into view.
    await page.keyboard.type('United States');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'United States',
    });
    await option.first().click();
    await page.keyboard.press('Escape');
    expect(await applyButton().isEnabled()).toBe(true);
    // Pending: nothing was sent with the filter yet.
    for (const id of drawn) expect(answers.get(id)?.body).not.toContain('"col":"country_name"');

    await applyButton().click();
    await expect
      .poll(() => drawn.every((id) => answers.get(id)?.body.includes('"col":"country_name"')), {
        timeout: 60_000,
      })
      .toBe(true);
    await settledCharts();
    for (const id of drawn) {
      expect(answers.get(id)?.body).toContain('"op":"IN","val":["United States"]');
      // One country: never more rows, and different numbers (a chart by clinical stage keeps
      // its six stages, with smaller counts).
      expect(answers.get(id)?.rowcount).toBeLessThanOrEqual(before.get(id)?.rowcount ?? 0);
      expect(answers.get(id)?.data).not.toBe(before.get(id)?.data);
    }
    expect(await applyButton().isDisabled()).toBe(true);
    const map = page.locator('[data-test=dashboard-chart]', {
      has: page.locator('[data-test=dashboard-chart-title]', { hasText: /^Map of Vaccine Candidates$/ }),
    });
    await expect.poll(() => map.locator('[data-test=chart-filters-badge]').textContent()).toBe('1');
    expect(page.url()).toContain('native_filters=');
    await page.mouse.move(0, 0);
    await screenshot(page, 'native-filters-applied');
  });

  it('a reload keeps the applied filter from the address', async () => {
    answers.clear();
    await page.reload();
    await page.waitForSelector('[data-test=filter-bar]');
    await expect.poll(chosenCountries).toEqual(['United States']);
    await expect.poll(() => drawn.every((id) => answers.has(id)), { timeout: 60_000 }).toBe(true);
    for (const id of drawn) expect(answers.get(id)?.body).toContain('"val":["United States"]');
  });

  it('saves the applied filter as a filter set', async () => {
    await page.click('[data-test=filter-sets-tab]');
    await page.click('[data-test=filter-set-create]');
    await page.fill('[data-test=filter-set-name]', 'United States only');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/filtersets'),
    );
    await page.click('[data-test=filter-set-save]');
    expect((await created).status()).toBe(201);
    const set = page.locator('[data-test=filter-set][data-name="United States only"]');
    await set.getByText('Applied').waitFor();
    expect(await set.textContent()).toContain('United States');
    await screenshot(page, 'native-filters-filter-sets');
    await page.locator('.filter-bar-tabs').getByText('Filters', { exact: true }).click();
  });

  it('"Clear all" then Apply brings every chart back', async () => {
    await page.click('[data-test=filter-bar-clear-all]');
    expect(await chosenCountries()).toEqual([]);
    await applyButton().click();
    await expect
      .poll(() => drawn.every((id) => !answers.get(id)?.body.includes('"col":"country_name"')), {
        timeout: 60_000,
      })
      .toBe(true);
    await settledCharts();
    for (const id of drawn) expect(answers.get(id)?.rowcount).toBe(before.get(id)?.rowcount);
    expect(page.url()).not.toContain('native_filters=');
    expect(await page.locator('[data-test=chart-filters-badge]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('applying the filter set filters the dashboard again', async () => {
    await page.click('[data-test=filter-sets-tab]');
    const set = page.locator('[data-test=filter-set][data-name="United States only"]');
    await set.locator('[data-test=filter-set-apply]').click();
    await set.getByText('Applied').waitFor();
    // The set's values are the applied ones: in the address, and on the charts in scope.
    await expect.poll(() => page.url()).toContain('native_filters=');
    expect(decodeURIComponent(page.url())).toContain('United+States');
    const map = page.locator('[data-test=dashboard-chart]', {
      has: page.locator('[data-test=dashboard-chart-title]', { hasText: /^Map of Vaccine Candidates$/ }),
    });
    await expect.poll(() => map.locator('[data-test=chart-filters-badge]').textContent()).toBe('1');
    await screenshot(page, 'native-filters-filter-set-applied');
  });
});
