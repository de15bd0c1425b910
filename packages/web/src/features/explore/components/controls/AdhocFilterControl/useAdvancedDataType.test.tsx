import '../../../../../test/dom';
import { ADVANCED_DATA_TYPES, type AdhocFilter } from '@tessera/core';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetColumn } from '../../../api/exploreApi';
import { AdhocFilterEditor } from './AdhocFilterEditor';
import {
  ADVANCED_TYPE_DEBOUNCE_MS,
  ADVANCED_TYPE_FAILED,
  type AdvancedTypeConverter,
  comparatorValues,
  useAdvancedDataType,
} from './useAdvancedDataType';

configure({ testIdAttribute: 'data-test', asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The server's conversion (core's ADVANCED_DATA_TYPES), answered asynchronously like the API. */
const serverConvert: AdvancedTypeConverter = async (type, values) => {
  const found = ADVANCED_DATA_TYPES.get(type);
  if (!found) throw new Error(`Invalid advanced data type: ${type}`);
  return found.convert(values);
};

describe('useAdvancedDataType', () => {
  it('asks for the operators at once, and converts typed values only 600 ms after the last change', async () => {
    vi.useFakeTimers();
    const convert = vi.fn(serverConvert);
    const { result, rerender } = renderHook(
      ({ comparator }) => useAdvancedDataType('port', comparator, convert),
      {
        initialProps: { comparator: null as unknown },
      },
    );
    await act(async () => {});
    expect(convert).toHaveBeenCalledTimes(1);
    expect(convert.mock.calls[0]?.slice(0, 2)).toEqual(['port', ['']]);
    expect(result.current?.operators).toContain('IN');

    rerender({ comparator: 'htt' });
    await act(async () => vi.advanceTimersByTime(300));
    rerender({ comparator: 'http' });
    await act(async () => vi.advanceTimersByTime(ADVANCED_TYPE_DEBOUNCE_MS - 1));
    expect(convert).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(convert).toHaveBeenCalledTimes(2);
    expect(convert.mock.calls[1]?.slice(0, 2)).toEqual(['port', ['http']]);
    expect(result.current).toMatchObject({ display: '[80]', error: '' });
  });

  it("reads 'Failed to retrieve advanced type' when the call fails, and nothing without a type", async () => {
    const failing: AdvancedTypeConverter = async () => {
      throw new Error('500');
    };
    const { result } = renderHook(() => useAdvancedDataType('port', '22', failing, 0));
    await waitFor(() => expect(result.current?.error).toBe(ADVANCED_TYPE_FAILED));
    const none = renderHook(() => useAdvancedDataType(null, '22', serverConvert, 0));
    expect(none.result.current).toBeNull();
    const flagOff = renderHook(() => useAdvancedDataType('port', '22', null, 0));
    expect(flagOff.result.current).toBeNull();
  });

  it('leaves blanks out of the values', () => {
    expect(comparatorValues(['a', '', ' ', null, 'b'])).toEqual(['a', 'b']);
    expect(comparatorValues(null)).toEqual([]);
    expect(comparatorValues(80)).toEqual([80]);
  });
});

const COLUMNS: DatasetColumn[] = [
  { column_name: 'src_ip', type: 'BIGINT', type_generic: 0, advanced_data_type: 'internet_address' },
  { column_name: 'country', type: 'VARCHAR', type_generic: 1 },
];
const blank: AdhocFilter = {
  expressionType: 'SIMPLE',
  subject: 'src_ip',
  operator: '==',
  operatorId: 'EQUALS',
  comparator: null,
  clause: 'WHERE',
  filterOptionName: 'filter_x',
} as AdhocFilter;

describe('AdhocFilterEditor with an advanced data type', { timeout: 30_000 }, () => {
  it('offers the type’s operators, shows how it reads the value, and blocks Save on an error', async () => {
    const onSave = vi.fn();
    render(
      <AdhocFilterEditor
        filter={blank}
        columns={COLUMNS}
        loadValues={async () => []}
        onSave={onSave}
        onClose={() => {}}
        convertAdvancedType={serverConvert}
      />,
    );
    const editor = screen.getByTestId('adhoc-filter-editor');
    // internet_address allows no Not equal / Like / Is null: only its six operators are listed.
    fireEvent.mouseDown(within(editor).getByLabelText('Select operator'));
    const listed = () =>
      [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    // The type's operators arrive with the first answer; until then the column's own are listed.
    await waitFor(() => {
      expect(listed()).toEqual(expect.arrayContaining(['Equal to (=)', 'In']));
      expect(listed()).not.toContain('Not equal to (≠)');
      expect(listed()).not.toContain('Is null');
    });
    const input = within(editor).getByLabelText('Comparator option');
    fireEvent.change(input, { target: { value: '10.0.0.0/8' } });
    await waitFor(() =>
      expect(screen.getByTestId('adhoc-filter-advanced-display').textContent).toBe('167772160 - 184549375'),
    );
    const save = within(editor).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(false);

    fireEvent.change(input, { target: { value: '10.0.0.300' } });
    await waitFor(() =>
      expect(screen.getByTestId('adhoc-filter-advanced-error').textContent).toBe(
        "'10.0.0.300' does not appear to be an IPv4 or IPv6 network",
      ),
    );
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '10.1.2.3' } });
    await waitFor(() =>
      expect(screen.getByTestId('adhoc-filter-advanced-display').textContent).toBe('167838211'),
    );
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'src_ip', comparator: '10.1.2.3' }),
    );
  });

  it('keeps the ordinary editor while the flag is off', () => {
    render(
      <AdhocFilterEditor
        filter={blank}
        columns={COLUMNS}
        loadValues={async () => []}
        onSave={() => {}}
        onClose={() => {}}
        convertAdvancedType={null}
      />,
    );
    expect(screen.getByLabelText('Comparator option').getAttribute('placeholder')).toBe(
      'Filter value (case sensitive)',
    );
  });
});
