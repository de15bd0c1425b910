/** A small JSON client over a real socket for the resource API tests. */

import { encodeRison } from '@tessera/core';
import pg from 'pg';
import type { TestApp } from '../platform/harness';
import { service } from '../platform/services';

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

/**
 * Where the suite's metadata store lives: SQLite in the temp home, or a fresh PostgreSQL database
 * on TEST_POSTGRES_URL (created here, dropped by `drop`).
 */
export async function storeFor(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') return { env: {}, drop: async () => {} };
  const base = process.env.TEST_POSTGRES_URL;
  if (!base) throw new Error('TEST_POSTGRES_URL is not set');
  const name = `tessera_res_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const STORES = ['sqlite', 'postgres'] as const;
export const postgresSkipped = () => service('postgres', 'the API tests on PostgreSQL').skip;
