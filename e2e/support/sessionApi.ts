import type { Page } from 'playwright-core';

/**
 * One call to the server's API with the signed-in page's session: a write carries the session's
 * CSRF token, as the web app sends it. Throws with the server's answer when it is not OK.
 */
export async function sessionApi<T>(page: Page, baseUrl: string, path: string, body?: unknown): Promise<T> {
  let headers: Record<string, string> = {};
  if (body) {
    const token = await page.request.get(`${baseUrl}/api/v1/security/csrf_token/`);
    headers = { 'X-CSRFToken': String(((await token.json()) as { result?: unknown }).result ?? '') };
  }
  const response = body
    ? await page.request.post(`${baseUrl}${path}`, { data: body, headers })
    : await page.request.get(`${baseUrl}${path}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
