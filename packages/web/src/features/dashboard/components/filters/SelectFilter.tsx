import {
  buildSelectFilterQuery,
  controlValue,
  type DataMask,
  type ExtraFormData,
  filterTargetColumn,
  type NativeFilter,
  nativeFilterDataMask,
  type SelectValue,
} from '@tessera/core';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useFilterData } from './useFilterData';

export interface SelectFilterProps {
  readonly filter: NativeFilter;
  readonly mask: DataMask | undefined;
  readonly dependencies: ExtraFormData;
  readonly onChange: (mask: DataMask) => void;
  /** Applies at once: the first item taken by default is not left pending. */
  readonly onApplyNow: (mask: DataMask) => void;
  readonly invalid: boolean;
  readonly inputId: string;
}

/** Search as you type on the server waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

function keyOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Superset's select filter: the distinct values of its column (narrowed by its cascade parents),
 * one or many chosen, searched in the browser or, with "search all options", on the server.
 */
export function SelectFilter({
  filter,
  mask,
  dependencies,
  onChange,
  onApplyNow,
  invalid,
  inputId,
}: SelectFilterProps) {
  const column = filterTargetColumn(filter) ?? '';
  const multiple = controlValue(filter, 'multiSelect') !== false;
  const searchAll = controlValue(filter, 'searchAllOptions') === true;
  const [search, setSearch] = useState('');
  const serverSearch = useDebounced(searchAll ? search : '', SEARCH_DEBOUNCE_MS);
  const context = useMemo(() => {
    try {
      return buildSelectFilterQuery(filter, { dependencies, search: serverSearch });
    } catch {
      return null;
    }
  }, [filter, dependencies, serverSearch]);
  const data = useFilterData(context);

  const values = useMemo(() => {
    const current = mask?.filterState?.value;
    return Array.isArray(current) ? (current as SelectValue[]) : [];
  }, [mask]);
  const byKey = useMemo(() => {
    const map = new Map<string, SelectValue>();
    for (const row of data.rows) {
      const value = row[column] as SelectValue;
      if (value !== null && value !== undefined) map.set(keyOf(value), value);
    }
    // Chosen values stay listed even when the options no longer hold them (search, cascade).
    for (const value of values) if (!map.has(keyOf(value))) map.set(keyOf(value), value);
    return map;
  }, [data.rows, column, values]);
  const options = useMemo(
    () => [...byKey.entries()].map(([key, value]) => ({ value: key, label: String(value) })),
    [byKey],
  );

  // Superset's "Select first filter value by default": once the choices load, and while the
  // filter has no value, the first one is applied.
  const firstByDefault = controlValue(filter, 'defaultToFirstItem') === true;
  const first = data.rows[0]?.[column] as SelectValue | undefined;
  useEffect(() => {
    if (firstByDefault && values.length === 0 && first !== undefined && first !== null)
      onApplyNow(nativeFilterDataMask(filter, [first]));
  }, [firstByDefault, values.length, first, filter, onApplyNow]);

  const choose = (keys: string | string[] | undefined) => {
    const list = keys === undefined ? [] : Array.isArray(keys) ? keys : [keys];
    onChange(
      nativeFilterDataMask(
        filter,
        list.map((key) => byKey.get(key) ?? key),
      ),
    );
  };

  return (
    <>
      <Select
        id={inputId}
        mode={multiple ? 'multiple' : undefined}
        allowClear
        showSearch
        value={multiple ? values.map(keyOf) : values[0] === undefined ? undefined : keyOf(values[0])}
        options={options}
        onChange={choose}
        onSearch={setSearch}
        filterOption={searchAll ? false : undefined}
        optionFilterProp="label"
        loading={data.loading}
        status={invalid || data.error ? 'error' : undefined}
        placeholder={data.loading ? 'Loading…' : `${options.length} option${options.length === 1 ? '' : 's'}`}
        notFoundContent={data.loading ? 'Loading…' : 'No matching values'}
        maxTagCount="responsive"
        style={{ width: '100%' }}
        data-test="filter-select"
      />
      {data.error ? (
        <div className="filter-error clamped" role="alert" title={data.error}>
          The choices could not load: {data.error}
        </div>
      ) : null}
    </>
  );
}
