import '../../../test/dom';
import { FILTER_BOX_SNOOZE_STORAGE_KEY } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { DashboardChart, DashboardDetail } from '../api/dashboardApi';
import { FilterBoxMigration } from './FilterBoxMigration';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const info: DashboardDetail = { id: 7, dashboard_title: 'Games', json_metadata: '{}', changed_on_dttm: 1000 };
const charts: DashboardChart[] = [
  {
    id: 1,
    slice_name: 'Genre filter',
    viz_type: 'filter_box',
    form_data: {
      datasource: '3__table',
      viz_type: 'filter_box',
      filter_configs: [{ column: 'genre', multiple: true, defaultValue: 'Action' }],
    },
  },
  {
    id: 2,
    slice_name: 'Sales',
    viz_type: 'big_number_total',
    form_data: { datasource: '3__table', viz_type: 'big_number_total' },
  },
];

function renderMigration(setDataMask = vi.fn()) {
  render(
    <Provider store={makeStore()}>
      <FilterBoxMigration
        idOrSlug="7"
        info={info}
        charts={charts}
        position={null}
        canEdit
        crossFilters={{ dataMask: {}, setDataMask }}
      />
    </Provider>,
  );
  return setDataMask;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ result: { feature_flags: { DASHBOARD_NATIVE_FILTERS: true } } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('filter-box migration', { timeout: 30_000 }, () => {
  it('invites an editor to review, and "Remind me in 24 hours" snoozes this dashboard', async () => {
    const setDataMask = renderMigration();
    await screen.findByText('Ready to review filters in this dashboard?');
    // The box starts from its defaults, sent to the dashboard so the other charts get them.
    expect(setDataMask).toHaveBeenCalledWith(
      '1',
      expect.objectContaining({ filterState: expect.anything() }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remind me in 24 hours' }));
    const snoozes = JSON.parse(window.localStorage.getItem(FILTER_BOX_SNOOZE_STORAGE_KEY) ?? '{}');
    expect(snoozes['7']).toBeGreaterThan(0);
    // Snoozed: native filters are hidden and the review stays one click away.
    await screen.findByRole('button', { name: 'Review filter boxes as native filters' });
    expect(document.querySelector('[data-test=filter-box-hides-native-filters]')).not.toBeNull();
  });

  it('opens snoozed within 24 hours, and Start review shows the review banner', async () => {
    window.localStorage.setItem(FILTER_BOX_SNOOZE_STORAGE_KEY, JSON.stringify({ 7: Date.now() - 1000 }));
    renderMigration();
    fireEvent.click(await screen.findByRole('button', { name: 'Review filter boxes as native filters' }));
    await waitFor(() => expect(screen.getByText('Reviewing the filter box as native filters')).toBeTruthy());
    expect(screen.getByText(/1 native filter in the filter bar replaces the filter box/)).toBeTruthy();
    expect(document.querySelector('[data-test=filter-box-hides-native-filters]')).toBeNull();
  });
});
