import { FilterOutlined } from '@ant-design/icons';
import { isFilterDivider } from '@tessera/core';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { CrossFilterList } from './CrossFilterList';
import { FilterControl } from './FilterControl';
import type { CrossFilterRow } from './FiltersBadge';
import type { NativeFilterBarState } from './NativeFiltersProvider';

/**
 * Superset's horizontal filter bar (filter_bar_orientation HORIZONTAL): one band above the
 * charts, the filters side by side at a fixed width that wraps, dividers as labelled separators,
 * Apply and Clear all at the end. Filter sets live only in the vertical bar, as in Superset.
 */
export function HorizontalFilterBar({
  bar,
  configEntry,
  settings,
  crossFilters,
  onClearCrossFilter,
  nothingToClear,
}: {
  readonly bar: NativeFilterBarState;
  readonly configEntry?: ReactNode;
  readonly settings?: ReactNode;
  readonly crossFilters: readonly CrossFilterRow[];
  readonly onClearCrossFilter: ((chartKey: string) => void) | undefined;
  readonly nothingToClear: boolean;
}) {
  return (
    <section className="filter-bar-horizontal" aria-label="Filters" data-test="filter-bar">
      <div className="filter-bar-horizontal-title">
        <FilterOutlined /> Filters
        {settings}
      </div>
      <CrossFilterList rows={crossFilters} onClear={onClearCrossFilter} horizontal />
      <div className="filter-bar-horizontal-items">
        {bar.items.length === 0 ? <span className="filter-bar-none muted">No filters yet.</span> : null}
        {bar.items.map((item) =>
          isFilterDivider(item) ? (
            <div
              key={item.id}
              className="filter-divider horizontal"
              data-test="filter-divider"
              title={item.description || undefined}
            >
              <div className="filter-divider-title">{item.title}</div>
            </div>
          ) : (
            <FilterControl
              key={item.id}
              filter={item}
              selected={bar.selected}
              select={bar.select}
              selectAndApply={bar.selectAndApply}
            />
          ),
        )}
      </div>
      <div className="filter-bar-horizontal-actions">
        {configEntry}
        {bar.items.length > 0 ? (
          <>
            <Button onClick={bar.clearAll} disabled={nothingToClear} data-test="filter-bar-clear-all">
              Clear all
            </Button>
            <Button
              type="primary"
              onClick={bar.apply}
              disabled={bar.applyDisabled}
              data-test="filter-bar-apply"
            >
              Apply filters
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
