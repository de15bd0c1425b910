import '../../../../test/dom';
import type { NativeFilterItem, Position } from '@tessera/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../app/store';
import { FiltersConfigModal } from './FiltersConfigModal';

const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'One' } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Two' } },
};

const country: NativeFilterItem = {
  id: 'NATIVE_FILTER-c',
  type: 'NATIVE_FILTER',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'country' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [2] },
};

beforeEach(() => {
  // The dialog lists datasets and reads the chosen one's columns.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/api/v1/dataset/3')
        ? { result: { columns: [{ column_name: 'country' }], metrics: [{ metric_name: 'count' }] } }
        : { result: [{ id: 3, table_name: 'sales' }] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(
  onSave = vi.fn(async (_items: NativeFilterItem[]) => true),
  onClose = vi.fn(),
  initial: NativeFilterItem[] = [country],
) {
  render(
    <Provider store={makeStore()}>
      <FiltersConfigModal
        initial={initial}
        position={position}
        saving={false}
        onSave={onSave}
        onClose={onClose}
      />
    </Provider>,
  );
  return { onSave, onClose };
}

describe('FiltersConfigModal', { timeout: 30_000 }, () => {
  it('refuses to save an unnamed new filter, selects it and focuses its name', async () => {
    const { onSave } = open();
    fireEvent.click(screen.getByText('Add filter'));
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Dataset is required')).toBeTruthy();
    expect(screen.getByText('Column is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^filters-config-name-NATIVE_FILTER-/));
    fireEvent.click(screen.getByText('Filter has default value'));
    expect(screen.getByText('Fill all required fields to enable "Default Value"')).toBeTruthy();
  });

  it('saves the configuration with charts in scope recomputed', async () => {
    const { onSave, onClose } = open();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0] ?? [];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: 'NATIVE_FILTER-c', chartsInScope: [1] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a removed filter can be restored; left alone it leaves after 5 s and is not saved', async () => {
    const { onSave } = open();
    fireEvent.click(screen.getByLabelText('Remove Country'));
    expect(screen.getByText('You have removed this filter.')).toBeTruthy();
    fireEvent.click(screen.getByText('Restore Filter'));
    expect(screen.queryByText('Restore Filter')).toBeNull();
    expect((screen.getByLabelText('Filter name') as HTMLInputElement).value).toBe('Country');

    fireEvent.click(screen.getByLabelText('Remove Country'));
    await waitFor(() => expect(screen.queryByText('Restore Filter')).toBeNull(), { timeout: 7000 });
    expect(screen.queryByLabelText('Remove Country')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('Save'));
    });
    expect(onSave).toHaveBeenCalledWith([]);
  }, 10_000);

  it('asks before cancelling unsaved changes', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByText('Add divider'));
    fireEvent.click(screen.getByText('Cancel'));
    expect(screen.getByText(/Are you sure you want to cancel\?/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Yes, cancel'));
    expect(onClose).toHaveBeenCalled();
  });

  it('edits pre-filters with Explore’s ad-hoc filter and time range controls; unchecking drops them', async () => {
    const prefiltered = {
      ...country,
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'country',
          operator: 'IN',
          comparator: ['France'],
        },
      ],
      time_range: 'Last year',
    } as NativeFilterItem;
    const { onSave } = open(undefined, undefined, [prefiltered]);
    const toggle = (await screen.findByText('Pre-filter available values')).closest('label');
    expect(toggle?.querySelector('input')?.checked).toBe(true);
    await waitFor(() => expect(document.querySelector('[data-test=adhoc-filter-pill]')).not.toBeNull());
    expect(document.querySelector('[data-test=adhoc-filter-pill]')?.textContent).toContain('country');
    expect(screen.getByText('Last year')).toBeTruthy();
    fireEvent.click(toggle as HTMLElement);
    expect(document.querySelector('[data-test=adhoc-filter-pill]')).toBeNull();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0]?.[0] as Record<string, unknown>;
    expect(saved.adhoc_filters).toEqual([]);
    expect(saved.time_range).toBeUndefined();
  });
});
