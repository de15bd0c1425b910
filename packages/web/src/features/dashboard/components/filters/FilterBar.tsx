import { DoubleLeftOutlined, DoubleRightOutlined, FilterOutlined } from '@ant-design/icons';
import { isFilterDivider, isMaskActive, isNativeFilter } from '@tessera/core';
import { Badge, Button, Segmented, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { CrossFilterList } from './CrossFilterList';
import { type FilterBarOrientation, FilterBarSettings } from './FilterBarSettings';
import { FilterControl } from './FilterControl';
import type { CrossFilterRow } from './FiltersBadge';
import { HorizontalFilterBar } from './HorizontalFilterBar';
import { type NativeFilterBarState, useNativeFilterBar } from './NativeFiltersProvider';
import './filters.css';

/**
 * Superset's vertical filter bar: the dashboard's native filters in their saved order, with
 * dividers, "Apply filters" for the pending changes and "Clear all"; it folds to a narrow strip.
 */
export function FilterBar({
  configEntry,
  filterSets,
  crossFilters = [],
  onClearCrossFilter,
  orientation = 'VERTICAL',
  onOrientationChange,
}: {
  readonly configEntry?: ReactNode;
  /** The "Filter sets" tab's content (FilterSets), shown beside the filters when given. */
  readonly filterSets?: ReactNode;
  /** The charts' active cross-filters, each shown with its value and a button that clears it. */
  readonly crossFilters?: readonly CrossFilterRow[];
  readonly onClearCrossFilter?: (chartKey: string) => void;
  /** `filter_bar_orientation`: on the left (default) or as a band above the charts. */
  readonly orientation?: FilterBarOrientation;
  /** Editors switch the orientation from the bar's gear; saved with the dashboard. */
  readonly onOrientationChange?: (orientation: FilterBarOrientation) => void;
} = {}) {
  const bar = useNativeFilterBar();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<'filters' | 'sets'>('filters');
  const cross = <CrossFilterList rows={crossFilters} onClear={onClearCrossFilter} />;
  const settings = onOrientationChange ? (
    <FilterBarSettings orientation={orientation} onChange={onOrientationChange} />
  ) : null;
  // No filters: viewers see no bar at all, editors a slim one that invites them to add some.
  if (!bar || (bar.items.length === 0 && !configEntry && crossFilters.length === 0)) return null;
  const nothingToClear = !bar.items.some((item) => {
    const value = bar.selected[item.id]?.filterState?.value;
    return (
      isNativeFilter(item) && (isMaskActive(bar.selected[item.id]) || (value !== null && value !== undefined))
    );
  });
  if (orientation === 'HORIZONTAL')
    return (
      <HorizontalFilterBar
        bar={bar}
        configEntry={configEntry}
        settings={settings}
        crossFilters={crossFilters}
        onClearCrossFilter={onClearCrossFilter}
        nothingToClear={nothingToClear}
      />
    );
  if (bar.items.length === 0)
    return (
      <aside className="filter-bar slim" aria-label="Filters" data-test="filter-bar">
        <div className="filter-bar-header">
          <span className="filter-bar-title">
            <FilterOutlined /> Filters
          </span>
          {settings}
        </div>
        {cross}
        {configEntry}
        <p className="filter-bar-none muted">No filters yet.</p>
      </aside>
    );
  const appliedCount =
    crossFilters.length +
    bar.items.filter((item) => isNativeFilter(item) && isMaskActive(bar.applied[item.id])).length;

  if (!open)
    return (
      <aside className="filter-bar collapsed" aria-label="Filters" data-test="filter-bar">
        <Tooltip title="Expand the filter bar" placement="right">
          <Button
            type="text"
            icon={<DoubleRightOutlined />}
            onClick={() => setOpen(true)}
            aria-label="Expand the filter bar"
            data-test="filter-bar-expand"
          />
        </Tooltip>
        <Badge count={appliedCount} size="small" color="var(--t-primary)">
          <FilterOutlined className="filter-bar-icon" />
        </Badge>
      </aside>
    );

  return (
    <aside className="filter-bar" aria-label="Filters" data-test="filter-bar">
      <div className="filter-bar-header">
        <span className="filter-bar-title">
          <FilterOutlined /> Filters
        </span>
        {settings}
        <Tooltip title="Collapse the filter bar">
          <Button
            type="text"
            size="small"
            icon={<DoubleLeftOutlined />}
            onClick={() => setOpen(false)}
            aria-label="Collapse the filter bar"
            data-test="filter-bar-collapse"
          />
        </Tooltip>
      </div>
      {filterSets ? (
        <Segmented
          className="filter-bar-tabs"
          block
          size="small"
          value={tab}
          onChange={(value) => setTab(value as 'filters' | 'sets')}
          options={[
            { value: 'filters', label: 'Filters' },
            { value: 'sets', label: <span data-test="filter-sets-tab">Filter sets</span> },
          ]}
        />
      ) : null}
      {filterSets && tab === 'sets' ? (
        <div className="filter-bar-list" data-test="filter-sets">
          {filterSets}
        </div>
      ) : (
        <>
          {configEntry}
          {cross}
          <FilterList bar={bar} />
          <div className="filter-bar-actions">
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
          </div>
        </>
      )}
    </aside>
  );
}

export function FilterList({ bar }: { readonly bar: NativeFilterBarState }) {
  return (
    <div className="filter-bar-list">
      {bar.items.map((item) =>
        isFilterDivider(item) ? (
          <div key={item.id} className="filter-divider" data-test="filter-divider">
            <div className="filter-divider-title">{item.title}</div>
            {item.description ? <div className="filter-divider-description">{item.description}</div> : null}
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
  );
}
