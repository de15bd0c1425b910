import { FilterOutlined } from '@ant-design/icons';
import { type DataMask, isNativeFilter, nativeFiltersApplied } from '@tessera/core';
import { Popover } from 'antd';
import { useMemo } from 'react';
import { useAppliedNativeFilters } from './NativeFiltersProvider';

export function describeValue(label: unknown, value: unknown): string {
  if (typeof label === 'string' && label) return label;
  if (Array.isArray(value))
    return value.map((item) => (Array.isArray(item) ? item.join(', ') : String(item))).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/** A cross-filter that reaches the chart: the emitting chart's key, its title and its mask. */
export interface CrossFilterRow {
  readonly id: string;
  readonly name: string;
  readonly mask: DataMask | undefined;
}

interface Row {
  readonly id: string;
  readonly name: string;
  readonly value: string;
}

function RowList({ heading, rows }: { readonly heading: string; readonly rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <div className="filters-badge-heading">
        {heading} ({rows.length})
      </div>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <span className="filters-badge-name">{row.name}</span>
            {row.value ? <span className="filters-badge-value">{row.value}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Superset's FiltersBadge: on a chart's header, how many filters apply to it (the native filters
 * in whose scope it is, and the other charts' cross-filters that reach it), and on hover or click
 * which ones with their values. Nothing when none does.
 */
export function FiltersBadge({
  chartId,
  crossFilters = [],
}: {
  readonly chartId: number | undefined;
  readonly crossFilters?: readonly CrossFilterRow[];
}) {
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
  const crossRows = crossFilters.map((row) => ({
    id: row.id,
    name: row.name,
    value: describeValue(row.mask?.filterState?.label, row.mask?.filterState?.value),
  }));
  const count = rows.length + crossRows.length;
  if (count === 0) return null;
  const content = (
    <div className="filters-badge-popover" data-test="chart-filters-popover">
      <RowList heading="Applied filters" rows={rows} />
      <RowList heading="Applied cross-filters" rows={crossRows} />
    </div>
  );
  return (
    <Popover content={content} placement="bottomRight" trigger={['hover', 'click']}>
      <button
        type="button"
        className="filters-badge"
        aria-label={`${count} filter${count === 1 ? '' : 's'} applied`}
        data-test="chart-filters-badge"
      >
        <FilterOutlined />
        <span className="filters-badge-count">{count}</span>
      </button>
    </Popover>
  );
}
