import '../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { DatasetEditPage } from './DatasetEditPage';
import { SAVED } from './useDatasourceEditing';

type Reply = { status: number; body: unknown };
// A shared two-core machine renders antd slowly: wait longer than the default second.
const WAIT = { timeout: 10_000 };

const DATASOURCE = {
  id: 5,
  type: 'table',
  table_name: 'orders',
  schema: 'main',
  sql: null,
  extra: null,
  url: '/tablemodelview/edit/5',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'L', username: 'ada' }],
  database: { id: 1, database_name: 'shop' },
  metrics: [{ id: 9, metric_name: 'revenue', expression: 'SUM(amount)', verbose_name: null, extra: null }],
  columns: [{ id: 3, column_name: 'amount', type: 'REAL', is_dttm: false, groupby: true, filterable: true }],
};

function serve(routes: Record<string, (body: unknown) => Reply | Promise<Reply>>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
      const reply = route ? await routes[route]!(body) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const BASE_ROUTES = {
  '/api/v1/tessera/bootstrap': () => ({
    status: 200,
    body: { user: { id: 1, username: 'ada' }, feature_flags: {}, csrf_token: 't' },
  }),
  '/api/v1/security/csrf_token/': () => ({ status: 200, body: { result: 't' } }),
  '/api/v1/dataset/related/owners': () => ({ status: 200, body: { result: [], count: 0 } }),
};

function renderPage(path = '/tablemodelview/edit/5') {
  render(
    <Provider store={makeStore()}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/tablemodelview/edit/:id" element={<DatasetEditPage />} />
            <Route path="/tablemodelview/list/" element={<div>dataset list page</div>} />
          </Routes>
        </MemoryRouter>
      </App>
    </Provider>,
  );
}

const saveButton = () => document.querySelector('[data-test=datasource-modal-save]') as HTMLButtonElement;
const buttonNamed = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DatasetEditPage (/tablemodelview/edit/{id})', { timeout: 60_000 }, () => {
  it('loads the dataset into the editor tabs under its title, then saves it the modal’s way', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const calls = serve({
      ...BASE_ROUTES,
      '/datasource/get/table/5/': () => new Promise<Reply>((resolve) => (answer = resolve)),
      '/datasource/save/': () => ({ status: 200, body: DATASOURCE }),
    });
    renderPage();
    expect(await screen.findByText('Loading the dataset', {}, WAIT)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    answer({ status: 200, body: DATASOURCE });
    const expression = await screen.findByDisplayValue('SUM(amount)', {}, WAIT);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Edit Dataset orders');
    expect(screen.getByText('Columns (1)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datasets/ }).getAttribute('href')).toBe('/tablemodelview/list/');

    fireEvent.change(expression, { target: { value: 'SUM(amount) * 2' } });
    fireEvent.click(saveButton());
    await screen.findByText('Are you sure you want to save and apply changes?', {}, WAIT);
    expect(screen.getByText(/affects all the charts using this dataset/)).toBeTruthy();
    fireEvent.click(buttonNamed('OK')!);
    expect(await screen.findByText(SAVED, {}, WAIT)).toBeTruthy();
    // Saved: the legacy form's redirect to the dataset list.
    expect(await screen.findByText('dataset list page', {}, WAIT)).toBeTruthy();
    const save = calls.find((c) => c.url === '/datasource/save/');
    const data = JSON.parse((save!.body as { data: string }).data);
    expect(data).toMatchObject({ id: 5, metrics: [{ id: 9, expression: 'SUM(amount) * 2' }] });
  });

  it('keeps the user on the page with the Error dialog when the save fails', async () => {
    serve({
      ...BASE_ROUTES,
      '/datasource/get/table/5/': () => ({ status: 200, body: DATASOURCE }),
      '/datasource/save/': () => ({ status: 409, body: { message: 'Duplicate column name(s): amount' } }),
    });
    renderPage();
    await screen.findByDisplayValue('revenue', {}, WAIT);
    fireEvent.click(saveButton());
    await screen.findByText('Are you sure you want to save and apply changes?', {}, WAIT);
    fireEvent.click(buttonNamed('OK')!);
    expect(await screen.findByText('Duplicate column name(s): amount', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('dataset list page')).toBeNull();
    expect(screen.getByDisplayValue('revenue')).toBeTruthy();
  });

  it('disables Save while the draft is invalid, and Cancel leaves without saving', async () => {
    const calls = serve({
      ...BASE_ROUTES,
      '/datasource/get/table/5/': () => ({ status: 200, body: DATASOURCE }),
    });
    renderPage();
    const name = await screen.findByDisplayValue('revenue', {}, WAIT);
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(name, { target: { value: '' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Metric 1 needs a name')).toBeTruthy();
    fireEvent.click(buttonNamed('Cancel')!);
    expect(await screen.findByText('dataset list page', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.url === '/datasource/save/')).toBe(false);
  });

  it('says the dataset is not found for an unknown id, and for an address that is no id', async () => {
    const calls = serve({
      ...BASE_ROUTES,
      '/datasource/get/table/404/': () => ({ status: 404, body: { message: 'Not found' } }),
    });
    renderPage('/tablemodelview/edit/404');
    expect(await screen.findByText('Dataset not found', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All datasets' }).getAttribute('href')).toBe(
      '/tablemodelview/list/',
    );
    cleanup();
    renderPage('/tablemodelview/edit/orders');
    expect(await screen.findByText('Dataset not found', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/datasource/get/table/orders'))).toBe(false);
  });

  it('shows why the dataset could not load, with the way back', async () => {
    serve({
      ...BASE_ROUTES,
      '/datasource/get/table/5/': () => ({ status: 500, body: { message: 'The metadata store is down' } }),
    });
    renderPage();
    expect(await screen.findByText('The dataset could not be loaded', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('The metadata store is down')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Datasets/ })).toBeTruthy();
  });
});
