// Web hardening (issue 12, item 3). Markup in everything a user can name or describe — dashboard,
// chart, dataset (column verbose names, a metric's warning and certification), database, saved
// query, annotation layer, dashboard markdown and CSS, data values and error texts that echo a
// payload — shows as text or is sanitised away: each payload calls window.__xss(), and no page that
// renders them calls it, opens a dialog or leaves an event-handler attribute or javascript: link in
// the DOM. The app also runs under its Content-Security-Policy without a single violation:
// welcome, the lists, dashboards with charts, Explore, SQL Lab and the Swagger UI page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
/** Labels of payloads that ran, with the page they ran on. */
const fired: string[] = [];
const dialogs: string[] = [];
/** securitypolicyviolation events and Chromium's "Refused to …" console errors. */
const violations: string[] = [];
const ids: Record<string, number> = {};

/** An <img> whose onerror calls __xss(label): the classic payload for names and descriptions. */
const img = (label: string) => `<img src=x onerror="window.__xss('${label}')">`;
const svg = (label: string) => `<svg onload="window.__xss('${label}')">`;
const script = (label: string) => `<script>window.__xss('${label}')</script>`;
const named = (label: string) => `${label} ${img(label)} ${script(label)}`;

const MARKDOWN = [
  '# Notes',
  script('md-script'),
  img('md-img'),
  svg('md-svg'),
  `<iframe srcdoc="<script>parent.__xss('md-iframe')</script>"></iframe>`,
  `[a link](javascript:window.__xss('md-link'))`,
  `<a href="javascript:window.__xss('md-anchor')">an anchor</a>`,
  `<details open ontoggle="window.__xss('md-details')"><summary>more</summary>text</details>`,
  `<div style="background:url(javascript:window.__xss('md-style'))" onmouseover="window.__xss('md-hover')">Markdown survived</div>`,
].join('\n\n');

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlName = (text: string) => `"${text.replaceAll('"', '""')}"`;

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createObjects(dataPath: string) {
  const database = await api<{ id: number }>('POST', '/api/v1/database/', {
    database_name: named('database'),
    sqlalchemy_uri: `duckdb:///${dataPath}`,
    expose_in_sqllab: true,
  });
  ids.database = database.id;
  const dataset = await api<{ id: number }>('POST', '/api/v1/dataset/', {
    database: database.id,
    table_name: 'sales',
  });
  ids.dataset = dataset.id;
  const shown = await api<{ result: { columns: { id: number; column_name: string }[] } }>(
    'GET',
    `/api/v1/dataset/${dataset.id}`,
  );
  await api('PUT', `/api/v1/dataset/${dataset.id}`, {
    description: named('dataset-description'),
    columns: shown.result.columns.map((column) => ({
      id: column.id,
      column_name: column.column_name,
      verbose_name: `${column.column_name} ${img(`verbose-${column.column_name}`)}`,
      description: named(`column-${column.column_name}`),
      groupby: true,
      filterable: true,
    })),
    metrics: [
      {
        metric_name: 'total',
        expression: 'SUM(amount)',
        verbose_name: `Total ${img('metric-verbose')}`,
        description: named('metric-description'),
        warning_text: named('metric-warning-text'),
        extra: JSON.stringify({
          warning_markdown: `**careful** ${img('metric-warning')} ${script('metric-warning-script')}`,
          certification: { certified_by: named('metric-certified'), details: named('metric-details') },
        }),
      },
    ],
  });
  const datasource = `${dataset.id}__table`;
  const chart = async (key: string, viz_type: string, params: Record<string, unknown>) => {
    const created = await api<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: named(`chart-${key}`),
      description: named(`chart-${key}-description`),
      certified_by: named(`chart-${key}-certified`),
      certification_details: named(`chart-${key}-details`),
      viz_type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type, datasource, time_range: 'No filter', ...params }),
    });
    ids[key] = created.id;
  };
  await chart('table', 'table', { query_mode: 'aggregate', groupby: ['region'], metrics: ['total'] });
  await chart('pie', 'pie', { groupby: ['region'], metric: 'total' });
  // A bad custom SQL metric: DuckDB's error message quotes the payload back.
  await chart('error', 'big_number_total', {
    metric: {
      expressionType: 'SQL',
      sqlExpression: `SUM(amount) + CAST(${sqlText(img('error-text'))} AS INTEGER)`,
      label: `Broken ${img('error-label')}`,
    },
  });
  const chartNode = (key: string) => ({
    id: `CHART-${key}`,
    type: 'CHART',
    children: [],
    meta: { chartId: ids[key], width: 4, height: 50, sliceName: named(`chart-${key}`) },
  });
  const dashboard = await api<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: named('dashboard'),
    certified_by: named('dashboard-certified'),
    certification_details: named('dashboard-details'),
    css: `.dashboard { color: inherit } </style>${script('css')}<style>`,
    json_metadata: '{}',
    position_json: JSON.stringify({
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-2'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['MARKDOWN-1', 'CHART-table'], meta: {} },
      'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-pie', 'CHART-error'], meta: {} },
      'MARKDOWN-1': {
        id: 'MARKDOWN-1',
        type: 'MARKDOWN',
        children: [],
        meta: { width: 6, height: 50, code: MARKDOWN },
      },
      'CHART-table': chartNode('table'),
      'CHART-pie': chartNode('pie'),
      'CHART-error': chartNode('error'),
    }),
  });
  ids.dashboard = dashboard.id;
  const saved = await api<{ id: number }>('POST', '/api/v1/saved_query/', {
    db_id: database.id,
    label: named('saved-query'),
    description: named('saved-query-description'),
    sql: `SELECT ${sqlText(img('sql-value'))} AS ${sqlName(svg('sql-column'))}, region FROM sales`,
  });
  ids.savedQuery = saved.id;
  const layer = await api<{ id: number }>('POST', '/api/v1/annotation_layer/', {
    name: named('layer'),
    descr: named('layer-description'),
  });
  ids.layer = layer.id;
  await api('POST', `/api/v1/annotation_layer/${layer.id}/annotation/`, {
    short_descr: named('annotation'),
    long_descr: named('annotation-long'),
    start_dttm: '2024-01-01T00:00:00',
    end_dttm: '2024-01-02T00:00:00',
  });
}

