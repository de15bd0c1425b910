import '../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDatasetName, SaveDatasetModal } from './SaveDatasetModal';

// A shared two-core machine renders antd slowly: wait longer than the default second.
const WAIT = { timeout: 10_000 };

function serve() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body });
      const reply = url.startsWith('/api/v1/security/csrf_token/')
        ? { result: 't' }
        : url.startsWith('/api/v1/dataset/?')
          ? { result: [{ id: 4, table_name: 'orders_by_region' }] }
          : url.startsWith('/api/v1/explore/form_data')
            ? { key: 'fdk1' }
            : method === 'POST'
              ? { id: 9 }
              : { message: 'OK' };
      return new Response(JSON.stringify(reply), {
        status: method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function Landed() {
  const location = useLocation();
  return <div>explore page {location.search}</div>;
}

function renderModal(formData?: QueryFormData) {
  render(
    <App>
      <MemoryRouter initialEntries={['/sqllab/']}>
        <Routes>
          <Route
            path="/sqllab/"
            element={
              <SaveDatasetModal
                open
                query={{ sql: 'SELECT region FROM orders;', dbId: 1, schema: 'main', name: 'Regions' }}
                formData={formData}
                onClose={() => {}}
              />
            }
          />
          <Route path="/explore/" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SaveDatasetModal', { timeout: 30_000 }, () => {
  it("names the dataset after the query and the time, as Superset's default", () => {
    expect(defaultDatasetName('Regions', new Date(2026, 0, 5, 9, 7, 3))).toBe('Regions 01/05/2026 09:07:03');
    expect(defaultDatasetName(null, new Date(2026, 10, 28, 18, 0, 0))).toBe(
      'Untitled Dataset 11/28/2026 18:00:00',
    );
  });

  it('saves the query as a new virtual dataset without its trailing semicolon', async () => {
    const calls = serve();
    renderModal();
    expect(
      await screen.findByText('Save this query as a virtual dataset to continue exploring', {}, WAIT),
    ).toBeTruthy();
    const name = screen.getByLabelText('Dataset name');
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Save & Explore' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'regions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & Explore' }));
    expect((await screen.findByText(/explore page/, {}, WAIT)).textContent).toBe(
      'explore page ?dataset_id=9',
    );
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/v1/dataset/')?.body).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'regions',
      sql: 'SELECT region FROM orders',
    });
  });

  it("reopens Explore's form data on the new dataset", async () => {
    const calls = serve();
    renderModal({ datasource: '12__query', viz_type: 'pie', metric: 'count', groupby: ['region'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Explore' }, WAIT));
    expect((await screen.findByText(/explore page/, {}, WAIT)).textContent).toBe(
      'explore page ?dataset_id=9&form_data_key=fdk1',
    );
    const stored = calls.find((c) => c.url.startsWith('/api/v1/explore/form_data'))?.body as {
      datasource_id: number;
      datasource_type: string;
      form_data: string;
    };
    expect(stored.datasource_id).toBe(9);
    expect(stored.datasource_type).toBe('table');
    expect(JSON.parse(stored.form_data)).toEqual({
      datasource: '9__table',
      viz_type: 'pie',
      metric: 'count',
      groupby: ['region'],
    });
  });

  it('overwrites an existing virtual dataset after the confirm step, then refreshes its columns', async () => {
    const calls = serve();
    renderModal();
    fireEvent.click(await screen.findByText('Overwrite existing', {}, WAIT));
    const overwrite = screen.getByRole('button', { name: 'Overwrite & Explore' });
    expect(overwrite.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Existing dataset' }));
    fireEvent.click(await screen.findByText('orders_by_region', {}, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite & Explore' }));
    expect(
      await screen.findByText('Are you sure you want to overwrite this dataset?', {}, WAIT),
    ).toBeTruthy();
    // Back returns to the choice; nothing was written.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Overwrite existing', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite & Explore' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Overwrite & Explore' }, WAIT));
    expect((await screen.findByText(/explore page/, {}, WAIT)).textContent).toBe(
      'explore page ?dataset_id=4',
    );
    const writes = calls.filter((c) => c.method === 'PUT');
    expect(writes.map((c) => c.url)).toEqual(['/api/v1/dataset/4', '/api/v1/dataset/4/refresh']);
    await waitFor(() => expect(writes[0]?.body).toEqual({ sql: 'SELECT region FROM orders' }));
  });
});
