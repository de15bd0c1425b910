// The native filter configuration dialog on Superset's COVID Vaccine Dashboard: validation
// focuses the first invalid filter; a new Value filter on country_name scoped to two charts is
// saved with PUT /api/v1/dashboard/{id}, shows in the bar without a reload and, applied, reaches
// only its charts; a removed filter can be restored within its 5-second window; Cancel with
// unsaved changes asks first.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { onChartDataCall } from './support/chartData';
import { runCli, type StartedServer, startServer } from './support/server';

const shared = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
const bundle = join(shared, 'superset-examples', 'COVID_Vaccine_Dashboard');
const dataDir = join(shared, 'examples-data');
const haveExamples = existsSync(bundle) && existsSync(dataDir);
if (!haveExamples) console.log(`Skipping native filter configuration: ${bundle} or ${dataDir} is missing.`);

let server: StartedServer;
let browser: Browser;
let page: Page;
let dashboardId = 0;
/** Chart id → the last chart-data request body of that chart. */
const bodies = new Map<number, string>();

function sliceIdOf(url: string): number | null {
  const formData = new URL(url).searchParams.get('form_data');
  if (!formData) return null;
  const id = (JSON.parse(formData) as { slice_id?: unknown }).slice_id;
  return typeof id === 'number' ? id : null;
}

