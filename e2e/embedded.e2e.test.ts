// Embedded dashboards: a host page on another origin embeds /embedded/{uuid} with
// @superset-ui/embedded-sdk from npm (its MessagePort handshake, then the guest token over it). The
// dashboard's charts draw inside the frame with the token's RLS clause narrowing Total Revenue;
// a host origin outside allowed_domains is refused by the browser (CSP frame-ancestors).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser, ConsoleMessage, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type StartedServer, startServer } from './support/server';

let server: StartedServer;
let browser: Browser;
let page: Page;
let host: Server;
let hostUrl: string;
let token: string;
let dashboardId: number;
let ordersId: number;
let uuid: string;
/** The RLS rules the host's backend puts into the next guest token. */
let rls: { clause: string; dataset: number }[] = [];
/** The host's dashboardUiConfig.hideTitle on its next page. */
let hideTitle = false;

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: inspected field by field
  return (await response.json()) as any;
}

/** The SDK's browser bundle as published on npm (it defines the global `supersetEmbeddedSdk`). */
const sdkBundle = readFileSync(createRequire(import.meta.url).resolve('@superset-ui/embedded-sdk'), 'utf8');

/**
 * The host page, as a host application writes it with the SDK: embedDashboard mounts the frame,
 * does the handshake and hands over the guest token that the host's own backend fetched.
 */
function hostPage(tessera: string, embeddedUuid: string): string {
  return `<!doctype html><html><head><title>Host</title><script src="/sdk.js"></script></head>
<body style="margin:0"><h1 style="font:16px sans-serif;margin:8px">Host application</h1>
<div id="mount"></div>
<style>#mount iframe { width: 1400px; height: 900px; border: 0 }</style>
<script>
supersetEmbeddedSdk.embedDashboard({
  id: '${embeddedUuid}',
  supersetDomain: '${tessera}',
  mountPoint: document.getElementById('mount'),
  fetchGuestToken: async () => (await (await fetch('/guest-token')).json()).token,
  dashboardUiConfig: { hideTitle: ${hideTitle} },
}).then((embedded) => { window.embedded = embedded; });
</script></body></html>`;
}

beforeAll(async () => {
  server = await startServer({ TESSERA_FEATURE_FLAGS: '{"EMBEDDED_SUPERSET": true}' });
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword, provider: 'db' }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  const boards = await api('GET', '/api/v1/dashboard/');
  dashboardId = boards.result.find(
    (b: { dashboard_title: string }) => b.dashboard_title === 'Tessera Sales Overview',
  ).id;
  const datasets = await api('GET', '/api/v1/dataset/?q=(page_size:100)');
  ordersId = datasets.result.find((d: { table_name: string }) => d.table_name === 'tessera_orders').id;

  host = createServer(async (request, response) => {
    if (request.url === '/guest-token') {
      const issued = await api('POST', '/api/v1/security/guest_token/', {
        user: { username: 'host-user' },
        resources: [{ type: 'dashboard', id: uuid }],
        rls,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(issued));
      return;
    }
    if (request.url === '/sdk.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdkBundle);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(server.url, uuid));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // The host is allowed by its origin; localhost (another origin for the browser) is not.
  const embedded = await api('POST', `/api/v1/dashboard/${dashboardId}/embedded`, {
    allowed_domains: [hostUrl],
  });
  uuid = embedded.result.uuid;

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
});

afterAll(async () => {
  await browser?.close();
  host?.close();
  await server?.stop();
});

async function embeddedFrame(): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().includes('/embedded/')), { timeout: 30_000 })
    .toBe(true);
  return page.frames().find((f) => f.url().includes('/embedded/'))!;
}

async function totalRevenue(frame: Frame): Promise<string> {
  const holder = frame.locator('[data-test=dashboard-chart]', {
    has: frame.locator('[data-test=dashboard-chart-title]', { hasText: 'Total Revenue' }),
  });
  await holder
    .locator('[data-test=chart-container][data-test-chart-status=rendered]')
    .waitFor({ timeout: 60_000 });
  return (await holder.locator('.big-number-value').textContent()) ?? '';
}

