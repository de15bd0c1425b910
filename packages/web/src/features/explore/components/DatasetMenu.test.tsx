import '../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../app/http';
import { makeStore } from '../../../app/store';
import type { DatasetDetail } from '../api/exploreApi';
import { exploreActions } from '../state/exploreSlice';
import { DatasetMenu, NOT_OWNER_HINT } from './DatasetMenu';

configure({ testIdAttribute: 'data-test' });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const dataset = {
  id: 3,
  table_name: 'orders',
  columns: [{ column_name: 'country', type: 'VARCHAR', type_generic: 1 }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  owners: [{ id: 1 }],
} as unknown as DatasetDetail;

const formData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country'],
  metrics: ['count'],
} as unknown as QueryFormData;

/** The API as the menu meets it: who is signed in, and the chart-data call behind View in SQL Lab. */
function serve(userId: number, roles: unknown, chartData: () => Response) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v1/tessera/bootstrap')
        return json({ user: { id: userId, username: 'u', roles }, feature_flags: {} });
      if (url === '/api/v1/security/csrf_token/') return json({ result: 'token' });
      if (url === '/api/v1/chart/data') return chartData();
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function open(source: DatasetDetail = dataset) {
  const store = makeStore();
  store.dispatch(exploreActions.hydrate({ formData, slice: null, sliceName: '', sourceKey: '3__table' }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <App>
          <DatasetMenu dataset={source} />
        </App>
      </MemoryRouter>
    </Provider>,
  );
}

const editItem = () => screen.getByText('Edit dataset').closest('li');

describe('DatasetMenu (spec 000 screen 8, point 6)', { timeout: 20_000 }, () => {
  it('disables Edit dataset for someone who does not own the dataset, with the spec’s hint', async () => {
    serve(2, { Gamma: [] }, () => new Response('{}'));
    open();
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/v1/tessera/bootstrap', expect.anything()),
    );
    fireEvent.click(screen.getByTestId('datasource-menu-trigger'));
    await screen.findByText('Change dataset');
    await waitFor(() => expect(editItem()?.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.mouseEnter(screen.getByText('Edit dataset'));
    expect(await screen.findByText(NOT_OWNER_HINT)).toBeTruthy();
    expect(screen.getByText('View in SQL Lab')).toBeTruthy();
  });

  it('lets an owner edit', async () => {
    serve(1, { Alpha: [] }, () => new Response('{}'));
    open();
    fireEvent.click(screen.getByTestId('datasource-menu-trigger'));
    await screen.findByText('Change dataset');
    await waitFor(() => expect(editItem()?.getAttribute('aria-disabled')).not.toBe('true'));
  });

  it("says 'An error occurred while loading the SQL' when the chart's SQL cannot be had", async () => {
    serve(1, { Admin: [] }, () => new Response(JSON.stringify({ message: 'boom' }), { status: 500 }));
    open();
    fireEvent.click(screen.getByTestId('datasource-menu-trigger'));
    fireEvent.click(await screen.findByText('View in SQL Lab'));
    expect(await screen.findByText('An error occurred while loading the SQL')).toBeTruthy();
  });

  it('offers Query preview, View in SQL Lab and Save as dataset for a query source', async () => {
    serve(1, { Alpha: [] }, () => new Response('{}'));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const query = {
      ...dataset,
      id: 12,
      type: 'query',
      table_name: 'Untitled Query 1',
      sql: 'SELECT country FROM orders',
      metrics: [],
      database: { id: 1, database_name: 'examples' },
    } as unknown as DatasetDetail;
    open(query);
    fireEvent.click(screen.getByTestId('datasource-menu-trigger'));
    await screen.findByText('Query preview');
    expect(screen.getByText('View in SQL Lab')).toBeTruthy();
    expect(screen.getByText('Save as dataset')).toBeTruthy();
    expect(screen.queryByText('Edit dataset')).toBeNull();
    expect(screen.queryByText('Change dataset')).toBeNull();
    fireEvent.click(screen.getByText('Query preview'));
    expect((await screen.findByTestId('query-preview-sql')).textContent).toBe('SELECT country FROM orders');
    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('SELECT country FROM orders');
    fireEvent.click(screen.getByRole('button', { name: 'Save as Dataset' }));
    expect(await screen.findByText('Save or Overwrite Dataset')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save & Explore' })).toBeTruthy();
  });
});
