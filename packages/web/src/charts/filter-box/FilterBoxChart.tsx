import type { FilterBoxSelection } from '@tessera/core';
import { filterBoxDataMask } from '@tessera/core';
import { Button, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../shared/formatters';
import { NO_TIME_RANGE, TIME_GRAIN_CHOICES, TIME_RANGE_GROUPS } from '../shared/options';
import type { ChartRenderProps } from '../types';
import type { FilterBoxField, FilterBoxProps, FilterOption } from './transformProps';
import { useOptionSearch } from './useOptionSearch';

const TIME_RANGES = TIME_RANGE_GROUPS.map((group) => ({
  label: group.label,
  options: group.options.map((option) => ({ value: option.value, label: option.label })),
}));

const optionLabel = (option: FilterOption) =>
  option.metric === undefined ? option.label : `${option.label} (${formatNumber(option.metric)})`;

const selectOptions = (options: readonly FilterOption[]) =>
  options.map((option) => ({ value: option.value as string | number, label: optionLabel(option) }));

/**
 * Superset's legacy filter box: a select per configured column (search as you type, on the server
 * when the filter has "search all options"), the time range, grain and column when the chart shows
 * them, and Apply when filtering is not instant. No time-origin picker: Superset shows it only for
 * Druid datasources (show_druid_time_origin), which Tessera does not have.
 */
export default function FilterBoxChart({
  props,
  width,
  height,
  onRendered,
}: ChartRenderProps<FilterBoxProps>) {
  const [selection, setSelection] = useState<FilterBoxSelection>(props.initial);
  const [dirty, setDirty] = useState(false);
  const sentDefaults = useRef(false);
  const { searches, search } = useOptionSearch(props.formData);

  useEffect(() => {
    onRendered();
  }, [onRendered]);

  // The configured defaults filter the dashboard as soon as the box is drawn, as in Superset.
  useEffect(() => {
    if (sentDefaults.current || !props.fromDefaults) return;
    sentDefaults.current = true;
    if (Object.values(props.initial.values).some((values) => values.length > 0)) {
      props.emit(filterBoxDataMask(props.initial));
    }
  }, [props]);

  const change = (next: FilterBoxSelection) => {
    setSelection(next);
    if (props.instant) props.emit(filterBoxDataMask(next));
    else setDirty(true);
  };
  const setValues = (column: string, values: unknown[]) =>
    change({ ...selection, values: { ...selection.values, [column]: values } });

  const row = (key: string, label: string, control: React.ReactNode) => (
    <div key={key} className="filter-box-row" style={{ marginBottom: 10 }}>
      <label
        htmlFor={`filter-box-${key}`}
        style={{ display: 'block', fontSize: 12, color: '#5b6270', marginBottom: 2 }}
      >
        {label}
      </label>
      {control}
    </div>
  );

  // A searched filter lists what the server found for the text (already matched: no local filter).
  const searchProps = (field: FilterBoxField) => {
    const found = field.searchAllOptions ? searches[field.column] : undefined;
    return {
      options: selectOptions(found?.options ?? field.options),
      ...(found?.options ? { filterOption: false } : { optionFilterProp: 'label' }),
      ...(field.searchAllOptions
        ? {
            onSearch: (term: string) => search(field.column, term, field.asc),
            loading: found?.loading ?? false,
            ...(found?.error ? { notFoundContent: found.error } : {}),
          }
        : {}),
    };
  };

  return (
    <section
      aria-label="Filter box"
      data-test="filter-box"
      style={{ width, height, overflowY: 'auto', padding: '4px 8px', boxSizing: 'border-box' }}
    >
      {props.dateFilter
        ? row(
            '__time_range',
            'Time range',
            <Select
              id="filter-box-__time_range"
              style={{ width: '100%' }}
              value={selection.timeRange ?? NO_TIME_RANGE}
              options={TIME_RANGES}
              onChange={(value: string) =>
                change({ ...selection, timeRange: value === NO_TIME_RANGE ? null : value })
              }
            />,
          )
        : null}
      {props.showTimeGrain
        ? row(
            '__time_grain',
            'Time grain',
            <Select
              id="filter-box-__time_grain"
              style={{ width: '100%' }}
              allowClear
              placeholder="Default"
              value={selection.timeGrain ?? undefined}
              options={TIME_GRAIN_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
              onChange={(value?: string) => change({ ...selection, timeGrain: value ?? null })}
            />,
          )
        : null}
      {props.showTimeColumn
        ? row(
            '__time_col',
            'Time column',
            <Select
              id="filter-box-__time_col"
              style={{ width: '100%' }}
              allowClear
              placeholder="Default"
              value={selection.timeColumn ?? undefined}
              options={props.timeColumns.map((column) => ({ value: column, label: column }))}
              onChange={(value?: string) => change({ ...selection, timeColumn: value ?? null })}
            />,
          )
        : null}
      {props.fields.map((field) =>
        row(
          field.column,
          field.label,
          <Select
            id={`filter-box-${field.column}`}
            data-test={`filter-box-select-${field.column}`}
            style={{ width: '100%' }}
            mode={field.multiple ? 'multiple' : undefined}
            allowClear={field.clearable}
            showSearch
            {...searchProps(field)}
            placeholder={`${field.options.length} option${field.options.length === 1 ? '' : 's'}`}
            value={
              field.multiple
                ? ((selection.values[field.column] ?? []) as (string | number)[])
                : ((selection.values[field.column]?.[0] ?? undefined) as string | number | undefined)
            }
            onChange={(value: unknown) =>
              setValues(field.column, Array.isArray(value) ? value : value === undefined ? [] : [value])
            }
          />,
        ),
      )}
      {props.fields.length === 0 && !props.dateFilter ? (
        <p style={{ color: '#5b6270' }}>Add filters in the chart's Filters configuration.</p>
      ) : null}
      {props.instant ? null : (
        <Button
          type="primary"
          size="small"
          disabled={!dirty}
          data-test="filter-box-apply"
          onClick={() => {
            props.emit(filterBoxDataMask(selection));
            setDirty(false);
          }}
        >
          Apply
        </Button>
      )}
    </section>
  );
}
