import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { CreateDatasetPage } from './CreateDatasetPage';

type Reply = { status: number; body: unknown };
// A shared two-core machine renders antd slowly: wait longer than the default second.
const WAIT = { timeout: 10_000 };

function serve(routes: Record<string, (body: unknown) => Reply>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
      const reply = route ? routes[route]!(body) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const ROUTES = {
  '/api/v1/security/csrf_token/': () => ({ status: 200, body: { result: 't' } }),
  '/api/v1/database/1/schemas/': () => ({ status: 200, body: { result: ['main'] } }),
  '/api/v1/database/1/tables/': () => ({
    status: 200,
    body: { result: [{ value: 'customers' }, { value: 'orders' }] },
  }),
  '/api/v1/database/1/table_metadata/': () => ({
    status: 200,
    body: { columns: [{ name: 'city', type: 'VARCHAR' }] },
  }),
  '/api/v1/database/': () => ({
    status: 200,
    body: { result: [{ id: 1, database_name: 'Shop', backend: 'sqlite' }] },
  }),
  '/api/v1/dataset/?': () => ({ status: 200, body: { result: [{ id: 7, table_name: 'orders' }] } }),
  '/api/v1/dataset/': () => ({ status: 201, body: { id: 12 } }),
};

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <App>
        <MemoryRouter initialEntries={['/dataset/add/']}>
          <Routes>
            <Route path="/dataset/add/" element={<CreateDatasetPage />} />
            <Route path="/explore/" element={<div>explore page</div>} />
          </Routes>
        </MemoryRouter>
      </App>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateDatasetPage', { timeout: 30_000 }, () => {
  it('previews a table’s columns, creates its dataset and opens Explore', async () => {
    const calls = serve(ROUTES);
    renderPage();
    fireEvent.click(await screen.findByRole('option', { name: /customers/ }, WAIT));
    expect(await screen.findByText('city', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create dataset and create chart' }));
    await screen.findByText('explore page', {}, WAIT);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'customers',
    });
  });

  it('links a table that already has a dataset instead of creating another', async () => {
    serve(ROUTES);
    renderPage();
    fireEvent.click(await screen.findByRole('option', { name: /orders/ }, WAIT));
    expect(await screen.findByText('This table already has a dataset', {}, WAIT)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create dataset and create chart' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('link', { name: 'View dataset' }).getAttribute('href')).toBe(
      '/explore/?dataset_id=7',
    );
  });

  it('invites to connect a database when there is none', async () => {
    serve({ ...ROUTES, '/api/v1/database/': () => ({ status: 200, body: { result: [] } }) });
    renderPage();
    expect(await screen.findByText('No database is connected yet', {}, WAIT)).toBeTruthy();
  });
});
