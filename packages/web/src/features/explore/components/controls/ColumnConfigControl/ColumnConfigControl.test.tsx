import '../../../../../test/dom';
import type { QueryFormData } from '@tessera/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finiteNumber } from '../../../../../charts/controls';
import type { DatasetDetail } from '../../../api/exploreApi';
import type { ControlComponentProps } from '../controlTypes';
import { ColumnConfigControl } from './ColumnConfigControl';
import { COLUMN_CONFIG_DEBOUNCE_MS, fieldErrors, setColumnSetting, shownColumns } from './columnConfig';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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

/** The list entry of a column (the popover's title repeats its name). */
const entry = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-test="column-config-item"] button')].find(
    (button) => button.textContent?.trim() === label,
  ) as HTMLElement;

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

  it('passes a typed min width on once typing pauses, and an invalid one not at all', async () => {
    const onChange = vi.fn();
    render(
      <ColumnConfigControl
        {...props({ query_mode: 'aggregate', groupby: ['country'], metrics: ['revenue'] }, {}, onChange)}
      />,
    );
    fireEvent.click(screen.getByText('Revenue'));
    const width = (await screen.findByLabelText('Min Width')) as HTMLInputElement;
    expect(width.placeholder).toBe('auto');
    vi.useFakeTimers();
    fireEvent.change(width, { target: { value: '12' } });
    fireEvent.change(width, { target: { value: '120' } });
    act(() => vi.advanceTimersByTime(COLUMN_CONFIG_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // One change for the pause, with the last value typed.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ revenue: { columnWidth: 120 } });
    fireEvent.change(width, { target: { value: '12O' } });
    expect(screen.getByText('is expected to be a number')).toBeTruthy();
    act(() => vi.advanceTimersByTime(COLUMN_CONFIG_DEBOUNCE_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Emptied: no error, and the setting is dropped.
    expect(width.className).toContain('ant-input-status-error');
    fireEvent.change(width, { target: { value: '' } });
    expect(width.className).not.toContain('ant-input-status-error');
    act(() => vi.advanceTimersByTime(COLUMN_CONFIG_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('passes what is typed on when the editor goes away, before the pause ends', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <ColumnConfigControl
        {...props({ query_mode: 'aggregate', groupby: ['country'], metrics: ['revenue'] }, {}, onChange)}
      />,
    );
    fireEvent.click(screen.getByText('Revenue'));
    fireEvent.change(await screen.findByLabelText('Display column name'), { target: { value: 'Sales' } });
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    expect(onChange).toHaveBeenCalledWith({ revenue: { customColumnName: 'Sales' } });
  });

  it('rounds a numeric column to at most 100 fraction digits', async () => {
    const onChange = vi.fn();
    render(
      <ColumnConfigControl
        {...props(
          { query_mode: 'aggregate', groupby: ['country'], metrics: ['revenue'] },
          { revenue: { fractionDigits: 2 } },
          onChange,
        )}
      />,
    );
    fireEvent.click(screen.getByText('Revenue'));
    await screen.findByText('Fraction digits');
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ revenue: { fractionDigits: 3 } }));
    expect(screen.getByText('3', { selector: 'output' })).toBeTruthy();
    // A text column has no number settings.
    fireEvent.click(entry('Revenue'));
    fireEvent.click(entry('country'));
    const text = (await screen.findByText('Truncate long cells')).closest('.ant-popover') as HTMLElement;
    expect(within(text).queryByText('Fraction digits')).toBeNull();
  });

  it('checks a field only when it has a value, unless it is required', () => {
    expect(fieldErrors('', [finiteNumber])).toEqual([]);
    expect(fieldErrors('', [() => 'cannot be empty'], true)).toEqual(['cannot be empty']);
    expect(fieldErrors('Infinity', [finiteNumber])).toEqual(['is expected to be a number']);
    expect(fieldErrors('80', [finiteNumber])).toEqual([]);
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
