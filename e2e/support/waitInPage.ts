import type { Page } from 'playwright-core';

export interface WaitInPageOptions {
  readonly timeoutMs?: number;
  /** 'raf' checks once per frame; a number, every that many milliseconds. */
  readonly polling?: 'raf' | number;
}

/**
 * Waits in the page until `predicate(arg)` returns a truthy value, and returns that value.
 *
 * Playwright's page.waitForFunction builds its predicate with `new Function` inside the page,
 * which the app's Content-Security-Policy (script-src without 'unsafe-eval') refuses: the wait
 * throws at once instead of waiting. Code sent through page.evaluate runs as DevTools code,
 * outside the policy, so the polling loop lives in one evaluated promise instead. `predicate`
 * runs in the page: it may use only its argument and page globals.
 */
export async function waitInPage<T, A = null>(
  page: Page,
  predicate: (arg: A) => T | false | null | undefined,
  arg: A,
  { timeoutMs = 30_000, polling = 'raf' }: WaitInPageOptions = {},
): Promise<T> {
  const next = polling === 'raf' ? 'requestAnimationFrame(check)' : `setTimeout(check, ${polling})`;
  const script = `new Promise((resolve, reject) => {
    const predicate = (${predicate.toString()});
    const arg = ${JSON.stringify(arg)};
    const started = performance.now();
    const check = () => {
      let value;
      try {
        value = predicate(arg);
      } catch (error) {
        reject(error);
        return;
      }
      if (value) resolve(value);
      else if (performance.now() - started > ${timeoutMs}) reject(new Error('waitInPage: timed out after ${timeoutMs} ms'));
      else ${next};
    };
    check();
  })`;
  return (await page.evaluate(script)) as T;
}
