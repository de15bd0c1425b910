import '../../../../../test/dom';
import type { AdhocFilter } from '@tessera/core';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetColumn } from '../../../api/exploreApi';
import type { PartitionSource } from '../../../lib/adhocFilters';
import { AdhocFilterControl } from './AdhocFilterControl';
import { INHERITED_WARNING } from './AdhocFilterEditor';
import { NO_SUCH_COLUMN } from './SimpleTab';

configure({ testIdAttribute: 'data-test', asyncUtilTimeout: 5000 });
afterEach(cleanup);

const COLUMNS: DatasetColumn[] = [
  { column_name: 'country', type: 'VARCHAR', type_generic: 1 },
  { column_name: 'quantity', type: 'INTEGER', type_generic: 0 },
  { column_name: 'active', type: 'BOOLEAN', type_generic: 3 },
  { column_name: 'order_date', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
];

const VALUES: Record<string, (string | number)[]> = {
  country: ['France', 'Italy', 'Spain'],
  quantity: [1, 2, 3],
};
const loadValues = vi.fn(async (column: string) => VALUES[column] ?? []);

function Harness({
  initial = [],
  onChange,
  partition = null,
}: {
  initial?: AdhocFilter[];
  onChange: (f: AdhocFilter[]) => void;
  partition?: PartitionSource | null;
}) {
  const [value, setValue] = useState<AdhocFilter[]>(initial);
  return (
    <AdhocFilterControl
      id="filters"
      value={value}
      columns={COLUMNS}
      loadValues={loadValues}
      partition={partition}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const editor = () => screen.getByTestId('adhoc-filter-editor');
const save = () => within(editor()).getByRole('button', { name: 'Save' });

/** Opens the antd select under this aria-label and clicks the option with this text. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(within(editor()).getByLabelText(label));
  const items = screen.getAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(items[items.length - 1]!);
}

describe('AdhocFilterControl', { timeout: 30_000 }, () => {
  it('adds a simple IN filter from the listed values, in Superset shape, shown as its SQL', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    expect(save().hasAttribute('disabled')).toBe(true);
    choose('Select subject', 'country');
    await waitFor(() => expect(loadValues).toHaveBeenCalledWith('country', expect.anything()));
    choose('Select operator', 'In');
    choose('Comparator option', 'France');
    choose('Comparator option', 'Spain');
    expect(save().hasAttribute('disabled')).toBe(false);
    fireEvent.click(save());

    const [filters] = onChange.mock.lastCall as [AdhocFilter[]];
    expect(filters).toHaveLength(1);
    expect(filters[0]).toMatchObject({
      expressionType: 'SIMPLE',
      subject: 'country',
      operator: 'IN',
      operatorId: 'IN',
      comparator: ['France', 'Spain'],
      clause: 'WHERE',
      sqlExpression: null,
      isExtra: false,
      isNew: false,
    });
    expect(filters[0]!.filterOptionName).toMatch(/^filter_/);
    expect(screen.getByTestId('adhoc-filter-pill').textContent).toBe("country IN ('France', 'Spain')");
  });

  it('offers only the operators the column allows', () => {
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    choose('Select subject', 'active');
    fireEvent.mouseDown(within(editor()).getByLabelText('Select operator'));
    const shown = screen
      .getAllByText(/./, { selector: '.ant-select-item-option-content' })
      .map((e) => e.textContent);
    expect(shown).toEqual(expect.arrayContaining(['Is true', 'Is false', 'Is null', 'Is not null']));
    expect(shown).not.toContain('Equal to (=)');
  });

  it('says how to filter on a metric when no column matches the search', async () => {
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    const subject = within(editor()).getByLabelText('Select subject');
    fireEvent.mouseDown(subject);
    fireEvent.change(subject, { target: { value: 'sum_revenue' } });
    expect(await screen.findByText(NO_SUCH_COLUMN)).toBeTruthy();
  });

  it('edits a pill: an equals filter with a typed value, case kept', async () => {
    const onChange = vi.fn();
    const initial = [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'quantity',
        operator: '>=',
        comparator: 2,
        filterOptionName: 'filter_a',
      } as AdhocFilter,
    ];
    render(<Harness initial={initial} onChange={onChange} />);
    expect(screen.getByTestId('adhoc-filter-pill').textContent).toBe('quantity >= 2');
    fireEvent.click(screen.getByRole('button', { name: 'Edit filter quantity >= 2' }));
    expect(within(editor()).getByText('Greater or equal (>=)')).toBeTruthy();
    choose('Select subject', 'country');
    choose('Select operator', 'Equal to (=)');
    await waitFor(() => expect(loadValues).toHaveBeenCalledWith('country', expect.anything()));
    const comparator = within(editor()).getByLabelText('Comparator option');
    fireEvent.mouseDown(comparator);
    fireEvent.change(comparator, { target: { value: 'GERMANY' } });
    const typed = await screen.findAllByText('GERMANY', { selector: '.ant-select-item-option-content' });
    fireEvent.click(typed[typed.length - 1]!);
    fireEvent.click(save());
    const [filters] = onChange.mock.lastCall as [AdhocFilter[]];
    expect(filters[0]).toMatchObject({ subject: 'country', operator: '==', comparator: 'GERMANY' });
    expect(filters[0]!.filterOptionName).toBe('filter_a');
  });

  it('Custom SQL starts from the simple filter, takes a clause, and needs an expression', () => {
    const onChange = vi.fn();
    const initial = [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operator: '==',
        operatorId: 'EQUALS',
        comparator: 'France',
        filterOptionName: 'filter_b',
      } as AdhocFilter,
    ];
    render(<Harness initial={initial} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Edit filter/ }));
    fireEvent.click(within(editor()).getByRole('tab', { name: 'Custom SQL' }));
    const sql = within(editor()).getByLabelText('SQL expression') as HTMLTextAreaElement;
    expect(sql.value).toBe("country = 'France'");
    fireEvent.change(sql, { target: { value: '' } });
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(sql, { target: { value: 'SUM(quantity) > 10' } });
    choose('Select clause', 'HAVING');
    fireEvent.click(save());
    const [filters] = onChange.mock.lastCall as [AdhocFilter[]];
    expect(filters[0]).toMatchObject({
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: 'SUM(quantity) > 10',
    });
    expect(screen.getByTestId('adhoc-filter-pill').textContent).toBe('SUM(quantity) > 10');
  });

  it('× removes a filter; Close leaves the list as it was', () => {
    const onChange = vi.fn();
    const initial = [
      {
        expressionType: 'SQL',
        clause: 'WHERE',
        sqlExpression: 'quantity > 1',
        filterOptionName: 'x',
      } as AdhocFilter,
    ];
    render(<Harness initial={initial} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    fireEvent.click(within(editor()).getByRole('button', { name: 'Close' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter quantity > 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('warns that a filter inherited from the dashboard is not saved with the chart', () => {
    const initial = [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operator: 'IN',
        comparator: ['Spain'],
        isExtra: true,
      } as AdhocFilter,
    ];
    render(<Harness initial={initial} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Edit filter/ }));
    expect(within(editor()).getByText(INHERITED_WARNING)).toBeTruthy();
  });

  it('the latest-partition operator of a partitioned table turns the filter into Custom SQL', async () => {
    const onChange = vi.fn();
    // A short operator list (a boolean column's), so jsdom's virtual list renders every option.
    render(
      <Harness onChange={onChange} partition={{ column: 'active', schema: 'sales', table: 'orders' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    choose('Select subject', 'active');
    choose('Select operator', 'use latest_partition template');
    const sql = (await within(editor()).findByLabelText('SQL expression')) as HTMLTextAreaElement;
    expect(sql.value).toBe("active = '{{ presto.latest_partition('sales.orders') }}'");
    fireEvent.click(save());
    const [filters] = onChange.mock.lastCall as [AdhocFilter[]];
    expect(filters[0]).toMatchObject({
      expressionType: 'SQL',
      clause: 'WHERE',
      operatorId: 'LATEST_PARTITION',
    });
  });
});

/**
 * Pastes `text` into the comparator select as a browser does: the paste event carries the text,
 * and the one-line input then holds it with its line breaks turned into spaces (rc-select puts
 * them back from the pasted text, since a newline is one of its separators).
 */
function paste(text: string) {
  const input = within(editor()).getByLabelText('Comparator option');
  fireEvent.mouseDown(input);
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent.change(input, { target: { value: text.replace(/\r?\n/g, ' ') } });
}

describe('pasting a list into the In filter’s values (spec 000 point 5)', { timeout: 30_000 }, () => {
  async function openIn(column: string) {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    choose('Select subject', column);
    await waitFor(() => expect(loadValues).toHaveBeenCalledWith(column, expect.anything()));
    choose('Select operator', 'In');
    return onChange;
  }

  const comparator = (onChange: ReturnType<typeof vi.fn>) =>
    (onChange.mock.lastCall as [AdhocFilter[]])[0][0]?.comparator;

  it('splits on comma, newline, tab and semicolon, trimmed, each value once', async () => {
    const onChange = await openIn('country');
    paste('France, Italy\nSpain;France\t Germany ');
    expect(
      within(editor())
        .getAllByText(/^(France|Italy|Spain|Germany)$/, { selector: '.ant-select-selection-item-content' })
        .map((n) => n.textContent),
    ).toEqual(['France', 'Italy', 'Spain', 'Germany']);
    fireEvent.click(save());
    expect(comparator(onChange)).toEqual(['France', 'Italy', 'Spain', 'Germany']);
  });

  it('takes Windows line breaks and keeps what was chosen before', async () => {
    const onChange = await openIn('country');
    choose('Comparator option', 'Spain');
    paste('Italy\r\nSpain\r\nPortugal');
    fireEvent.click(save());
    expect(comparator(onChange)).toEqual(['Spain', 'Italy', 'Portugal']);
  });

  it('keeps pasted numbers numeric on a numeric column', async () => {
    const onChange = await openIn('quantity');
    paste('1,2;  3\n2');
    fireEvent.click(save());
    expect(comparator(onChange)).toEqual([1, 2, 3]);
  });
});
