import '../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { DatasourceEditorModal, MANAGED_EXTERNALLY, SAVED } from './DatasourceEditorModal';
import { SAVE_CONFIRM_WARNING } from './useDatasourceEditing';

type Reply = { status: number; body: unknown };

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

function standardRoutes(overrides: Record<string, (body: unknown) => Reply> = {}, flags = {}, data = {}) {
  return serve({
    '/api/v1/tessera/bootstrap': () => ({
      status: 200,
      body: { user: { id: 1, username: 'ada' }, feature_flags: flags, csrf_token: 't' },
    }),
    '/datasource/get/table/5/': () => ({ status: 200, body: { ...DATASOURCE, ...data } }),
    '/api/v1/dataset/related/owners': () => ({ status: 200, body: { result: [], count: 0 } }),
    ...overrides,
  });
}

function renderModal(onClose = vi.fn()) {
  render(
    <Provider store={makeStore()}>
      <App>
        <DatasourceEditorModal datasetId={5} open onClose={onClose} />
      </App>
    </Provider>,
  );
  return onClose;
}

// getByRole walks the accessibility tree of the whole modal (seconds in jsdom); these are direct.
const saveButton = () => document.querySelector('[data-test=datasource-modal-save]') as HTMLButtonElement;
const buttonNamed = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DatasourceEditorModal', { timeout: 60_000 }, () => {
  it('disables Save while the draft is invalid and lists why', async () => {
    standardRoutes();
    renderModal();
    const name = await screen.findByDisplayValue('revenue');
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(name, { target: { value: '' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Metric 1 needs a name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Metric name'), { target: { value: 'revenue' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(buttonNamed('Add item')!);
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Metric 1 needs a name')).toBeTruthy();
  });

  it('disables Save for a dataset managed externally, with the spec tooltip', async () => {
    standardRoutes({}, {}, { is_managed_externally: true });
    renderModal();
    await screen.findByDisplayValue('revenue');
    expect(saveButton().disabled).toBe(true);
    fireEvent.mouseOver(document.querySelector('[data-test=datasource-modal-save-wrapper]')!);
    expect(await screen.findByText(MANAGED_EXTERNALLY)).toBeTruthy();
  });

  it('shows the legacy editor button unless DISABLE_LEGACY_DATASOURCE_EDITOR is on', async () => {
    standardRoutes();
    renderModal();
    await screen.findByDisplayValue('revenue');
    expect(buttonNamed('Use legacy datasource editor')).toBeTruthy();
    cleanup();
    standardRoutes({}, { DISABLE_LEGACY_DATASOURCE_EDITOR: true });
    renderModal();
    await screen.findByDisplayValue('revenue');
    expect(buttonNamed('Use legacy datasource editor')).toBeNull();
  });

  it('confirms, posts the payload to /datasource/save/ and says it was saved', async () => {
    const calls = standardRoutes({
      '/api/v1/security/csrf_token/': () => ({ status: 200, body: { result: 't' } }),
      '/datasource/save/': () => ({ status: 200, body: DATASOURCE }),
    });
    const onClose = renderModal();
    const expression = await screen.findByDisplayValue('SUM(amount)');
    fireEvent.change(expression, { target: { value: 'SUM(amount) * 2' } });
    fireEvent.click(saveButton());
    await screen.findByText('Are you sure you want to save and apply changes?');
    expect(screen.getByText('Are you sure you want to save and apply changes?')).toBeTruthy();
    // Spec 000 point 7's warning, word for word.
    expect(screen.getByText(SAVE_CONFIRM_WARNING)).toBeTruthy();
    fireEvent.click(buttonNamed('OK')!);
    expect(await screen.findByText(SAVED)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const save = calls.find((c) => c.url === '/datasource/save/');
    expect(save).toBeDefined();
    const data = JSON.parse((save!.body as { data: string }).data);
    expect(data).toMatchObject({ id: 5, owners: [1], metrics: [{ id: 9, expression: 'SUM(amount) * 2' }] });
  });

  it('shows the Error dialog when the save fails', async () => {
    standardRoutes({
      '/api/v1/security/csrf_token/': () => ({ status: 200, body: { result: 't' } }),
      '/datasource/save/': () => ({ status: 409, body: { message: 'Duplicate column name(s): amount' } }),
    });
    const onClose = renderModal();
    await screen.findByDisplayValue('revenue');
    fireEvent.click(saveButton());
    await screen.findByText('Are you sure you want to save and apply changes?');
    fireEvent.click(buttonNamed('OK')!);
    expect(await screen.findByText('Duplicate column name(s): amount')).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
