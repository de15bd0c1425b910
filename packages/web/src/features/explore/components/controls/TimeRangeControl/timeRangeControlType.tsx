import { timeFilterColumn } from '../../../../../charts/controls';
import type { ControlComponentProps } from '../controlTypes';
import { TimeRangeControl } from './TimeRangeControl';

/** The catalogue's `time_range` control: the editor, naming the column the range filters. */
export function TimeRangeControlType({ id, value, formData, dataset, onChange }: ControlComponentProps) {
  return (
    <TimeRangeControl
      id={id}
      value={String(value ?? '')}
      column={timeFilterColumn(formData, dataset)}
      onChange={onChange}
    />
  );
}
