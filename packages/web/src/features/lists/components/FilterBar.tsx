import { Select } from 'antd';
import { useState } from 'react';
import { type Option, useRelatedOptionsQuery } from '../api/listApi';
import type { ListResource } from '../lib/listQuery';

/** One filter of a list's filter bar; its rison column and operator live in the list's query spec. */
export interface FilterConfig {
  readonly key: string;
  readonly label: string;
  /** Fixed choices, or choices read from the resource's related/ or distinct/ endpoint */
  readonly options:
    | {
        readonly kind: 'static';
        readonly values: readonly { readonly label: string; readonly value: unknown }[];
      }
    | {
        readonly kind: 'related' | 'distinct';
        readonly column: string;
        /** Display text for a raw value (e.g. a chart type's name for its viz_type) */
        readonly label?: (text: string) => string;
      };
}

/** A two-choice filter (true/false) with its words, e.g. Yes/No or Published/Draft. */
export function booleanOptions(yes = 'Yes', no = 'No'): FilterConfig['options'] {
  return {
    kind: 'static',
    values: [
      { label: yes, value: true },
      { label: no, value: false },
    ],
  };
}

/** A chosen value keeps its filter's name in view ("Status: Active"), as the placeholder goes. */
const chosenLabel =
  (name: string) =>
  ({ label }: { label?: React.ReactNode }) => (
    <>
      <span className="list-filter-name">{name}: </span>
      {label}
    </>
  );

function RemoteFilter(props: {
  readonly resource: ListResource;
  readonly filter: FilterConfig;
  readonly column: string;
  readonly kind: 'related' | 'distinct';
  readonly label?: (text: string) => string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const { data, isFetching } = useRelatedOptionsQuery(
    { resource: props.resource, column: props.column, kind: props.kind, filter: search },
    { skip: !open && props.value === undefined },
  );
  const options = (data ?? []).map((option: Option) => ({
    label: props.label ? props.label(option.text) : option.text,
    value: option.value,
  }));
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={props.filter.label}
      aria-label={props.filter.label}
      className="list-filter"
      data-test={`list-filter-${props.filter.key}`}
      labelRender={chosenLabel(props.filter.label)}
      loading={isFetching}
      value={props.value as string | number | undefined}
      options={options}
      onOpenChange={setOpen}
      onChange={(value) => props.onChange(value ?? null)}
      notFoundContent={isFetching ? 'Loading…' : 'No matches'}
    />
  );
}

/** The filters above a list; each change asks the server again (filters run in SQL, not here). */
export function FilterBar(props: {
  readonly resource: ListResource;
  readonly filters: readonly FilterConfig[];
  readonly values: Readonly<Record<string, unknown>>;
  readonly onChange: (key: string, value: unknown) => void;
}) {
  return (
    <fieldset className="list-filters" aria-label="Filters">
      {props.filters.map((filter) => {
        const value = props.values[filter.key] ?? undefined;
        if (filter.options.kind === 'static') {
          // antd Select values must be strings or numbers; booleans travel by index.
          const values = filter.options.values;
          const index = values.findIndex((option) => option.value === value);
          return (
            <Select
              key={filter.key}
              allowClear
              placeholder={filter.label}
              aria-label={filter.label}
              className="list-filter"
              data-test={`list-filter-${filter.key}`}
              labelRender={chosenLabel(filter.label)}
              value={index >= 0 ? index : undefined}
              options={values.map((option, i) => ({ label: option.label, value: i }))}
              onChange={(i: number | undefined) =>
                props.onChange(filter.key, i === undefined ? null : (values[i]?.value ?? null))
              }
            />
          );
        }
        return (
          <RemoteFilter
            key={filter.key}
            resource={props.resource}
            filter={filter}
            column={filter.options.column}
            kind={filter.options.kind}
            label={filter.options.label}
            value={value}
            onChange={(next) => props.onChange(filter.key, next)}
          />
        );
      })}
    </fieldset>
  );
}
