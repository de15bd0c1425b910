import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../api/exploreApi';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl';
import { columnSummary, lagError } from './timeSeriesColumns';

afterEach(cleanup);

const renderControl = (value: unknown, onChange = vi.fn()) =>
  render(
    <TimeSeriesColumnControl
      id="tc"
      dataTest="tc"
      control={{ name: 'column_collection', type: 'column_collection', label: 'Time series columns' }}
      value={value}
      formData={{ viz_type: 'time_table', datasource: '1__table' }}
      dataset={{} as DatasetDetail}
      onChange={onChange}
    />,
  );

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
};

describe('time-series column control', { timeout: 30_000 }, () => {
  it('adds a time comparison column with lag, comparison type and format', async () => {
    const onChange = vi.fn();
    renderControl([], onChange);
    fireEvent.click(screen.getByText('Add column'));
    fireEvent.change(await screen.findByLabelText('Label'), { target: { value: 'Last week' } });
    await pick('Type', 'Time comparison');
    fireEvent.change(screen.getByLabelText('Time lag'), { target: { value: 'x' } });
    expect(await screen.findByText('Enter a whole number of periods.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time lag'), { target: { value: '1' } });
    await pick('Comparison type', 'Percentage change');
    fireEvent.change(screen.getByLabelText('Number format'), { target: { value: '.1%' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        label: 'Last week',
        colType: 'time',
        timeLag: '1',
        comparisonType: 'perc_change',
        d3format: '.1%',
      }),
    ]);
  });

  it('offers sparkline size, ratio and y-axis settings only for a sparkline', async () => {
    renderControl([{ key: 'a', colType: 'spark', label: '' }]);
    expect(screen.getByText('Sparkline')).toBeTruthy();
    fireEvent.click(screen.getByText('Sparkline'));
    expect(await screen.findByLabelText('Width')).toBeTruthy();
    expect(screen.getByLabelText('Time ratio')).toBeTruthy();
    expect(screen.getByLabelText('Show Y-axis')).toBeTruthy();
    expect(screen.queryByLabelText('Time lag')).toBeNull();
  });

  it('summarises and validates', () => {
    expect(columnSummary({ key: 'a' })).toBe('Time series column');
    expect(columnSummary({ key: 'a', colType: 'avg' })).toBe('Period average');
    expect(lagError('-2')).toBeNull();
    expect(lagError('1.5')).toBe('Enter a whole number of periods.');
  });
});
