import type { NativeFilter } from '@tessera/core';
import { Checkbox } from 'antd';

const SETTINGS: readonly { key: string; label: string; types: readonly string[] }[] = [
  {
    key: 'enableEmptyFilter',
    label: 'Filter value is required',
    types: ['filter_select', 'filter_range', 'filter_time', 'filter_timecolumn', 'filter_timegrain'],
  },
  { key: 'defaultToFirstItem', label: 'Select first filter value by default', types: ['filter_select'] },
  { key: 'multiSelect', label: 'Can select multiple values', types: ['filter_select'] },
  { key: 'inverseSelection', label: 'Inverse selection', types: ['filter_select'] },
  { key: 'searchAllOptions', label: 'Dynamically search all filter values', types: ['filter_select'] },
];

/** The filter's switches (controlValues), those that apply to its type. */
export function FilterSettings({
  filter,
  onChange,
}: {
  readonly filter: NativeFilter;
  readonly onChange: (controlValues: Record<string, unknown>) => void;
}) {
  const values = filter.controlValues ?? {};
  return (
    <div className="filters-config-settings">
      {SETTINGS.filter((setting) => setting.types.includes(filter.filterType)).map((setting) => (
        <Checkbox
          key={setting.key}
          checked={values[setting.key] === true}
          data-test={`filter-setting-${setting.key}`}
          onChange={(event) => {
            const next: Record<string, unknown> = { ...values, [setting.key]: event.target.checked };
            // A first item by default is a value already: Superset clears the typed default then.
            onChange(next);
          }}
        >
          {setting.label}
        </Checkbox>
      ))}
    </div>
  );
}
