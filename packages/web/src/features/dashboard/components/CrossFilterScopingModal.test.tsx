import '../../../test/dom';
import type { Position } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crossFilterSettings } from '../lib/crossFilterSettings';
import { CrossFilterScopingModal } from './CrossFilterScopingModal';
import type { DashboardChange } from './useDashboardSave';

const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2', 'CHART-3'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'Bars' } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Pie' } },
  'CHART-3': { id: 'CHART-3', type: 'CHART', children: [], meta: { chartId: 3, sliceName: 'Table' } },
};
const titles = new Map([
  ['1', 'Bars'],
  ['2', 'Pie'],
  ['3', 'Table'],
]);

afterEach(cleanup);

function open(metadata: object) {
  const onSave = vi.fn(async (_change: DashboardChange) => true);
  const onClose = vi.fn();
  render(
    <CrossFilterScopingModal
      open
      settings={crossFilterSettings(JSON.stringify(metadata), position)}
      position={position}
      titles={titles}
      saving={false}
      onClose={onClose}
      onSave={onSave}
    />,
  );
  return { onSave, onClose };
}

describe('CrossFilterScopingModal', { timeout: 30_000 }, () => {
  it('saves the switch, the global scope and each chart’s configuration', async () => {
    const { onSave, onClose } = open({
      cross_filters_enabled: false,
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
      },
    });
    const enable = screen.getByText('Enable cross-filtering').closest('label')?.querySelector('input');
    expect(enable?.checked).toBe(false);
    fireEvent.click(enable as HTMLInputElement);
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      metadata: {
        cross_filters_enabled: true,
        global_chart_configuration: {
          scope: { rootPath: ['ROOT_ID'], excluded: [] },
          chartsInScope: [1, 2, 3],
        },
        chart_configuration: {
          '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
        },
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a chart’s custom scope tree leaves out the chart itself', async () => {
    open({
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
      },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Scoping of' }));
    fireEvent.click(await screen.findByTitle('Bars'));
    await screen.findByText('Custom scoping for this chart');
    const tree = document.querySelector('[data-test=filter-scope]');
    expect(tree?.textContent).toContain('Pie');
    expect(tree?.textContent).toContain('Table');
    expect(tree?.textContent).not.toContain('Bars');
  });
});
