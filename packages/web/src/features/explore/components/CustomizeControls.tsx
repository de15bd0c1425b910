import type { QueryFormData } from '@tessera/core';
import { Input, Select, Switch } from 'antd';
import type { ControlPanelKind } from '../../../charts';
import { ControlRow } from './controls/ControlRow';

const PIE_LABELS = [
  { value: 'key', label: 'Category name' },
  { value: 'value', label: 'Value' },
  { value: 'percent', label: 'Percentage' },
  { value: 'key_value', label: 'Category and value' },
  { value: 'key_percent', label: 'Category and percentage' },
  { value: 'key_value_percent', label: 'Category, value and percentage' },
];

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="control-toggle">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
    </div>
  );
}

/** The Customize section: presentation options that need no new query. */
export function CustomizeControls({
  kind,
  formData,
  onChange,
}: {
  kind: ControlPanelKind;
  formData: QueryFormData;
  onChange: (formData: QueryFormData) => void;
}) {
  const set = (key: string, value: unknown) => onChange({ ...formData, [key]: value });
  if (kind === 'timeseries') {
    const stackable = ['echarts_timeseries_bar', 'echarts_area'].includes(formData.viz_type);
    return (
      <div className="control-section">
        <Toggle
          id="control-show-legend"
          label="Show legend"
          checked={formData.show_legend !== false}
          onChange={(v) => set('show_legend', v)}
        />
        {stackable ? (
          <Toggle
            id="control-stack"
            label="Stack series"
            checked={Boolean(formData.stack)}
            onChange={(v) => set('stack', v ? 'Stack' : null)}
          />
        ) : (
          <Toggle
            id="control-markers"
            label="Show markers"
            checked={formData.markerEnabled === true}
            onChange={(v) => set('markerEnabled', v)}
          />
        )}
      </div>
    );
  }
  if (kind === 'pie') {
    return (
      <div className="control-section">
        <Toggle
          id="control-donut"
          label="Donut"
          checked={formData.donut === true}
          onChange={(v) => set('donut', v)}
        />
        <Toggle
          id="control-show-legend"
          label="Show legend"
          checked={formData.show_legend !== false}
          onChange={(v) => set('show_legend', v)}
        />
        <Toggle
          id="control-show-labels"
          label="Show labels"
          checked={formData.show_labels !== false}
          onChange={(v) => set('show_labels', v)}
        />
        <ControlRow label="Label contents" htmlFor="control-label-type">
          <Select
            id="control-label-type"
            value={(formData.label_type as string | undefined) ?? 'key'}
            onChange={(v: string) => set('label_type', v)}
            options={PIE_LABELS}
            style={{ width: '100%' }}
          />
        </ControlRow>
      </div>
    );
  }
  if (kind === 'big_number') {
    return (
      <div className="control-section">
        <ControlRow
          label="Subheader"
          htmlFor="control-subheader"
          description="A line of text under the number."
        >
          <Input
            id="control-subheader"
            value={(formData.subheader as string | undefined) ?? ''}
            onChange={(e) => set('subheader', e.target.value)}
            placeholder="e.g. all orders"
          />
        </ControlRow>
      </div>
    );
  }
  return null;
}
