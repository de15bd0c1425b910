/**
 * Test helpers for the native filter widgets: a filter of any type on `region` of dataset 3, a
 * fake server for the calls the widgets make, and a harness that keeps the emitted data mask as
 * the filter bar does (so a controlled widget shows what was chosen).
 */
import type { DataMask, NativeFilter } from '@tessera/core';
import { type ReactNode, useState } from 'react';
import { vi } from 'vitest';

export function nativeFilter(
  filterType: string,
  controlValues: Record<string, unknown> = {},
  column = 'region',
): NativeFilter {
  return {
    id: 'NATIVE_FILTER-1',
    type: 'NATIVE_FILTER',
    name: 'Region',
    filterType,
    targets: [{ datasetId: 3, column: { name: column } }],
    controlValues,
    defaultDataMask: { extraFormData: {}, filterState: { value: null } },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  } as unknown as NativeFilter;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers /api/v1/chart/data with `rows` (recording each query), and any GET with `get`. */
export function stubFilterServer(rows: readonly Record<string, unknown>[], get: unknown = {}) {
  const queries: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('csrf_token')) return json(200, { result: 'token' });
    if (url.startsWith('/api/v1/chart/data')) {
      queries.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json(200, { result: [{ data: rows }] });
    }
    return json(200, get);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, queries };
}

/** Holds the mask a widget emits and hands it back, recording every emitted mask. */
export function MaskHarness({
  initial,
  emitted,
  children,
}: {
  initial?: DataMask;
  emitted: DataMask[];
  children: (mask: DataMask | undefined, onChange: (mask: DataMask) => void) => ReactNode;
}) {
  const [mask, setMask] = useState<DataMask | undefined>(initial);
  return children(mask, (next) => {
    emitted.push(next);
    setMask(next);
  });
}
