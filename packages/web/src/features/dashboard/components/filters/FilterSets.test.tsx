import '../../../../test/dom';
import type { NativeFilterItem, Position } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../app/store';
import { FilterSets } from './FilterSets';
import { NativeFiltersProvider, useAppliedNativeFilters } from './NativeFiltersProvider';

const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
};

const country = {
  id: 'NATIVE_FILTER-c',
  type: 'NATIVE_FILTER',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'country' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  defaultDataMask: { filterState: { value: ['FR'] }, extraFormData: {} },
} as NativeFilterItem;

interface Stored {
  id: number;
  name: string;
  json_metadata: string;
}
let stored: Stored[];
let calls: { method: string; url: string; body: unknown }[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  stored = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.includes('csrf_token')) return json({ result: 'token' });
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const id = Number(url.match(/filtersets\/(\d+)/)?.[1]);
      if (method === 'GET')
        return json({
          ids: stored.map((s) => s.id),
          result: stored.map((s) => ({ ...s, params: JSON.parse(s.json_metadata) })),
        });
      if (method === 'POST') {
        const row = { id: stored.length + 10, name: body.name, json_metadata: body.json_metadata };
        stored.push(row);
        return json({ id: row.id, name: row.name }, 201);
      }
      if (method === 'PUT') {
        stored = stored.map((s) =>
          s.id === id
            ? {
                ...s,
                ...(body.name ? { name: body.name } : {}),
                ...(body.json_metadata ? { json_metadata: body.json_metadata } : {}),
              }
            : s,
        );
        return json({ id });
      }
      stored = stored.filter((s) => s.id !== id);
      return json({ id: 4 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function AppliedProbe() {
  const { applied } = useAppliedNativeFilters();
  return (
    <output data-testid="applied">{JSON.stringify(applied[country.id]?.filterState?.value ?? null)}</output>
  );
}

function renderSets(canManage = true) {
  return render(
    <Provider store={makeStore()}>
      <App>
        <NativeFiltersProvider
          jsonMetadata={JSON.stringify({ native_filter_configuration: [country] })}
          position={position}
        >
          <FilterSets dashboardId={4} canManage={canManage} />
          <AppliedProbe />
        </NativeFiltersProvider>
      </App>
    </Provider>,
  );
}

const gets = () => calls.filter((c) => c.method === 'GET').length;

describe('filter sets', { timeout: 30_000 }, () => {
  it('creates a set from the applied filters, renames, updates and deletes it, refetching after each', async () => {
    renderSets();
    expect(await screen.findByText(/No filter sets yet/)).toBeTruthy();
    fireEvent.click(screen.getByText('Create new filter set'));
    fireEvent.change(screen.getByLabelText('Filter set name'), { target: { value: 'France' } });
    fireEvent.click(screen.getByText('Save'));
    const set = await screen.findByText('France');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/dashboard/4/filtersets');
    const body = post?.body as Record<string, string>;
    expect(body).toMatchObject({ name: 'France', owner_type: 'Dashboard', owner_id: 4 });
    const metadata = JSON.parse(body.json_metadata ?? '{}');
    expect(metadata.dataMask[country.id].filterState.value).toEqual(['FR']);
    expect(metadata.nativeFilters[country.id].name).toBe('Country');
    expect(gets()).toBe(2);
    const card = set.closest('li') as HTMLElement;
    expect(within(card).getByText('FR')).toBeTruthy();
    expect(within(card).getByText('Applied')).toBeTruthy();

    fireEvent.click(within(card).getByLabelText('More actions for France'));
    fireEvent.click(await screen.findByText('Rename'));
    fireEvent.change(screen.getByLabelText('Filter set name'), { target: { value: 'FR only' } });
    fireEvent.click(screen.getByText('Rename', { selector: 'button span' }));
    expect(await screen.findByText('FR only')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'FR only' });
    expect(gets()).toBe(3);

    fireEvent.click(screen.getByLabelText('More actions for FR only'));
    fireEvent.click(await screen.findByText('Update with the applied filters'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(gets()).toBe(4));

    fireEvent.click(screen.getByLabelText('More actions for FR only'));
    fireEvent.click(await screen.findByText('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('FR only')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/v1/dashboard/4/filtersets/${10}`)).toBe(
      true,
    );
    expect(gets()).toBe(5);
  });

  it('applies a set to the filters, and offers viewers no changes', async () => {
    stored = [
      {
        id: 3,
        name: 'Germany',
        json_metadata: JSON.stringify({
          nativeFilters: {},
          dataMask: { [country.id]: { filterState: { value: ['DE'] }, extraFormData: {} } },
        }),
      },
    ];
    renderSets(false);
    expect(await screen.findByText('Germany')).toBeTruthy();
    expect(screen.queryByText('Create new filter set')).toBeNull();
    expect(screen.queryByLabelText('More actions for Germany')).toBeNull();
    expect(screen.getByTestId('applied').textContent).toBe('["FR"]');
    fireEvent.click(screen.getByText('Apply'));
    expect(screen.getByTestId('applied').textContent).toBe('["DE"]');
    expect(await screen.findByText('Applied')).toBeTruthy();
  });
});
