import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveDatasetModal } from './SaveDatasetModal';

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

function renderModal() {
  render(
    <App>
      <MemoryRouter initialEntries={['/sqllab/']}>
        <Routes>
          <Route
            path="/sqllab/"
            element={
              <SaveDatasetModal
                open
                sql="SELECT region FROM orders;"
                dbId={1}
                schema="main"
                defaultName="Untitled"
                onClose={() => {}}
              />
            }
          />
          <Route path="/explore/" element={<div>explore page</div>} />
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
  it('saves the query as a new virtual dataset without its trailing semicolon', async () => {
    const calls = serve();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Explore' }, WAIT));
    await screen.findByText('explore page', {}, WAIT);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/v1/dataset/')?.body).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'Untitled',
      sql: 'SELECT region FROM orders',
    });
  });

  it('overwrites an existing virtual dataset after a confirmation, then refreshes its columns', async () => {
    const calls = serve();
    renderModal();
    fireEvent.click(await screen.findByText('Overwrite existing', {}, WAIT));
    const select = await screen.findByRole('combobox', {}, WAIT);
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('orders_by_region', {}, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite & Explore' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Overwrite' }, WAIT));
    await screen.findByText('explore page', {}, WAIT);
    const writes = calls.filter((c) => c.method === 'PUT');
    expect(writes.map((c) => c.url)).toEqual(['/api/v1/dataset/4', '/api/v1/dataset/4/refresh']);
    await waitFor(() => expect(writes[0]?.body).toEqual({ sql: 'SELECT region FROM orders' }));
  });
});