beforeAll(async () => {
  let dataPath = '';
  server = await startServer({}, async (env) => {
    const uploads = join(String(env.TESSERA_HOME), 'uploads');
    mkdirSync(uploads, { recursive: true });
    dataPath = join(uploads, 'xss.db');
    const instance = await DuckDBInstance.create(dataPath);
    const connection = await instance.connect();
    // Data values carry payloads too: they reach table cells, legends and tooltips.
    await connection.run(
      `create table sales as select * from (values (${sqlText(`North ${img('value-north')}`)}, 10), (${sqlText(`South ${svg('value-south')}`)}, 20), ('East', 5)) t(region, amount)`,
    );
    connection.closeSync();
    instance.closeSync();
  });
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword, provider: 'db' }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  await createObjects(dataPath);

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.exposeBinding('__xss', ({ frame }, label: unknown) => {
    fired.push(`${String(label)} on ${frame.url()}`);
  });
  await context.exposeBinding('__cspViolation', (_source, text: unknown) => {
    violations.push(String(text));
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto(`${server.url}/login/`);
  await page.fill('[data-test=login-username]', 'admin');
  await page.fill('[data-test=login-password]', server.adminPassword);
  await page.click('[data-test=login-submit]');
  await page.waitForSelector('[data-test=nav-dashboards]');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Markup that would run if it reached the DOM: handler attributes, javascript: URLs, srcdoc, foreign scripts. */
function dangerousMarkup(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
        if (name === 'srcdoc') found.push(`${element.tagName} srcdoc`);
        if (
          /^(href|src|action|formaction|xlink:href)$/.test(name) &&
          /^\s*javascript:/i.test(attribute.value)
        )
          found.push(`${element.tagName} ${name}=${attribute.value}`);
      }
      if (element.tagName === 'SCRIPT') {
        const src = (element as HTMLScriptElement).src;
        if (!src || new URL(src).origin !== window.location.origin) found.push(`script ${src || 'inline'}`);
      }
    }
    return found;
  });
}