async function allRendered(frame: Frame) {
  await expect
    .poll(
      async () => {
        const statuses = await frame
          .locator('[data-test=dashboard-chart] [data-test=chart-container]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-test-chart-status')));
        return statuses.length > 0 && statuses.every((s) => s === 'rendered');
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

describe('embedded dashboard', () => {
  let unfiltered = '';

  it('draws the dashboard inside the host page with a guest token, without the app chrome', async () => {
    rls = [];
    await page.goto(`${hostUrl}/`);
    const frame = await embeddedFrame();
    await frame.locator('[data-test=embedded-dashboard]').waitFor({ timeout: 60_000 });
    await allRendered(frame);
    unfiltered = await totalRevenue(frame);
    expect(unfiltered).not.toBe('');
    expect(await frame.locator('[data-test=nav-dashboards]').count()).toBe(0);
    // The SDK's calls into the frame answer over the same channel.
    const size = await page.evaluate(() =>
      (
        window as unknown as { embedded: { getScrollSize(): Promise<{ height: number }> } }
      ).embedded.getScrollSize(),
    );
    expect(size.height).toBeGreaterThan(0);
    expect(await frame.locator('[data-test=dashboard-title]').isVisible()).toBe(true);
    await screenshot(page, 'embedded-dashboard');
  });

  it("narrows a chart by the token's RLS clause", async () => {
    rls = [{ clause: "region = 'Europe'", dataset: ordersId }];
    hideTitle = true;
    await page.goto(`${hostUrl}/`);
    const frame = await embeddedFrame();
    await allRendered(frame);
    // The SDK's hideTitle (uiConfig=1) is honoured.
    expect(await frame.locator('[data-test=dashboard-title]').isVisible()).toBe(false);
    const narrowed = await totalRevenue(frame);
    expect(narrowed).not.toBe('');
    expect(narrowed).not.toBe(unfiltered);
    await screenshot(page, 'embedded-dashboard-rls');
  });

  it('refuses a host whose origin is not allowed: the browser will not frame the page', async () => {
    const other = hostUrl.replace('127.0.0.1', 'localhost');
    rls = [];
    hideTitle = false;
    // The page's Content-Security-Policy names the allowed domains in frame-ancestors; Chromium
    // refuses the frame and says so on the host's console.
    const refusals: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    };
    page.on('console', onConsole);
    await page.goto(`${other}/`);
    await expect.poll(() => refusals.length, { timeout: 30_000 }).toBeGreaterThan(0);
    page.off('console', onConsole);
    expect(refusals[0]).toContain(hostUrl);
    for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
      expect(await frame.locator('[data-test=embedded-dashboard]').count()).toBe(0);
    }
    await screenshot(page, 'embedded-dashboard-refused');
  });

  it('shows the embedding in the dashboard menu, where an admin changes its domains', async () => {
    const admin = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await admin.goto(`${server.url}/login/`);
    await admin.fill('[data-test=login-username]', 'admin');
    await admin.fill('[data-test=login-password]', server.adminPassword);
    await admin.click('[data-test=login-submit]');
    await admin.waitForSelector('[data-test=nav-dashboards]');
    await admin.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await admin.click('[aria-label="More dashboard actions"]');
    await admin.getByRole('menuitem', { name: 'Embed dashboard' }).click();
    await expect.poll(() => admin.locator('[data-test=embed-uuid]').textContent()).toContain(uuid);
    expect(await admin.inputValue('[data-test=embed-domains]')).toBe(hostUrl);
    await admin.fill('[data-test=embed-domains]', `${hostUrl}, https://example.com`);
    await screenshot(admin, 'embedded-dialog');
    await admin.click('[data-test=embed-save]');
    await admin.getByText('Embedding updated').waitFor();
    const saved = await api('GET', `/api/v1/dashboard/${dashboardId}/embedded`);
    expect(saved.result).toMatchObject({ uuid, allowed_domains: [hostUrl, 'https://example.com'] });
    await admin.close();
  });
});
