import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../api/exploreApi';
import type { ControlComponentProps } from '../controlTypes';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';

afterEach(cleanup);

const dataset: DatasetDetail = {
  id: 1,
  table_name: 'orders',
  columns: [{ column_name: 'country', type_generic: 1 }],
  metrics: [{ metric_name: 'revenue', verbose_name: 'Revenue' }],
};

function props(value: unknown, onChange = vi.fn()): ControlComponentProps {
  return {
    id: 'cf',
    dataTest: 'cf',
    control: {
      name: 'conditional_formatting',
      type: 'conditional_formatting',
      label: 'Conditional formatting',
    },
    value,
    formData: {
      viz_type: 'table',
      datasource: '1__table',
      query_mode: 'aggregate',
      groupby: ['country'],
      metrics: ['revenue'],
    },
    dataset,
    onChange,
  };
}

describe('conditional formatting control', { timeout: 30_000 }, () => {
  it('lists saved rules with their summary and removes one', () => {
    const onChange = vi.fn();
    render(
      <ConditionalFormattingControl
        {...props([{ column: 'revenue', operator: '>', targetValue: 10, colorScheme: '#5AC189' }], onChange)}
      />,
    );
    expect(screen.getByText('Revenue > 10')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove formatter Revenue > 10'));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('shows the spec messages on Apply and saves a complete rule', async () => {
    const onChange = vi.fn();
    render(<ConditionalFormattingControl {...props([], onChange)} />);
    fireEvent.click(screen.getByText('Add new color formatter'));
    await screen.findByText('Add new formatter');
    fireEvent.click(screen.getByText('Apply'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    // The only numeric column: Revenue (the dimension is a string).
    fireEvent.mouseDown(screen.getByLabelText('Column'));
    fireEvent.click(await screen.findByTitle('Revenue'));
    fireEvent.click(screen.getByText('Apply'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        { column: 'revenue', operator: 'None', colorScheme: '#5AC189' },
      ]),
    );
  });

  it('checks the sides of a between rule', async () => {
    const onChange = vi.fn();
    render(
      <ConditionalFormattingControl
        {...props(
          [
            {
              column: 'revenue',
              operator: '< x <',
              targetValueLeft: 9,
              targetValueRight: 2,
              colorScheme: 'colorError',
            },
          ],
          onChange,
        )}
      />,
    );
    fireEvent.click(screen.getByText('9 < Revenue < 2'));
    fireEvent.click(await screen.findByText('Apply'));
    expect(await screen.findByText('This value should be smaller than the right target value')).toBeTruthy();
    expect(screen.getByText('This value should be greater than the left target value')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
