import { DoubleLeftOutlined, DoubleRightOutlined, FilterOutlined } from '@ant-design/icons';
import { isFilterDivider, isMaskActive, isNativeFilter } from '@tessera/core';
import { Badge, Button, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { FilterControl } from './FilterControl';
import { useNativeFilterBar } from './NativeFiltersProvider';
import './filters.css';

/**
 * Superset's vertical filter bar: the dashboard's native filters in their saved order, with
 * dividers, "Apply filters" for the pending changes and "Clear all"; it folds to a narrow strip.
 */
export function FilterBar({ configEntry }: { readonly configEntry?: ReactNode } = {}) {
  const bar = useNativeFilterBar();
  const [open, setOpen] = useState(true);
  if (!bar || (bar.items.length === 0 && !configEntry)) return null;
  const appliedCount = bar.items.filter(
    (item) => isNativeFilter(item) && isMaskActive(bar.applied[item.id]),
  ).length;
  const nothingToClear = !bar.items.some((item) => {
    const value = bar.selected[item.id]?.filterState?.value;
    return (
      isNativeFilter(item) && (isMaskActive(bar.selected[item.id]) || (value !== null && value !== undefined))
    );
  });

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
      {configEntry}
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
      <div className="filter-bar-actions">
        <Button onClick={bar.clearAll} disabled={nothingToClear} data-test="filter-bar-clear-all">
          Clear all
        </Button>
        <Button type="primary" onClick={bar.apply} disabled={bar.applyDisabled} data-test="filter-bar-apply">
          Apply filters
        </Button>
      </div>
    </aside>
  );
}
