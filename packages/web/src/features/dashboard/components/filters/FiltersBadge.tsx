import { FilterOutlined } from '@ant-design/icons';
import { isNativeFilter, nativeFiltersApplied } from '@tessera/core';
import { Popover } from 'antd';
import { useMemo } from 'react';
import { useAppliedNativeFilters } from './NativeFiltersProvider';

function describeValue(label: unknown, value: unknown): string {
  if (typeof label === 'string' && label) return label;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Superset's FiltersBadge: on a chart's header, how many native filters apply to it, and on
 * hover or click which ones with their values. Nothing when none does.
 */
export function FiltersBadge({ chartId }: { readonly chartId: number | undefined }) {
  const { items, scopes, applied } = useAppliedNativeFilters();
  const rows = useMemo(() => {
    if (chartId === undefined) return [];
    const names = new Map(items.filter(isNativeFilter).map((filter) => [filter.id, filter.name]));
    return nativeFiltersApplied(chartId, scopes, applied).map((id) => ({
      id,
      name: names.get(id) ?? id,
      value: describeValue(applied[id]?.filterState?.label, applied[id]?.filterState?.value),
    }));
  }, [chartId, items, scopes, applied]);
  if (rows.length === 0) return null;
  const content = (
    <div className="filters-badge-popover">
      <div className="filters-badge-heading">Applied filters ({rows.length})</div>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <span className="filters-badge-name">{row.name}</span>
            {row.value ? <span className="filters-badge-value">{row.value}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Popover content={content} placement="bottomRight" trigger={['hover', 'click']}>
      <button
        type="button"
        className="filters-badge"
        aria-label={`${rows.length} filter${rows.length === 1 ? '' : 's'} applied`}
        data-test="chart-filters-badge"
      >
        <FilterOutlined />
        <span className="filters-badge-count">{rows.length}</span>
      </button>
    </Popover>
  );
}
