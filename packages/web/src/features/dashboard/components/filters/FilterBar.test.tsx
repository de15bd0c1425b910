import '../../../../test/dom';
import type { NativeFilterItem, Position } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar';
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
