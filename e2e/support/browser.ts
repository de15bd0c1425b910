import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

// Flags needed on these machines: root needs --no-sandbox, and the closed network stalls Chromium
// unless background networking is off.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Chromium whose pages ask for reduced motion unless a test says otherwise. The app then turns
 * antd's menu and dialog animations off: on a loaded machine a hover or click during a menu's
 * slide-in landed where an item had been a frame before, on its neighbour (the auto-refresh
 * submenu opened under "Download as image" and closed again). Headless Chromium ignores
 * --force-prefers-reduced-motion, so the option goes on every new context and page. Benchmarks
 * pass `reducedMotion: false` to measure the page as most people see it.
 */
export async function launchBrowser({ reducedMotion = true } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  if (!reducedMotion) return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