beforeAll(async () => {
  if (!haveExamples) return;
  server = await startServer({}, async (env) => {
    await runCli(['load-examples', '--data-dir', dataDir], env);
    await runCli(['import', bundle], env);
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.on('request', (request) => {
    const url = request.url();
    // Modern charts' calls travel in the dashboard's batch (onChartDataCall below); legacy ones
    // post to explore_json.
    if (!/\/superset\/explore_json\//.test(url)) return;
    const sliceId = sliceIdOf(url);
    if (sliceId !== null) bodies.set(sliceId, request.postData() ?? '');
  });
  onChartDataCall(page, (call) => {
    if (call.sliceId !== null) bodies.set(call.sliceId, call.body);
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
  dashboardId = covid.id;
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface SavedFilter {
  readonly id: string;
  readonly name?: string;
  readonly title?: string;
  readonly chartsInScope?: number[];
  readonly scope?: { rootPath: string[]; excluded: number[] };
}

async function savedConfiguration(): Promise<SavedFilter[]> {
  const answer = await page.request.get(`${server.url}/api/v1/dashboard/${dashboardId}`);
  const detail = (await answer.json()) as { result: { json_metadata: string } };
  return (
    (JSON.parse(detail.result.json_metadata) as { native_filter_configuration?: SavedFilter[] })
      .native_filter_configuration ?? []
  );
}

const modal = () => page.locator('.filters-config-modal');

async function openDialog() {
  await page.click('[data-test=filters-config-entry]');
  await modal().waitFor();
}

/** Picks an option of the Select with this id (typing to bring it into the virtual list). */
async function choose(selectId: string, text: string) {
  await page.click(`#${selectId}`);
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

describe.skipIf(!haveExamples)('the native filter configuration dialog', () => {
  let filterId = '';

  it('refuses to save an unnamed filter and focuses its name', async () => {
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await page.waitForSelector('[data-test=filter-bar]');
    await openDialog();
    const before = await modal().locator('[data-test=filters-config-item]').count();
    await page.click('[data-test=filters-config-add-filter]');
    expect(await modal().locator('[data-test=filters-config-item]').count()).toBe(before + 1);
    filterId =
      (await modal().locator('[data-test=filters-config-item]').last().getAttribute('data-item-id')) ?? '';
    expect(filterId).toMatch(/^NATIVE_FILTER-/);
    await page.click('[data-test=filters-config-save]');
    await expect.poll(() => modal().getByText('Name is required').count()).toBe(1);
    expect(await modal().getByText('Dataset is required').count()).toBe(1);
    expect(await modal().getByText('Column is required').count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe(`filters-config-name-${filterId}`);
    await screenshot(page, 'native-filter-config-invalid');
  });

  it('saves a Value filter on country_name scoped to two charts; the bar shows it at once', async () => {
    await page.fill(`#filters-config-name-${filterId}`, 'Nation');
    await choose(`filters-config-dataset-${filterId}`, 'COVID Vaccines');
    await choose(`filters-config-column-${filterId}`, 'country_name');
    await modal().getByText('Apply to specific panels').click();
    const tree = modal().locator('[data-test=filter-scope] .ant-tree');
    await tree.waitFor();
    // Uncheck everything, then check the first two charts of the tree.
    await tree.locator('.ant-tree-checkbox').first().click();
    // Charts are the leaves (their switcher is a no-op).
    const leaves = tree.locator('.ant-tree-treenode:has(.ant-tree-switcher-noop) .ant-tree-checkbox');
    await leaves.nth(0).click();
    await leaves.nth(1).click();
    await screenshot(page, 'native-filter-config-form');
    await page.click('[data-test=filters-config-save]');
    await modal().waitFor({ state: 'detached', timeout: 30_000 });

    const saved = (await savedConfiguration()).find((f) => f.id === filterId);
    expect(saved?.name).toBe('Nation');
    expect(saved?.chartsInScope).toHaveLength(2);
    const control = page.locator(`[data-filter-id="${filterId}"]`);
    await control.waitFor({ timeout: 30_000 });
    expect(await control.locator('.filter-control-name').textContent()).toBe('Nation');

    const inScope = new Set(saved?.chartsInScope ?? []);
    const drawn = await page
      .locator('[data-test=dashboard-chart]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-chart-id'))));
    const outside = drawn.filter((id) => !inScope.has(id));
    expect(outside.length).toBeGreaterThan(0);
    await expect.poll(() => drawn.every((id) => bodies.has(id)), { timeout: 60_000 }).toBe(true);

    await control.locator('.ant-select').click();
    await page.keyboard.type('France');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'France' })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.click('[data-test=filter-bar-apply]');
    const scopedDrawn = drawn.filter((id) => inScope.has(id));
    expect(scopedDrawn.length).toBeGreaterThan(0);
    await expect
      .poll(() => scopedDrawn.every((id) => bodies.get(id)?.includes('"val":["France"]')), {
        timeout: 60_000,
      })
      .toBe(true);
    for (const id of outside) expect(bodies.get(id)).not.toContain('"val":["France"]');
    await page.mouse.move(0, 0);
    await screenshot(page, 'native-filter-config-applied');
  });

  it('a removed filter shows "Restore Filter" and comes back when restored within 5 s', async () => {
    await openDialog();
    const item = modal().locator(`[data-item-id="${filterId}"]`);
    await item.locator('.filters-config-item-button').click();
    await item.locator('[data-test=filters-config-remove]').click();
    await modal().locator('[data-test=filters-config-restore]').waitFor();
    expect(await modal().getByText('You have removed this filter.').count()).toBe(1);
    await screenshot(page, 'native-filter-config-removed');
    await modal().locator('[data-test=filters-config-restore]').click();
    expect(await modal().locator('[data-test=filters-config-restore]').count()).toBe(0);
    await page.waitForTimeout(5500);
    expect(await modal().locator(`[data-item-id="${filterId}"]`).count()).toBe(1);
    expect(await modal().locator(`#filters-config-name-${filterId}`).inputValue()).toBe('Nation');
  });

  it('a removal left alone leaves the list after 5 s; Cancel then asks first', async () => {
    const item = modal().locator(`[data-item-id="${filterId}"]`);
    await item.locator('[data-test=filters-config-remove]').click();
    await expect
      .poll(() => modal().locator(`[data-item-id="${filterId}"]`).count(), { timeout: 8000 })
      .toBe(0);
    await page.click('[data-test=filters-config-cancel]');
    await modal().getByText('Are you sure you want to cancel?', { exact: false }).waitFor();
    await modal().getByRole('button', { name: 'Yes, cancel' }).click();
    await modal().waitFor({ state: 'detached' });
    // Nothing was saved: the filter is still configured.
    expect((await savedConfiguration()).some((f) => f.id === filterId)).toBe(true);
  });
});
