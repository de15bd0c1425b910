import type { FormMetric, QueryFormData } from '@tessera/core';
import { Segmented, Switch } from 'antd';
import type { ComponentType } from 'react';
import { asArray } from '../../../../charts';
import { type ControlDefinition, temporalColumns } from '../../../../charts/controls';
import type { DatasetDetail } from '../../api/exploreApi';
import { disallowsAdhocMetrics } from '../../lib/datasetExtra';
import { AdhocFilterControlType } from './AdhocFilterControl/adhocFilterControlType';
import { AnnotationLayerControl } from './AnnotationLayerControl/AnnotationLayerControl';
import { BoundsControl } from './BoundsControl/BoundsControl';
import {
  CategoricalSchemeControl,
  ColorPickerControl,
  CurrencyControl,
  SequentialSchemeControl,
} from './ColorControls';
import { ColumnConfigControl } from './ColumnConfigControl/ColumnConfigControl';
import { ColumnsControl } from './ColumnsControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl/ConditionalFormattingControl';
import type { ColumnValue } from './columnOption';
import { FilterBoxItemControl } from './FilterBoxItemControl/FilterBoxItemControl';
import { FixedOrMetricControl } from './FixedOrMetricControl/FixedOrMetricControl';
import { MetricsControl } from './MetricsControl';
import { NumberInput } from './NumberInput/NumberInput';
import { SelectAsyncControl } from './SelectAsyncControl/SelectAsyncControl';
import { SelectControl } from './SelectControl';
import { SpatialControl } from './SpatialControl/SpatialControl';
import { TextControl } from './TextControl';
import { TimeRangeControlType } from './TimeRangeControl/timeRangeControlType';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl/TimeSeriesColumnControl';
import { ViewportControl } from './ViewportControl/ViewportControl';

/** What every control component gets: its resolved definition, its value, and a way to change it. */
export interface ControlComponentProps {
  readonly id: string;
  readonly dataTest: string;
  readonly control: ControlDefinition;
  readonly value: unknown;
  readonly formData: QueryFormData;
  readonly dataset: DatasetDetail;
  readonly onChange: (value: unknown) => void;
  /** Shown but not editable (the definition's `disabled` holds for this form data). */
  readonly disabled?: boolean;
}

export interface ControlType {
  readonly component: ComponentType<ControlComponentProps>;
  /** The component shows its own label (a switch beside its text) instead of a labelled row. */
  readonly ownLabel?: boolean;
}

function choicesOf(control: ControlDefinition, dataset: DatasetDetail) {
  const choices = typeof control.choices === 'function' ? control.choices(dataset) : (control.choices ?? []);
  return choices.map((c) => ({ value: c.value, label: c.label }));
}

function columnsFor(control: ControlDefinition, dataset: DatasetDetail) {
  if (control.columnFilter === 'all') return dataset.columns;
  const groupable = dataset.columns.filter((c) => c.groupby !== false);
  if (control.columnFilter !== 'temporal_first') return groupable;
  const temporal = temporalColumns(dataset);
  return [
    ...dataset.columns.filter((c) => temporal.includes(c.column_name)),
    ...groupable.filter((c) => !temporal.includes(c.column_name)),
  ];
}

const Metrics = ({ id, value, dataset, onChange }: ControlComponentProps) => (
  <MetricsControl
    id={id}
    value={asArray<FormMetric>(value)}
    onChange={onChange}
    savedMetrics={dataset.metrics}
    columns={dataset.columns}
    disallowAdhoc={disallowsAdhocMetrics(dataset)}
  />
);

const Metric = ({ id, value, dataset, onChange }: ControlComponentProps) => (
  <MetricsControl
    id={id}
    single
    value={value ? [value as FormMetric] : []}
    onChange={(next) => onChange(next[0] ?? null)}
    savedMetrics={dataset.metrics}
    columns={dataset.columns}
    disallowAdhoc={disallowsAdhocMetrics(dataset)}
  />
);

const Columns = ({ id, dataTest, control, value, dataset, onChange }: ControlComponentProps) => {
  const multiple = control.multiple ?? false;
  const chosen = multiple ? asArray<ColumnValue>(value) : value ? [value as ColumnValue] : [];
  return (
    <ColumnsControl
      id={id}
      dataTest={dataTest}
      single={!multiple}
      clearable={control.clearable ?? true}
      columns={columnsFor(control, dataset)}
      value={chosen}
      onChange={(next) => onChange(multiple ? next : (next[0] ?? null))}
    />
  );
};

const Choice = ({ id, dataTest, control, value, dataset, onChange, disabled }: ControlComponentProps) => (
  <SelectControl
    id={id}
    {...(dataTest ? { dataTest } : {})}
    choices={choicesOf(control, dataset)}
    value={value}
    freeForm={control.freeForm ?? false}
    clearable={control.clearable ?? false}
    {...(control.placeholder ? { placeholder: control.placeholder } : {})}
    disabled={disabled ?? false}
    onChange={onChange}
  />
);

const Radio = ({ id, control, value, dataset, onChange }: ControlComponentProps) => (
  <Segmented
    id={id}
    block
    value={value as string | number}
    onChange={(next) => onChange(next)}
    options={choicesOf(control, dataset)}
  />
);

const Checkbox = ({ id, control, value, onChange }: ControlComponentProps) => (
  <div className="control-toggle">
    <label htmlFor={id}>{control.label}</label>
    <Switch id={id} size="small" checked={Boolean(value)} onChange={onChange} />
  </div>
);

const Text = ({ id, control, value, onChange }: ControlComponentProps) => (
  <TextControl id={id} value={value} placeholder={control.placeholder} onChange={onChange} />
);

const NumberControl = ({ id, control, value, formData, disabled, onChange }: ControlComponentProps) => (
  <NumberInput
    id={id}
    control={control}
    value={value}
    formData={formData}
    disabled={disabled ?? false}
    onChange={onChange}
  />
);

/** Control types → Explore's components; one entry per type, filled here and nowhere else. */
export const CONTROL_TYPES: Readonly<Record<string, ControlType>> = {
  metrics: { component: Metrics },
  metric: { component: Metric },
  columns: { component: Columns },
  column: { component: Columns },
  select: { component: Choice },
  radio: { component: Radio },
  checkbox: { component: Checkbox, ownLabel: true },
  text: { component: Text },
  number: { component: NumberControl },
  color_scheme: { component: CategoricalSchemeControl },
  sequential_color_scheme: { component: SequentialSchemeControl },
  color_picker: { component: ColorPickerControl },
  bounds: { component: BoundsControl },
  currency: { component: CurrencyControl },
  time_range: { component: TimeRangeControlType },
  adhoc_filters: { component: AdhocFilterControlType },
  conditional_formatting: { component: ConditionalFormattingControl },
  column_config: { component: ColumnConfigControl },
  column_collection: { component: TimeSeriesColumnControl },
  spatial: { component: SpatialControl },
  viewport: { component: ViewportControl },
  fixed_or_metric: { component: FixedOrMetricControl },
  select_async: { component: SelectAsyncControl },
  annotation_layers: { component: AnnotationLayerControl },
  filter_box_items: { component: FilterBoxItemControl },
};

const warned = new Set<string>();

/** The component of a control type; an unknown type warns once per type and renders nothing. */
export function controlType(type: string): ControlType | null {
  const known = CONTROL_TYPES[type];
  if (known) return known;
  if (!warned.has(type)) {
    warned.add(type);
    console.warn(`Explore has no control for the control type "${type}"; the control is not shown.`);
  }
  return null;
}
