import '../../../../test/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeFeatureFlags } from '../../../../app/featureFlags';
import type { DatasetColumn } from '../../api/exploreApi';
import { ColumnEditor, NO_SAVED_COLUMNS } from './ColumnEditor';
import { ColumnsControl } from './ColumnsControl';
import { buildColumnValue, type ColumnValue, columnValueLabel, defaultColumnTab } from './columnOption';

afterEach(cleanup);

const columns: DatasetColumn[] = [
  { column_name: 'country', verbose_name: 'Country' },
  { column_name: 'city' },
  { column_name: 'decade', expression: 'FLOOR(year / 10) * 10' },
];
const sql: ColumnValue = { sqlExpression: 'UPPER(city)', label: 'Big city', expressionType: 'SQL' };
const reference: ColumnValue = {
  sqlExpression: 'decade',
  label: 'Decade',
  expressionType: 'SQL',
  hasCustomLabel: true,
  isColumnReference: true,
};

function editor(column: ColumnValue | null, cols: DatasetColumn[] = columns) {
  const onSave = vi.fn();
  render(<ColumnEditor column={column} columns={cols} onSave={onSave} onCancel={vi.fn()} />);
  return onSave;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('column popover default tab (Superset ColumnSelectPopover)', () => {
  it('Custom SQL for an ad-hoc column, Saved for a calculated column, Simple for the rest', () => {
    expect(defaultColumnTab(sql, columns)).toBe('SQL');
    expect(defaultColumnTab('decade', columns)).toBe('SAVED');
    expect(defaultColumnTab(reference, columns)).toBe('SAVED');
    expect(defaultColumnTab('city', columns)).toBe('SIMPLE');
    expect(defaultColumnTab(null, columns)).toBe('SIMPLE');
  });

  it('opens on that tab', () => {
    editor(sql);
    expect(tab('Custom SQL').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('SQL expression') as HTMLTextAreaElement).value).toBe('UPPER(city)');
  });
});

describe('column popover values', () => {
  it('a column by name; with its own label an ad-hoc reference to it; SQL labelled by itself', () => {
    expect(buildColumnValue('SIMPLE', { simple: 'city', sql: '', label: '' })).toBe('city');
    expect(buildColumnValue('SAVED', { saved: 'decade', sql: '', label: 'Decade' })).toEqual(reference);
    expect(buildColumnValue('SQL', { sql: ' UPPER(city) ', label: '' })).toEqual({
      sqlExpression: 'UPPER(city)',
      label: 'UPPER(city)',
      expressionType: 'SQL',
    });
    expect(buildColumnValue('SQL', { sql: '  ', label: 'x' })).toBeNull();
    expect(buildColumnValue('SIMPLE', { sql: '', label: 'x' })).toBeNull();
  });

  it('pills read the label, else the verbose name, else the name', () => {
    expect(columnValueLabel('country', columns)).toBe('Country');
    expect(columnValueLabel('city', columns)).toBe('city');
    expect(columnValueLabel(sql, columns)).toBe('Big city');
  });
});

describe('column popover validity', () => {
  it('Save stays disabled until a custom SQL expression is written, then saves an ad-hoc column', () => {
    const onSave = editor(null);
    fireEvent.click(tab('Custom SQL'));
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('SQL expression'), { target: { value: 'LOWER(country)' } });
    fireEvent.change(screen.getByLabelText('Column label'), { target: { value: 'country lower' } });
    expect(save().hasAttribute('disabled')).toBe(false);
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      sqlExpression: 'LOWER(country)',
      label: 'country lower',
      expressionType: 'SQL',
      hasCustomLabel: true,
    });
  });

  it('an opened column saves only once something changed (its label here)', () => {
    const onSave = editor('city');
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Column label'), { target: { value: 'Town' } });
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      sqlExpression: 'city',
      label: 'Town',
      expressionType: 'SQL',
      hasCustomLabel: true,
      isColumnReference: true,
    });
  });

  it('the Saved tab says so when the dataset has no calculated columns', () => {
    editor(null, columns.slice(0, 2));
    fireEvent.click(tab('Saved'));
    expect(screen.getByText(NO_SAVED_COLUMNS)).toBeTruthy();
  });
});

describe('columns control', () => {
  it('shows chosen columns as pills and removes one', () => {
    const onChange = vi.fn();
    render(<ColumnsControl id="g" columns={columns} value={['country', sql]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Edit column Country' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove column Big city' }));
    expect(onChange).toHaveBeenCalledWith(['country']);
  });

  it('adds pasted column names once each, skipping unknown ones and those chosen', () => {
    const onChange = vi.fn();
    const { container } = render(
      <ColumnsControl id="g" columns={columns} value={['city']} onChange={onChange} />,
    );
    fireEvent.paste(container.firstElementChild as HTMLElement, {
      clipboardData: { getData: () => 'country; city\nnope\tdecade,country' },
    });
    expect(onChange).toHaveBeenCalledWith(['city', 'country', 'decade']);
  });

  it('opens the column popover from its add button', async () => {
    render(<ColumnsControl id="g" columns={columns} value={[]} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Add column/ }));
    expect(await screen.findByRole('tab', { name: 'Custom SQL' })).toBeTruthy();
  });

  it('with ENABLE_DND_WITH_CLICK_UX on, the zone reads Superset\'s "Drop … here or click" and a click adds', async () => {
    primeFeatureFlags({ ENABLE_DND_WITH_CLICK_UX: true });
    try {
      render(<ColumnsControl id="g" columns={columns} value={[]} onChange={vi.fn()} />);
      expect(screen.queryByRole('button', { name: /Add column/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: /Drop columns here or click/ }));
      expect(await screen.findByRole('tab', { name: 'Custom SQL' })).toBeTruthy();
    } finally {
      primeFeatureFlags({});
    }
  });

  it('a required single column has no remove button', () => {
    render(
      <ColumnsControl
        id="x"
        single
        clearable={false}
        columns={columns}
        value={['city']}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Remove column city' })).toBeNull();
    expect(screen.queryByText('Choose a column')).toBeNull();
  });
});