/** Nothing ran, nothing asked, nothing dangerous in the DOM, no policy violated. */
async function expectSafe(where: string) {
  // Payloads that could fire need a moment: an <img src=x> fails to load asynchronously.
  await page.waitForLoadState('networkidle');
  // Each check reports what happened since the last one, so one finding fails one test.
  const seen = { fired: fired.splice(0), dialogs: dialogs.splice(0), violations: violations.splice(0) };
  expect(seen.fired, `payloads that ran (${where})`).toEqual([]);
  expect(seen.dialogs, `dialogs (${where})`).toEqual([]);
  expect(await dangerousMarkup(page), `dangerous markup (${where})`).toEqual([]);
  expect(seen.violations, `CSP violations (${where})`).toEqual([]);
}

/** The payload text shows as text on the page: it was rendered, not dropped. */
async function expectShownAsText(text: string) {
  await expect.poll(() => page.evaluate(() => document.body.innerText), { timeout: 30_000 }).toContain(text);
}

const chartHolder = (key: string) =>
  page.locator('[data-test=dashboard-chart]', {
    has: page.locator('[data-test=dashboard-chart-title]', { hasText: `chart-${key}` }),
  });

describe('payloads in names, descriptions, markdown, CSS, data and errors', () => {
  it('are seen by these checks when markup does reach the DOM', async () => {
    await page.goto(`${server.url}/superset/welcome/`);
    await page.waitForSelector('[data-test=nav-dashboards]');
    // What an unsafe render would do: the policy refuses the handler, the checks see both.
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), img('probe'));
    await expect.poll(() => violations.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
    expect(await dangerousMarkup(page)).toEqual(['IMG onerror']);
    // And without the policy's help, the payload calls __xss.
    await page.evaluate(() => (window as unknown as { __xss(label: string): void }).__xss('direct'));
    await expect.poll(() => fired.length).toBe(1);
    fired.splice(0);
    violations.splice(0);
  });

  it('show as text in every list', async () => {
    const lists: [string, string][] = [
      ['/dashboard/list/', 'dashboard'],
      ['/chart/list/', 'chart-table'],
      ['/tablemodelview/list/', 'sales'],
      ['/databaseview/list/', 'database'],
      ['/savedqueryview/list/', 'saved-query'],
      ['/annotationlayer/list/', 'layer'],
    ];
    for (const [path, label] of lists) {
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('[data-test=list-row]', { timeout: 30_000 });
      if (label !== 'sales') await expectShownAsText(`${label} <img src=x onerror=`);
      // Hover every certification badge and description icon: their tooltips render the texts too.
      for (const badge of await page.locator('[data-test=list-row] .anticon').all()) {
        await badge.hover({ timeout: 2_000 }).catch(() => undefined);
      }
      await expectSafe(path);
    }
    await screenshot(page, 'xss-chart-list');
  });

  it('show as text on the annotation layer page and the home page', async () => {
    await page.goto(`${server.url}/annotationlayer/${ids.layer}/annotation/`);
    await expectShownAsText('annotation <img src=x onerror=');
    await expectSafe('annotation layer page');
    await page.goto(`${server.url}/superset/welcome/`);
    await expectShownAsText('saved-query <img src=x onerror=');
    await expectSafe('home');
  });

  it('never run on the dashboard: markdown sanitised, CSS inert, data and errors as text', async () => {
    await page.goto(`${server.url}/superset/dashboard/${ids.dashboard}/`);
    await expectShownAsText('dashboard <img src=x onerror=');
    await page.locator('.layout-markdown').getByText('Markdown survived').waitFor({ timeout: 30_000 });
    for (const key of ['table', 'pie']) {
      await chartHolder(key)
        .locator('[data-test=chart-container][data-test-chart-status=rendered]')
        .waitFor({ timeout: 60_000 });
    }
    await chartHolder('error')
      .locator('[data-test=chart-container][data-test-chart-status=failed]')
      .waitFor({ timeout: 60_000 });
    // Data values in table cells; the pie's tooltip is ECharts HTML built from them.
    await expectShownAsText('North <img src=x onerror=');
    const pie = chartHolder('pie').locator('canvas').first();
    const box = await pie.boundingBox();
    if (box) {
      for (const [dx, dy] of [
        [0.5, 0.3],
        [0.35, 0.6],
        [0.65, 0.6],
      ] as const) {
        await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy);
        await page.waitForTimeout(300);
      }
    }
    // The dashboard's CSS is a style element's text, not markup.
    const css = await page.locator('[data-test=dashboard-css]').textContent();
    expect(css).toContain('</style><script>');
    await screenshot(page, 'xss-dashboard');
    await expectSafe('dashboard');
  });

  it('never run in Explore: labels, metric warnings and an error that echoes the payload', async () => {
    await page.goto(`${server.url}/explore/?slice_id=${ids.pie}`);
    await page
      .locator('[data-test=chart-container][data-test-chart-status=rendered]')
      .first()
      .waitFor({ timeout: 60_000 });
    await expectShownAsText('Total <img src=x onerror=');
    // The dataset pane lists the metric and columns by verbose name; hover them for tooltips.
    for (const item of await page.getByText('<img src=x onerror=', { exact: false }).all()) {
      await item.hover({ timeout: 2_000 }).catch(() => undefined);
    }
    await expectSafe('explore pie');

    await page.goto(`${server.url}/explore/?slice_id=${ids.error}`);
    await page
      .locator('[data-test=chart-container][data-test-chart-status=failed]')
      .first()
      .waitFor({ timeout: 60_000 });
    await expectShownAsText("onerror=\"window.__xss('error-text')");
    await screenshot(page, 'xss-explore-error');
    await expectSafe('explore error');
  });

  it('never run in SQL Lab: the saved query, its result columns and values', async () => {
    await page.goto(`${server.url}/sqllab/?savedQueryId=${ids.savedQuery}`);
    await expect
      .poll(() => page.textContent('[data-test=sqllab-editor]'), { timeout: 30_000 })
      .toContain('FROM sales');
    await page.click('[data-test=sqllab-run]');
    await page.waitForSelector('[data-test=sqllab-result-row], [data-test=sqllab-error]', {
      timeout: 60_000,
    });
    await screenshot(page, 'xss-sqllab');
    expect(await page.locator('[data-test=sqllab-error]').count()).toBe(0);
    await expectShownAsText('<svg onload=');
    await expectSafe('sqllab');
  });
});

