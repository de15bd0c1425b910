import { Button, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { BoundsInput } from '../BoundsControl/BoundsInput';
import {
  COL_TYPE_CHOICES,
  COMPARISON_TYPE_CHOICES,
  lagError,
  type TimeSeriesColumn,
} from './timeSeriesColumns';

export interface TimeSeriesColumnEditorProps {
  readonly column: TimeSeriesColumn;
  readonly onDone: (column: TimeSeriesColumn | null) => void;
}

/** One column's popover form (Superset's TimeSeriesColumnControl), saved with Save. */
export function TimeSeriesColumnEditor({ column, onDone }: TimeSeriesColumnEditorProps) {
  const [draft, setDraft] = useState<TimeSeriesColumn>(column);
  const set = (patch: Partial<TimeSeriesColumn>) => setDraft({ ...draft, ...patch });
  const id = (field: string) => `ts-column-${field}`;
  const type = draft.colType ?? '';
  const lagProblem = type === 'time' || type === 'avg' ? lagError(draft.timeLag) : null;
  const ratioProblem = type === 'spark' ? lagError(draft.timeRatio) : null;
  const text = (field: keyof TimeSeriesColumn, label: string, help?: string, placeholder?: string) => (
    <Form.Item label={label} htmlFor={id(field)} tooltip={help}>
      <Input
        id={id(field)}
        value={String(draft[field] ?? '')}
        placeholder={placeholder}
        onChange={(e) => set({ [field]: e.target.value })}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div" className="popover-editor">
      {text('label', 'Label')}
      {text('tooltip', 'Tooltip')}
      <Form.Item label="Type" htmlFor={id('type')}>
        <Select
          id={id('type')}
          value={type || undefined}
          placeholder="Select…"
          onChange={(colType: TimeSeriesColumn['colType']) => set({ colType })}
          options={COL_TYPE_CHOICES.map((c) => ({ ...c }))}
        />
      </Form.Item>
      {type === 'spark' ? (
        <div className="ts-column-pair">
          {text('width', 'Width', 'Width of the sparkline in pixels')}
          {text('height', 'Height', 'Height of the sparkline in pixels')}
        </div>
      ) : null}
      {type === 'time' || type === 'avg' ? (
        <Form.Item
          label="Time lag"
          htmlFor={id('lag')}
          tooltip="Number of periods to compare against. You can use negative numbers to compare from the beginning of the time range."
          validateStatus={lagProblem ? 'error' : undefined}
          help={lagProblem}
        >
          <Input
            id={id('lag')}
            value={String(draft.timeLag ?? '')}
            onChange={(e) => set({ timeLag: e.target.value })}
          />
        </Form.Item>
      ) : null}
      {type === 'spark' ? (
        <Form.Item
          label="Time ratio"
          htmlFor={id('ratio')}
          tooltip="Number of periods to ratio against"
          validateStatus={ratioProblem ? 'error' : undefined}
          help={ratioProblem}
        >
          <Input
            id={id('ratio')}
            value={String(draft.timeRatio ?? '')}
            onChange={(e) => set({ timeRatio: e.target.value })}
          />
        </Form.Item>
      ) : null}
      {type === 'time' ? (
        <Form.Item
          label="Comparison type"
          htmlFor={id('comparison')}
          tooltip="Type of comparison, value difference or percentage"
        >
          <Select
            id={id('comparison')}
            value={draft.comparisonType || undefined}
            placeholder="Select…"
            onChange={(comparisonType: TimeSeriesColumn['comparisonType']) => set({ comparisonType })}
            options={COMPARISON_TYPE_CHOICES.map((c) => ({ ...c }))}
          />
        </Form.Item>
      ) : null}
      {type === 'spark' ? (
        <>
          <div className="control-toggle">
            <label htmlFor={id('y-axis')}>Show Y-axis</label>
            <Switch
              id={id('y-axis')}
              size="small"
              checked={draft.showYAxis === true}
              onChange={(showYAxis) => set({ showYAxis })}
            />
          </div>
          <Form.Item label="Y-axis bounds" tooltip="Manually set min/max values for the y-axis.">
            <BoundsInput value={draft.yAxisBounds} onChange={(yAxisBounds) => set({ yAxisBounds })} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          label="Color bounds"
          tooltip="Number bounds used for color encoding from red to blue. Reverse the numbers for blue to red. To get pure red or blue, you can enter either only min or max."
        >
          <BoundsInput value={draft.bounds} onChange={(bounds) => set({ bounds })} />
        </Form.Item>
      )}
      {text('d3format', 'Number format', 'Optional d3 number format string', ',.2f')}
      {type === 'spark'
        ? text('dateFormat', 'Date format', 'Optional d3 date format string', '%Y-%m-%d')
        : null}
      <div className="popover-editor-actions">
        <Button onClick={() => onDone(null)}>Close</Button>
        <Button type="primary" disabled={Boolean(lagProblem || ratioProblem)} onClick={() => onDone(draft)}>
          Save
        </Button>
      </div>
    </Form>
  );
}
