import '../../../../../test/dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveControl } from '../../../../../charts/controls';
import type { DatasetDetail } from '../../../api/exploreApi';
import { controlType } from '../controlTypes';
import { FilterBoxItemControl } from './FilterBoxItemControl';
import { castDefaultValue, defaultValueText, filterBoxItemSummary } from './filterBoxItems';

afterEach(cleanup);

const dataset: DatasetDetail = {
  id: 1,
  table_name: 'orders',
  columns: [
    { column_name: 'country', type: 'VARCHAR(32)' },
    { column_name: 'quantity', type: 'BIGINT' },
    { column_name: 'price', type: 'DOUBLE' },
    { column_name: 'paid', type: 'BOOLEAN' },
  ],
  metrics: [{ metric_name: 'count', verbose_name: 'COUNT(*)' }],
};

function renderControl(value: unknown, onChange = vi.fn()) {
  render(
    <FilterBoxItemControl
      id="fc"
      dataTest="fc"
      control={{ name: 'filter_configs', type: 'filter_box_items', label: 'Filters' }}
      value={value}
      formData={{ viz_type: 'filter_box', datasource: '1__table' }}
      dataset={dataset}
      onChange={onChange}
    />,
  );
  return onChange;
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('filter box item control', { timeout: 30_000 }, () => {
  it('adds a filter configured in the Filter configuration popover', async () => {
    const onChange = renderControl([]);
    fireEvent.click(screen.getByText('Add filter'));
    expect(await screen.findByText('Filter configuration')).toBeTruthy();
    // Superset's defaults for a new filter.
    expect(checkbox('Sort ascending').checked).toBe(true);
    expect(checkbox('Allow multiple selections').checked).toBe(true);
    expect(checkbox('Search all filter options').checked).toBe(false);
    expect(checkbox('Required').checked).toBe(false);
    // No column yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await pick('Column', 'country');
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Country' } });
    fireEvent.change(screen.getByLabelText('Default'), { target: { value: 'France;Spain' } });
    await pick('Sort metric', 'COUNT(*)');
    fireEvent.click(checkbox('Sort ascending'));
    fireEvent.click(checkbox('Search all filter options'));
    fireEvent.click(checkbox('Required'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      {
        column: 'country',
        label: 'Country',
        defaultValue: 'France;Spain',
        metric: 'count',
        asc: false,
        clearable: false,
        multiple: true,
        searchAllOptions: true,
      },
    ]);
  });

  it("casts a single-value filter's default to its column's type when saved", async () => {
    const onChange = renderControl([
      { column: 'quantity', label: 'Quantity', multiple: true, clearable: true, asc: true },
    ]);
    fireEvent.click(screen.getByText('quantity'));
    fireEvent.click(checkbox('Allow multiple selections'));
    fireEvent.change(await screen.findByLabelText('Default'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      {
        column: 'quantity',
        label: 'Quantity',
        multiple: false,
        clearable: true,
        asc: true,
        defaultValue: 42,
      },
    ]);
  });

  it('shows Required checked for a filter that may not be cleared, and removes a filter', async () => {
    const onChange = renderControl([
      { column: 'paid', clearable: false },
      { column: 'price', clearable: true },
    ]);
    fireEvent.click(screen.getByText('paid'));
    expect(((await screen.findByLabelText('Required')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByLabelText('Remove filter paid'));
    expect(onChange).toHaveBeenLastCalledWith([{ column: 'price', clearable: true }]);
  });

  it("is the filter box panel's Filters control", () => {
    expect(controlType(resolveControl('filter_configs').type)?.component).toBe(FilterBoxItemControl);
  });

  it('reads default values by column type (spec 000 point 5)', () => {
    expect(castDefaultValue('true', 'BOOLEAN', false)).toBe(true);
    expect(castDefaultValue('yes', 'boolean', false)).toBe(false);
    expect(castDefaultValue('7', 'INTEGER', false)).toBe(7);
    expect(castDefaultValue('7.5', 'bigint', false)).toBe(7);
    expect(castDefaultValue('2.5', 'DECIMAL', false)).toBe(2.5);
    expect(castDefaultValue('abc', 'FLOAT', false)).toBeNull();
    expect(castDefaultValue('abc', 'VARCHAR', false)).toBe('abc');
    // A multiple filter keeps its ';' text: its values are split when read.
    expect(castDefaultValue('1;2', 'INTEGER', true)).toBe('1;2');
    expect(defaultValueText(['a', 'b'])).toBe('a;b');
    expect(defaultValueText(false)).toBe('false');
    expect(filterBoxItemSummary({})).toBe('N/A');
  });
});