describe('the app under its Content-Security-Policy', () => {
  it('draws the example dashboard, Explore and SQL Lab without a violation', async () => {
    const boards = await api<{ result: { id: number; dashboard_title: string }[] }>(
      'GET',
      '/api/v1/dashboard/?q=(page_size:100)',
    );
    const example = boards.result.find((b) => b.dashboard_title === 'Tessera Sales Overview');
    expect(example).toBeDefined();
    await page.goto(`${server.url}/superset/dashboard/${example?.id}/`);
    await expect
      .poll(
        async () => {
          const statuses = await page
            .locator('[data-test=dashboard-chart] [data-test=chart-container]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-test-chart-status')));
          return statuses.length > 0 && statuses.every((s) => s === 'rendered');
        },
        { timeout: 120_000 },
      )
      .toBe(true);
    await expectSafe('example dashboard');

    const charts = await api<{ result: { id: number; slice_name: string }[] }>(
      'GET',
      '/api/v1/chart/?q=(page_size:100)',
    );
    const revenue = charts.result.find((c) => c.slice_name === 'Monthly Revenue') ?? charts.result[0];
    await page.goto(`${server.url}/explore/?slice_id=${revenue?.id}`);
    await page
      .locator('[data-test=chart-container][data-test-chart-status=rendered]')
      .first()
      .waitFor({ timeout: 60_000 });
    await expectSafe('explore');

    await page.goto(`${server.url}/sqllab/`);
    await page.waitForSelector('[data-test=sqllab-editor]', { timeout: 30_000 });
    await expectSafe('sqllab');
  });

  it('serves a working Swagger UI page under the policy', async () => {
    await page.goto(`${server.url}/swagger/v1`);
    await page.waitForSelector('.swagger-ui .info', { timeout: 60_000 });
    await expectSafe('swagger');
  });
});
