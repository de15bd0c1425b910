import '../../../../test/dom';
import type { NativeFilterItem, Position } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar';
import { filterBarOrientationOf } from './FilterBarSettings';
import { NativeFiltersProvider } from './NativeFiltersProvider';

const position: Position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
};

const divider = {
  id: 'NATIVE_FILTER_DIVIDER-1',
  type: 'DIVIDER',
  title: 'Where',
  description: '',
} as NativeFilterItem;

function renderBar(items: NativeFilterItem[], configEntry?: string) {
  return render(
    <NativeFiltersProvider
      jsonMetadata={JSON.stringify({ native_filter_configuration: items })}
      position={position}
    >
      <FilterBar
        configEntry={configEntry ? <button type="button">{configEntry}</button> : undefined}
        filterSets={<div>Sets</div>}
      />
    </NativeFiltersProvider>,
  );
}

afterEach(cleanup);

describe('filter bar without filters', { timeout: 30_000 }, () => {
  it('is not there for viewers', () => {
    renderBar([]);
    expect(screen.queryByTestId('filter-bar')).toBeNull();
    expect(document.querySelector('[data-test=filter-bar]')).toBeNull();
  });

  it('is a slim bar with "Add/Edit filters" for editors, without actions or filter sets', () => {
    renderBar([], 'Add/Edit filters');
    const bar = document.querySelector('[data-test=filter-bar]');
    expect(bar?.classList.contains('slim')).toBe(true);
    expect(screen.getByText('Add/Edit filters')).toBeTruthy();
    expect(document.querySelector('[data-test=filter-bar-apply]')).toBeNull();
    expect(screen.queryByText('Filter sets')).toBeNull();
  });

  it('shows the full bar with the filter sets tab once there is an item', () => {
    renderBar([divider]);
    expect(document.querySelector('[data-test=filter-bar]')?.classList.contains('slim')).toBe(false);
    expect(screen.getByText('Filter sets')).toBeTruthy();
    expect(document.querySelector('[data-test=filter-bar-apply]')).not.toBeNull();
  });
});

const select = {
  id: 'NATIVE_FILTER-1',
  type: 'NATIVE_FILTER',
  name: 'Country',
  filterType: 'filter_range',
  targets: [{ datasetId: 1, column: { name: 'population' } }],
} as NativeFilterItem;

describe('cross-filters and orientation', { timeout: 30_000 }, () => {
  const crossFilters = [
    {
      id: '12',
      name: 'Sales by channel',
      mask: { extraFormData: { filters: [] }, filterState: { value: [['Web']] } },
    },
  ];

  it('lists the charts’ cross-filters with their values, each cleared by its button', () => {
    const cleared: string[] = [];
    render(
      <NativeFiltersProvider
        jsonMetadata={JSON.stringify({ native_filter_configuration: [select] })}
        position={position}
      >
        <FilterBar crossFilters={crossFilters} onClearCrossFilter={(key) => cleared.push(key)} />
      </NativeFiltersProvider>,
    );
    const item = document.querySelector('[data-test=cross-filter-item]');
    expect(item?.textContent).toContain('Sales by channel');
    expect(item?.textContent).toContain('Web');
    (document.querySelector('[data-test=cross-filter-clear]') as HTMLButtonElement).click();
    expect(cleared).toEqual(['12']);
  });

  it('shows a viewer the bar when only a cross-filter is active', () => {
    render(
      <NativeFiltersProvider jsonMetadata="{}" position={position}>
        <FilterBar crossFilters={crossFilters} />
      </NativeFiltersProvider>,
    );
    expect(document.querySelector('[data-test=cross-filter-item]')).not.toBeNull();
    expect(document.querySelector('[data-test=cross-filter-clear]')).toBeNull();
  });

  it('draws as a band above the charts when horizontal, without filter sets', () => {
    render(
      <NativeFiltersProvider
        jsonMetadata={JSON.stringify({ native_filter_configuration: [select] })}
        position={position}
      >
        <FilterBar orientation="HORIZONTAL" filterSets={<div>Sets</div>} />
      </NativeFiltersProvider>,
    );
    const bar = document.querySelector('[data-test=filter-bar]');
    expect(bar?.classList.contains('filter-bar-horizontal')).toBe(true);
    expect(bar?.querySelector('[data-test=filter-control]')).not.toBeNull();
    expect(screen.queryByText('Filter sets')).toBeNull();
    expect(document.querySelector('[data-test=filter-bar-apply]')).not.toBeNull();
  });

  it('offers editors the orientation in the bar’s settings', () => {
    render(
      <NativeFiltersProvider
        jsonMetadata={JSON.stringify({ native_filter_configuration: [select] })}
        position={position}
      >
        <FilterBar onOrientationChange={() => undefined} />
      </NativeFiltersProvider>,
    );
    expect(document.querySelector('[data-test=filter-bar-settings]')).not.toBeNull();
  });
});

describe('filterBarOrientationOf', () => {
  it('reads HORIZONTAL, and falls back to vertical', () => {
    expect(filterBarOrientationOf('{"filter_bar_orientation":"HORIZONTAL"}')).toBe('HORIZONTAL');
    expect(filterBarOrientationOf('{}')).toBe('VERTICAL');
    expect(filterBarOrientationOf('nope')).toBe('VERTICAL');
  });
});
