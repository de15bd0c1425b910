import '../../../test/dom';
import type { DashboardPermissionFlags, DataMaskState } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { EMPTY_DATASOURCE } from '../../../charts/types';
import type { DashboardChart } from '../api/dashboardApi';
import { ChartHolder, type ChartHolderProps } from './ChartHolder';
import { DashboardPermissionsContext } from './permissions';
import { CHART_ID, DASHBOARD_ID, fakeDashboardServer } from './testing/fakeDashboardServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chart: DashboardChart = {
  id: CHART_ID,
  slice_name: 'Sales by region',
  viz_type: 'big_number_total',
  form_data: { viz_type: 'big_number_total', datasource: '3__table', metric: 'count' },
};

const ALL: DashboardPermissionFlags = {
  dash_edit_perm: true,
  dash_save_perm: true,
  dash_share_perm: true,
  superset_can_explore: true,
  superset_can_share: true,
  superset_can_csv: true,
  slice_can_edit: true,
};

function holder(dataMask: DataMaskState, refreshToken = 1, permissions = ALL) {
  const props: ChartHolderProps = {
    component: {
      id: 'CHART-a',
      type: 'CHART',
      children: [],
      meta: { chartId: CHART_ID, width: 6, height: 50 },
    },
    chart,
    dataset: { datasource: EMPTY_DATASOURCE, columns: ['region'] },
    refreshToken,
    crossFilters: { dataMask, setDataMask: () => {} },
    dashboardId: DASHBOARD_ID,
  };
  return (
    <DashboardPermissionsContext.Provider value={permissions}>
      <ChartHolder {...props} />
    </DashboardPermissionsContext.Provider>
  );
}

function renderHolder(dataMask: DataMaskState = {}, permissions = ALL) {
  const store = makeStore();
  const wrap = (node: React.ReactNode) => (
    <Provider store={store}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </Provider>
  );
  const view = render(wrap(holder(dataMask, 1, permissions)));
  return { ...view, rerenderWith: (mask: DataMaskState) => view.rerender(wrap(holder(mask))) };
}

const regionFilter = (region: string): DataMaskState => ({
  '12': {
    extraFormData: { filters: [{ col: 'region', op: 'IN', val: [region] }] },
    filterState: { value: [region] },
  },
});

const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'More actions for Sales by region' }));
  return screen.findByRole('menu');
};

describe('dashboard chart holder', { timeout: 30_000 }, () => {
  it('"Force refresh" sends force: true; a filter change does not', async () => {
    const server = fakeDashboardServer();
    const view = renderHolder();
    await waitFor(() => expect(server.chartData).toHaveLength(1));
    expect(server.chartData[0]?.body.force).toBe(false);

    view.rerenderWith(regionFilter('East'));
    await waitFor(() => expect(server.chartData).toHaveLength(2));
    expect(server.chartData[1]?.body.force).toBe(false);
    expect(server.chartData[1]?.url).not.toContain('force=true');

    await openMenu();
    fireEvent.click(screen.getByText('Force refresh'));
    await waitFor(() => expect(server.chartData).toHaveLength(3));
    expect(server.chartData[2]?.body.force).toBe(true);
    expect(server.chartData[2]?.url).toContain('force=true');

    // The next filter change after a forced run reads the cache again.
    view.rerenderWith(regionFilter('West'));
    await waitFor(() => expect(server.chartData).toHaveLength(4));
    expect(server.chartData[3]?.body.force).toBe(false);
  });

  it('offers CSV, share, Explore and Edit chart with the permission flags on', async () => {
    fakeDashboardServer();
    renderHolder();
    expect(screen.getByRole('link', { name: 'Sales by region' }).getAttribute('href')).toBe(
      `/explore/?slice_id=${CHART_ID}`,
    );
    await openMenu();
    for (const item of ['Download as CSV', 'Copy permalink to clipboard', 'Edit chart'])
      expect(screen.getByText(item)).toBeTruthy();
  });

  it.each([
    ['superset_can_csv', 'Download as CSV'],
    ['superset_can_share', 'Copy permalink to clipboard'],
    ['slice_can_edit', 'Edit chart'],
    ['superset_can_explore', 'Edit chart'],
  ] as const)('without %s, leaves out "%s"', async (flag, item) => {
    fakeDashboardServer();
    renderHolder({}, { ...ALL, [flag]: false });
    await openMenu();
    expect(screen.getByText('Force refresh')).toBeTruthy();
    expect(screen.queryByText(item)).toBeNull();
  });

  it('shows the title without a link to Explore without superset_can_explore', () => {
    fakeDashboardServer();
    renderHolder({}, { ...ALL, superset_can_explore: false });
    expect(screen.queryByRole('link', { name: 'Sales by region' })).toBeNull();
    expect(screen.getByText('Sales by region')).toBeTruthy();
  });
});
