// SQL Lab's results grid at 100,000 rows (issue 10: "a virtualised results grid that stays smooth
// at 100,000 rows"): the query is typed and run in the page as a user would, with the row limit
// at 100,000; then the grid scrolls fast for 240 frames and jumps to the middle and the end, and
// the worst frame and the long tasks are printed. Figures only, never asserted.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { waitInPage } from '../support/waitInPage';
import {
  type BenchWindow,
  DIGITS,
  measureFastScroll,
  numbers,
  recordLongTasks,
  type ScenarioFigures,
} from './chart-scenarios';

const ROWS = 100_000;

/** Ten columns of generated rows (SQL Lab refuses table functions, so digits are crossed). */
const SQL = [
  DIGITS,
  'SELECT CAST(i AS BIGINT) AS id,',
  "'customer ' || CAST(i % 5000 AS VARCHAR) AS customer,",
  "['North', 'South', 'East', 'West'][1 + i % 4] AS region,",
  "CAST(DATE '2020-01-01' + CAST(i % 1500 AS INTEGER) AS TIMESTAMP) AS order_date,",
  'i % 97 AS quantity,',
  'round((CAST(i AS BIGINT) * 7919) % 100000 / 100.0, 2) AS price,',
  'CASE WHEN i % 11 = 0 THEN NULL ELSE round(((CAST(i AS BIGINT) * 104729) % 200000 - 100000) / 10.0, 1) END AS margin,',
  "'SKU-' || CAST((i * 31) % 10007 AS VARCHAR) AS sku,",
  'i % 2 = 0 AS shipped,',
  "'note ' || CAST(i AS VARCHAR) AS note",
  `FROM ${numbers(Math.round(Math.log10(ROWS)))} AS t`,
].join(' ');

export async function measureSqlLabGrid(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
): Promise<ScenarioFigures> {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  try {
    await page.goto(`${baseUrl}/sqllab/`);
    await page.waitForSelector('[data-test=sqllab-editor]');
    await page.click('[data-test=sqllab-limit]');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '100,000' })
      .click();
    await page.click('[data-test=sqllab-editor]');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(SQL);
    const runAt = await page.evaluate(() => (globalThis as unknown as BenchWindow).performance.now());
    await page.click('[data-test=sqllab-run]');
    const rowsAt = await waitInPage(
      page,
      () => {
        const w = globalThis as unknown as BenchWindow;
        const host = w.document.querySelector('[data-test=sqllab-grid-host]') as unknown as {
          shadowRoot: { querySelector(s: string): unknown } | null;
        } | null;
        return host?.shadowRoot?.querySelector('[data-test=sqllab-result-row]') ? w.performance.now() : false;
      },
      null,
      { timeoutMs: 180_000, polling: 'raf' },
    );
    const rowCount = await page.textContent('[data-test=sqllab-row-count]');
    const scroll = await measureFastScroll(page, '[data-test=sqllab-results]');
    return {
      name: `SQL Lab results grid, ${ROWS.toLocaleString('en-US')} rows × 10 columns`,
      figures: {
        'row count shown': rowCount?.trim() ?? 'n/a',
        'Run → first rows on screen (ms)': Math.round(rowsAt - runAt),
        'scroll frames': scroll?.frames ?? 'n/a',
        'scroll: worst frame (ms)': scroll ? Math.round(scroll.worstFrame) : 'n/a',
        'scroll: long tasks': scroll?.longTasks ?? 'n/a',
        'scroll: longest task (ms)': scroll ? Math.round(scroll.longestTask) : 'n/a',
      },
    };
  } finally {
    await context.close();
  }
}
