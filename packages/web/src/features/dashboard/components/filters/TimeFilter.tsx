import { type DataMask, type NativeFilter, NO_TIME_RANGE, nativeFilterDataMask } from '@tessera/core';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';

const ADVANCED = '__advanced__';

/** The choices of Superset's time range picker a filter offers, "No filter" first. */
const PRESETS: readonly { value: string; label: string }[] = [
  { value: NO_TIME_RANGE, label: 'No filter' },
  ...['day', 'week', 'month', 'quarter', 'year'].map((unit) => ({
    value: `Last ${unit}`,
    label: `Last ${unit}`,
  })),
  ...['week', 'month', 'quarter', 'year'].map((unit) => ({
    value: `previous calendar ${unit}`,
    label: `Previous calendar ${unit}`,
  })),
];
const isPreset = (value: string) => PRESETS.some((preset) => preset.value === value);

export interface TimeFilterProps {
  readonly filter: NativeFilter;
  readonly mask: DataMask | undefined;
  readonly onChange: (mask: DataMask) => void;
  readonly inputId: string;
}

/**
 * Superset's time filter: a preset range or an advanced one in its grammar (`2024-01-01 : now`,
 * `DATEADD(DATETIME("today"), -7, day) : today`), handed to the charts as `time_range`.
 */
export function TimeFilter({ filter, mask, onChange, inputId }: TimeFilterProps) {
  const value = typeof mask?.filterState?.value === 'string' ? mask.filterState.value : NO_TIME_RANGE;
  const [advanced, setAdvanced] = useState(!isPreset(value));
  const [text, setText] = useState(isPreset(value) ? '' : value);
  // A value set from outside (Clear all, the address) shows as a preset or as advanced text.
  useEffect(() => {
    setAdvanced(!isPreset(value));
    if (!isPreset(value)) setText(value);
  }, [value]);
  const set = (next: string) => onChange(nativeFilterDataMask(filter, next));
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed && trimmed !== value) set(trimmed);
  };
  return (
    <div className="time-filter" data-test="filter-time">
      <Select
        id={inputId}
        value={advanced ? ADVANCED : value}
        options={[...PRESETS, { value: ADVANCED, label: 'Advanced…' }]}
        // Every choice in view at once: a short list reads better unscrolled.
        listHeight={400}
        onChange={(next: string) => {
          if (next === ADVANCED) {
            setAdvanced(true);
            return;
          }
          setAdvanced(false);
          set(next);
        }}
        style={{ width: '100%' }}
      />
      {advanced ? (
        <Input
          aria-label={`${filter.name}: time range`}
          placeholder="e.g. 2024-01-01 : now, or Last 90 days"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onPressEnter={commit}
        />
      ) : null}
    </div>
  );
}
