import { CloseOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type CrossFilterRow, describeValue } from './FiltersBadge';

/** Superset's "Cross-filters" block at the top of the bar: chart, value, and a clear button. */
export function CrossFilterList({
  rows,
  onClear,
  horizontal = false,
}: {
  readonly rows: readonly CrossFilterRow[];
  readonly onClear: ((chartKey: string) => void) | undefined;
  readonly horizontal?: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <section
      className={horizontal ? 'cross-filter-list horizontal' : 'cross-filter-list'}
      aria-label="Cross-filters"
      data-test="cross-filters"
    >
      <div className="cross-filter-list-title">Cross-filters</div>
      {rows.map((row) => {
        const value = describeValue(row.mask?.filterState?.label, row.mask?.filterState?.value);
        return (
          <div key={row.id} className="cross-filter-item" data-test="cross-filter-item">
            <div className="cross-filter-text">
              <div className="cross-filter-chart" title={row.name}>
                {row.name}
              </div>
              <div className="cross-filter-value" title={value}>
                {value}
              </div>
            </div>
            {onClear ? (
              <Tooltip title="Clear this cross-filter">
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Clear the cross-filter of ${row.name}`}
                  onClick={() => onClear(row.id)}
                  data-test="cross-filter-clear"
                />
              </Tooltip>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
