import { PIVOT_TABLE_AGGREGATES } from '@tessera/core';
import { NUMBER_FORMAT_CHOICES } from '../../shared/valueFormat';
import type { ControlDefinition } from '../types';

const ORDER_CHOICES = [
  { value: 'key_a_to_z', label: 'key a-z' },
  { value: 'key_z_to_a', label: 'key z-a' },
  { value: 'value_a_to_z', label: 'value ascending' },
  { value: 'value_z_to_a', label: 'value descending' },
];

/** Superset's series limits. */
const SERIES_LIMIT_CHOICES = [0, 5, 10, 25, 50, 100, 500].map((value) => ({
  value,
  label: value === 0 ? 'None' : String(value),
}));

const checkbox = (name: string, label: string, description: string): ControlDefinition => ({
  name,
  type: 'checkbox',
  label,
  description,
  default: false,
  renderTrigger: true,
});

/** Controls first needed by the pivot charts; each is written once and any chart may refer to it. */
export const pivotControls: readonly ControlDefinition[] = [
  {
    name: 'groupbyColumns',
    type: 'columns',
    label: 'Columns',
    description: 'Columns to group by on the columns',
    default: [],
    multiple: true,
    columnFilter: 'groupable',
    placeholder: 'Drop columns here or choose',
  },
  {
    name: 'groupbyRows',
    type: 'columns',
    label: 'Rows',
    description: 'Columns to group by on the rows',
    default: [],
    multiple: true,
    columnFilter: 'groupable',
    placeholder: 'Drop columns here or choose',
  },
  {
    name: 'metricsLayout',
    type: 'radio',
    label: 'Apply metrics on',
    description: 'Use metrics as a top level group for columns or for rows',
    default: 'COLUMNS',
    renderTrigger: true,
    choices: [
      { value: 'COLUMNS', label: 'Columns' },
      { value: 'ROWS', label: 'Rows' },
    ],
  },
  {
    name: 'series_limit',
    type: 'select',
    label: 'Series limit',
    description: 'Limits the number of series that get displayed.',
    default: 0,
    choices: SERIES_LIMIT_CHOICES,
    freeForm: true,
  },
  {
    name: 'series_limit_metric',
    type: 'metric',
    label: 'Sort by',
    description:
      'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
    clearable: true,
  },
  {
    name: 'aggregateFunction',
    type: 'select',
    label: 'Aggregation function',
    description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
    default: 'Sum',
    renderTrigger: true,
    clearable: false,
    choices: PIVOT_TABLE_AGGREGATES.map((value) => ({ value, label: value })),
  },
  checkbox('rowTotals', 'Show rows total', 'Display row level total'),
  checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal'),
  checkbox('colTotals', 'Show columns total', 'Display column level total'),
  checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal'),
  checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns'),
  checkbox(
    'combineMetric',
    'Combine metrics',
    'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
  ),
  {
    name: 'valueFormat',
    type: 'select',
    label: 'Value format',
    description: 'D3 format of the values; SMART_NUMBER adapts to their size.',
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: NUMBER_FORMAT_CHOICES,
    freeForm: true,
  },
  {
    name: 'currency_format',
    type: 'currency',
    label: 'Currency format',
    description: 'A currency symbol before or after the formatted values.',
    renderTrigger: true,
  },
  {
    name: 'rowOrder',
    type: 'select',
    label: 'Sort rows by',
    description: 'Change order of rows: by key uses the row names, by value the metric values.',
    default: 'key_a_to_z',
    renderTrigger: true,
    choices: ORDER_CHOICES,
  },
  {
    name: 'colOrder',
    type: 'select',
    label: 'Sort columns by',
    description: 'Change order of columns: by key uses the column names, by value the metric values.',
    default: 'key_a_to_z',
    renderTrigger: true,
    choices: ORDER_CHOICES,
  },
  {
    name: 'rowSubtotalPosition',
    type: 'select',
    label: 'Rows subtotal position',
    description: 'Position of row level subtotal',
    default: false,
    renderTrigger: true,
    // Superset's values are booleans; the select holds them as text.
    choices: [
      { value: 'true', label: 'Top' },
      { value: 'false', label: 'Bottom' },
    ],
    read: (formData) => String(formData.rowSubtotalPosition === true),
    write: (formData, value) => ({ ...formData, rowSubtotalPosition: value === 'true' }),
  },
  {
    name: 'colSubtotalPosition',
    type: 'select',
    label: 'Columns subtotal position',
    description: 'Position of column level subtotal',
    default: false,
    renderTrigger: true,
    choices: [
      { value: 'true', label: 'Left' },
      { value: 'false', label: 'Right' },
    ],
    read: (formData) => String(formData.colSubtotalPosition === true),
    write: (formData, value) => ({ ...formData, colSubtotalPosition: value === 'true' }),
  },
  {
    // Superset's ConditionalFormattingControl: [{column, operator, targetValue(s), colorScheme}].
    name: 'conditional_formatting',
    type: 'conditional_formatting',
    label: 'Conditional formatting',
    description: 'Apply conditional color formatting to metrics',
    default: [],
    renderTrigger: true,
  },
];
