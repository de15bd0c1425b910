import '../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeCsrfToken, resetCsrfToken } from '../../../app/http';
import { makeStore } from '../../../app/store';
import { NOT_CHART_OWNER_HINT } from '../lib/chartOwnership';
import type { SaveOutcome } from '../lib/saveChart';
import { SaveModal } from './SaveModal';

configure({ testIdAttribute: 'data-test' });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const formData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country'],
  metrics: ['count'],
  row_limit: 100,
} as unknown as QueryFormData;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const emptyLayout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
};

/** The chart and dashboard API the dialog saves through: two dashboards, charts saved as id 77. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0];
      if (path === '/api/v1/dashboard/' && method === 'GET')
        return json({
          result: [
            { id: 5, dashboard_title: 'Sales' },
            { id: 6, dashboard_title: 'Marketing' },
          ],
        });
      if (path === '/api/v1/dashboard/5' && method === 'GET')
        return json({
          result: { id: 5, dashboard_title: 'Sales', position_json: JSON.stringify(emptyLayout) },
        });
      if (path === '/api/v1/dashboard/5' && method === 'PUT') return json({ id: 5, result: {} });
      if (path === '/api/v1/chart/' && method === 'POST') return json({ id: 77, result: {} }, 201);
      if (path?.startsWith('/api/v1/chart/') && method === 'PUT') return json({ id: 12, result: {} });
      return json({ message: 'Not found' }, 404);
    }),
  );
}

/** The calls of `method` to `path`, with their JSON bodies. */
function calls(method: string, path: string): Record<string, unknown>[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function open(
  slice: { id: number; dashboards: number[] } | null,
  sliceName = 'Orders by country',
  canOverwrite = slice !== null,
) {
  serve();
  primeCsrfToken('token');
  const onSaved = vi.fn<(outcome: SaveOutcome, name: string, go: boolean) => void>();
  render(
    <Provider store={makeStore()}>
      <App>
        <SaveModal
          open
          formData={formData}
          sliceName={sliceName}
          slice={slice ? { ...slice, owners: [1] } : null}
          canOverwrite={canOverwrite}
          onClose={() => {}}
          onSaved={onSaved}
        />
      </App>
    </Provider>,
  );
  return onSaved;
}

async function chooseDashboard(title: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const option = await screen.findByText(title, { selector: '.ant-select-item-option-content' });
  fireEvent.click(option);
}

describe('SaveModal (spec 000 point 7)', { timeout: 20_000 }, () => {
  it('overwrites the open chart by default: PUT on its id, keeping its dashboards and new name', async () => {
    const onSaved = open({ id: 12, dashboards: [4] });
    expect(screen.getByLabelText('Save (Overwrite)')).toHaveProperty('checked', true);
    fireEvent.change(screen.getByTestId('save-modal-name'), { target: { value: 'Orders, renamed' } });
    fireEvent.click(screen.getByTestId('save-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls('POST', '/api/v1/chart/')).toEqual([]);
    const [body] = calls('PUT', '/api/v1/chart/12');
    expect(body).toMatchObject({ slice_name: 'Orders, renamed', viz_type: 'table', dashboards: [4] });
    expect(JSON.parse(String(body?.params))).toMatchObject({ groupby: ['country'] });
    expect(onSaved).toHaveBeenCalledWith(
      { chartId: 12, dashboardId: null, dashboards: [4] },
      'Orders, renamed',
      false,
    );
  });

  it('saves as a new chart when Save as… is chosen, leaving the old one and its dashboards', async () => {
    const onSaved = open({ id: 12, dashboards: [4] });
    fireEvent.click(screen.getByLabelText('Save as…'));
    fireEvent.click(screen.getByTestId('save-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls('PUT', '/api/v1/chart/12')).toEqual([]);
    expect(calls('POST', '/api/v1/chart/')).toEqual([expect.objectContaining({ dashboards: [] })]);
    expect(onSaved.mock.calls[0]?.[0]).toEqual({ chartId: 77, dashboardId: null, dashboards: [] });
  });

  it('adds the chart to an existing dashboard: linked in the chart body, then placed on its layout', async () => {
    const onSaved = open(null);
    expect(screen.queryByLabelText('Save (Overwrite)')).toBeNull();
    // Save & go is only for a chosen dashboard.
    expect(screen.getByTestId('save-modal-save-and-go')).toHaveProperty('disabled', true);
    await chooseDashboard('Sales');
    expect(screen.getByTestId('save-modal-save-and-go')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('save-modal-save-and-go'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls('POST', '/api/v1/dashboard/')).toEqual([]); // No new dashboard.
    expect(calls('POST', '/api/v1/chart/')).toEqual([expect.objectContaining({ dashboards: [5] })]);
    const [put] = calls('PUT', '/api/v1/dashboard/5');
    const layout = JSON.parse(String(put?.position_json)) as Record<string, { type: string; meta?: unknown }>;
    const charts = Object.values(layout).filter((item) => item.type === 'CHART');
    expect(charts).toEqual([expect.objectContaining({ meta: expect.objectContaining({ chartId: 77 }) })]);
    expect(onSaved).toHaveBeenCalledWith(
      { chartId: 77, dashboardId: 5, dashboards: [5] },
      'Orders by country',
      true,
    );
    expect(await screen.findByText('Chart saved and added to the dashboard')).toBeTruthy();
  });

  it('overwrites a chart onto another dashboard, keeping the ones it was already on', async () => {
    const onSaved = open({ id: 12, dashboards: [4] });
    await chooseDashboard('Sales');
    fireEvent.click(screen.getByTestId('save-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls('PUT', '/api/v1/chart/12')).toEqual([expect.objectContaining({ dashboards: [4, 5] })]);
    expect(calls('PUT', '/api/v1/dashboard/5')).toHaveLength(1);
    expect(onSaved.mock.calls[0]?.[2]).toBe(false);
  });

  it('offers someone who does not own the chart only Save as, and says why', async () => {
    const onSaved = open({ id: 12, dashboards: [4] }, 'Orders by country', false);
    const overwrite = screen.getByLabelText('Save (Overwrite)');
    expect(overwrite).toHaveProperty('disabled', true);
    expect(overwrite).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Save as…')).toHaveProperty('checked', true);
    expect(screen.getByText(NOT_CHART_OWNER_HINT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // A new chart, not a PUT the server would refuse.
    expect(calls('PUT', '/api/v1/chart/12')).toEqual([]);
    expect(calls('POST', '/api/v1/chart/')).toHaveLength(1);
    expect(onSaved.mock.calls[0]?.[0]).toEqual({ chartId: 77, dashboardId: null, dashboards: [] });
  });

  it('asks for a name rather than saving a nameless chart', async () => {
    const onSaved = open(null, '');
    fireEvent.click(screen.getByTestId('save-modal-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the chart a name.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls('POST', '/api/v1/chart/')).toEqual([]);
  });
});
