import '../../../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../api/exploreApi';
import type { ControlComponentProps } from '../controlTypes';
import { ColumnConfigControl } from './ColumnConfigControl';
import { setColumnSetting, shownColumns } from './columnConfig';

afterEach(cleanup);

const dataset: DatasetDetail = {
  id: 1,
  table_name: 'orders',
  columns: [
    { column_name: 'country', type_generic: 1 },
    { column_name: 'order_date', type_generic: 2, is_dttm: true },
    ...Array.from({ length: 14 }, (_, i) => ({ column_name: `n${i}`, type_generic: 0 })),
  ],
  metrics: [{ metric_name: 'revenue', verbose_name: 'Revenue' }],
};

function props(formData: Partial<QueryFormData>, value: unknown, onChange = vi.fn()): ControlComponentProps {
  return {
    id: 'cc',
    dataTest: 'cc',
    control: { name: 'column_config', type: 'column_config', label: 'Customize columns' },
    value,
    formData: { viz_type: 'table', datasource: '1__table', ...formData },
    dataset,
    onChange,
  };
}

describe('column config control', { timeout: 30_000 }, () => {
  it('lists ten of more than twelve columns, then all on Show all columns', () => {
    const all = dataset.columns.map((c) => c.column_name);
    render(<ColumnConfigControl {...props({ query_mode: 'raw', all_columns: all }, {})} />);
    expect(document.querySelectorAll('[data-test="column-config-item"]')).toHaveLength(10);
    fireEvent.click(screen.getByText('Show all columns'));
    expect(document.querySelectorAll('[data-test="column-config-item"]')).toHaveLength(16);
    expect(screen.getByText('Show less columns')).toBeTruthy();
  });

  it('shows twelve columns without the toggle', () => {
    expect(shownColumns(Array.from({ length: 12 }), false)).toHaveLength(12);
    expect(shownColumns(Array.from({ length: 13 }), false)).toHaveLength(10);
  });

  it('edits a metric column: alignment, cell bars and currency keyed by its name', async () => {
    const onChange = vi.fn();
    render(
      <ColumnConfigControl
        {...props(
          { query_mode: 'aggregate', groupby: ['country'], metrics: ['revenue'] },
          { revenue: { columnWidth: 80 } },
          onChange,
        )}
      />,
    );
    fireEvent.click(screen.getByText('Revenue'));
    const bars = await screen.findByLabelText('Show cell bars');
    expect(bars.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(bars);
    expect(onChange).toHaveBeenLastCalledWith({ revenue: { columnWidth: 80, showCellBars: false } });
    fireEvent.click(screen.getByText('Center'));
    expect(onChange).toHaveBeenLastCalledWith({ revenue: { columnWidth: 80, horizontalAlign: 'center' } });
    // A text column offers truncation, not number settings.
    expect(screen.queryByLabelText('Truncate long cells')).toBeNull();
  });

  it('lists the Main, #, △ and % columns of a time comparison', () => {
    render(
      <ColumnConfigControl
        {...props(
          {
            query_mode: 'aggregate',
            metrics: ['revenue'],
            time_compare: ['1 year ago'],
            comparison_type: 'values',
          },
          {},
        )}
      />,
    );
    for (const prefix of ['Main', '#', '△', '%']) expect(screen.getByText(`${prefix} Revenue`)).toBeTruthy();
  });

  it('drops an emptied setting and a column left with none', () => {
    expect(setColumnSetting({ a: { columnWidth: 5 } }, 'a', 'columnWidth', null)).toEqual({});
    expect(setColumnSetting({}, 'a', 'd3NumberFormat', ',d')).toEqual({ a: { d3NumberFormat: ',d' } });
  });
});
