import { type QueryFormData, tableQueryMode } from '@tessera/core';
import type { ControlDefinition } from '../types';

/** Superset's PAGE_SIZE_OPTIONS for the table's page lengths: 0 is every row. */
const PAGE_SIZE_CHOICES = [0, 10, 20, 50, 100, 200].map((n) => ({
  value: n,
  label: n === 0 ? 'All' : String(n),
}));

const aggregate = (formData: QueryFormData) => tableQueryMode(formData) === 'aggregate';
const serverPaged = (formData: QueryFormData) => formData.server_pagination === true;

/** Superset's time_compare choices (the table compares with one period). */
const TIME_COMPARE_CHOICES = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '1 month ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((value) => ({ value, label: value }));

/** Superset's D3_TIME_FORMAT_OPTIONS, with adaptive formatting first. */
const TIMESTAMP_FORMAT_CHOICES = [
  { value: 'smart_date', label: 'Adaptive formatting' },
  { value: '%d/%m/%Y', label: '%d/%m/%Y | 14/01/2019' },
  { value: '%m/%d/%Y', label: '%m/%d/%Y | 01/14/2019' },
  { value: '%Y-%m-%d', label: '%Y-%m-%d | 2019-01-14' },
  { value: '%Y-%m-%d %H:%M:%S', label: '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10' },
  { value: '%d-%m-%Y %H:%M:%S', label: '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10' },
  { value: '%H:%M:%S', label: '%H:%M:%S | 01:32:10' },
];

/** Controls first needed by the table charts; each is written once and any chart may refer to it. */
export const tableControls: readonly ControlDefinition[] = [
  {
    name: 'percent_metrics',
    type: 'metrics',
    label: 'Percentage metrics',
    description:
      'Metrics shown as their percentage of the total. Percentages are computed from the rows within the row limit.',
    default: [],
    visibility: aggregate,
  },
  {
    name: 'percent_metric_calculation',
    type: 'select',
    label: 'Percentage metric calculation',
    description:
      'Row limit: percentages of the rows within the row limit. All records: percentages of the whole dataset, ignoring the row limit.',
    default: 'row_limit',
    clearable: false,
    choices: [
      { value: 'row_limit', label: 'Row limit' },
      { value: 'all_records', label: 'All records' },
    ],
    visibility: (formData) =>
      aggregate(formData) && Array.isArray(formData.percent_metrics) && formData.percent_metrics.length > 0,
  },
  {
    name: 'server_pagination',
    type: 'checkbox',
    label: 'Server pagination',
    description: 'Fetch one page at a time from the database, with its sort and search, for large results.',
    default: false,
  },
  {
    name: 'server_page_length',
    type: 'select',
    label: 'Server page length',
    description: 'Rows per page fetched from the server.',
    default: 10,
    clearable: false,
    choices: PAGE_SIZE_CHOICES.filter((choice) => choice.value !== 0),
    visibility: serverPaged,
  },
  {
    name: 'show_totals',
    type: 'checkbox',
    label: 'Show totals',
    description: 'Show the total of each metric over every row (the row limit does not apply).',
    default: false,
    visibility: aggregate,
  },
  {
    name: 'table_timestamp_format',
    type: 'select',
    label: 'Timestamp format',
    description: 'D3 time format for datetime columns.',
    default: 'smart_date',
    clearable: false,
    renderTrigger: true,
    choices: TIMESTAMP_FORMAT_CHOICES,
    freeForm: true,
  },
  {
    name: 'page_length',
    type: 'select',
    label: 'Page length',
    description: 'Rows per page, All for one scrolling list; by default long results get 200-row pages.',
    renderTrigger: true,
    clearable: true,
    choices: PAGE_SIZE_CHOICES,
    visibility: (formData) => !serverPaged(formData),
  },
  {
    name: 'include_search',
    type: 'checkbox',
    label: 'Search box',
    description: 'Whether to include a search box over the rows.',
    default: false,
    renderTrigger: true,
  },
  {
    name: 'show_cell_bars',
    type: 'checkbox',
    label: 'Cell bars',
    description: 'Whether to draw a bar behind the numbers of a column.',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'align_pn',
    type: 'checkbox',
    label: 'Align +/-',
    description: 'Whether to align the bars of positive and negative values at 0.',
    default: false,
    renderTrigger: true,
  },
  {
    name: 'color_pn',
    type: 'checkbox',
    label: 'Color +/-',
    description: 'Whether to colour the bars of negative values red.',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'time_compare',
    type: 'select',
    label: 'Time shift',
    description:
      'Compare each metric with the same period this far back: Main, #, △ and % columns per metric.',
    clearable: true,
    choices: TIME_COMPARE_CHOICES,
    visibility: aggregate,
  },
  {
    name: 'comparison_type',
    type: 'select',
    label: 'Calculation type',
    description:
      'How the shifted values are shown: the values side by side, or their difference, change or ratio.',
    default: 'values',
    clearable: false,
    choices: [
      { value: 'values', label: 'Actual values' },
      { value: 'difference', label: 'Difference' },
      { value: 'percentage', label: 'Percentage change' },
      { value: 'ratio', label: 'Ratio' },
    ],
    visibility: (formData) =>
      aggregate(formData) &&
      (Array.isArray(formData.time_compare) ? formData.time_compare.length > 0 : !!formData.time_compare),
  },
  {
    // Superset's ColumnConfigControl: {[column]: {d3NumberFormat, currencyFormat, horizontalAlign, …}}.
    name: 'column_config',
    type: 'column_config',
    label: 'Customize columns',
    description: 'Further customize how to display each column',
    default: {},
    renderTrigger: true,
  },
];
