/** A small JSON client over a real socket for the resource API tests. */
import { encodeRison } from '@tessera/core';
import type { TestApp } from '../platform/harness';

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected field by field
  body: any;
}

export function client(t: TestApp, token: string | null) {
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const headers: Record<string, string> = token ? t.bearer(token) : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON answers (e.g. plain text) are compared as text.
    }
    return { status: response.status, body: parsed };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    del: (path: string) => call('DELETE', path),
    /** GET with a rison `q` built from a value */
    list: (path: string, q: unknown) => call('GET', `${path}?q=${encodeURIComponent(encodeRison(q))}`),
  };
}

export type Client = ReturnType<typeof client>;
