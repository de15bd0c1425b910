import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { isPresetTimeRange, TIME_RANGE_GROUPS } from '../../../../charts';

const CUSTOM = '__custom__';

export interface TimeRangeControlProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** Common ranges in one list, plus free text in Superset's grammar (e.g. `2024-01-01 : now`). */
export function TimeRangeControl({ id, value, onChange }: TimeRangeControlProps) {
  const preset = isPresetTimeRange(value);
  const [custom, setCustom] = useState(!preset);
  const [text, setText] = useState(preset ? '' : value);
  useEffect(() => {
    if (!isPresetTimeRange(value)) {
      setCustom(true);
      setText(value);
    }
  }, [value]);

  const options = [
    ...TIME_RANGE_GROUPS.map((group) => ({
      label: group.label,
      title: group.label,
      options: group.options.map((option) => ({ value: option.value, label: option.label })),
    })),
    { label: 'Custom', title: 'Custom', options: [{ value: CUSTOM, label: 'Custom range…' }] },
  ];
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed && trimmed !== value) onChange(trimmed);
  };
  return (
    <div className="time-range-control">
      <Select
        id={id}
        data-test="explore-time-range"
        value={custom ? CUSTOM : value}
        options={options}
        onChange={(next: string) => {
          if (next === CUSTOM) {
            setCustom(true);
            setText(preset ? '' : value);
          } else {
            setCustom(false);
            onChange(next);
          }
        }}
        style={{ width: '100%' }}
      />
      {custom ? (
        <Input
          aria-label="Custom time range"
          placeholder="e.g. 2024-01-01 : now, or Last 90 days"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onPressEnter={commit}
          className="time-range-custom"
        />
      ) : null}
    </div>
  );
}
