import type { AdhocFilter, FormMetric, QueryFormData } from '@tessera/core';
import { D3_TIME_FORMAT_AXIS_OPTIONS, isAdhocColumn } from '@tessera/core';
import { asArray, getTimeRange, isTimeRangeFilter, withTimeRange } from '../shared/formData';
import {
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_GRAIN,
  NO_TIME_RANGE,
  ROW_LIMIT_CHOICES,
  TIME_GRAIN_CHOICES,
} from '../shared/options';
import { FONT_SIZE_LABELS, NUMBER_FORMAT_CHOICES } from '../shared/valueFormat';
import { defaultTemporalColumn, firstMetric, temporalColumns } from './datasource';
import { annotationControls } from './groups/annotations';
import { colorControls } from './groups/colors';
import { deckControls } from './groups/deck';
import { distributionControls } from './groups/distribution';
import { graphControls } from './groups/graph';
import { interactionControls } from './groups/interaction';
import { legacyControls } from './groups/legacy';
import { mapsControls } from './groups/maps';
import { mixedTimeseriesControls } from './groups/mixed-timeseries';
import { pivotControls } from './groups/pivot';
import { seriesLimitControls } from './groups/seriesLimit';
import { tableControls } from './groups/table';
import { isYAxisFormatForced, PERCENTAGE_FORMAT_WARNING } from './percentageChange';
import type { ControlDatasource, ControlDefinition } from './types';
import { integer, required } from './validators';

export { firstMetric } from './datasource';
export { DEFAULT_PICKED_COLOR } from './groups/colors';

/** The time filter sits on the x-axis when it is temporal, else on the dataset's time column. */
export function timeFilterColumn(formData: QueryFormData, datasource: ControlDatasource): string | null {
  const xAxis = typeof formData.x_axis === 'string' ? formData.x_axis : null;
  return xAxis !== null && temporalColumns(datasource).includes(xAxis)
    ? xAxis
    : defaultTemporalColumn(datasource);
}

/** Superset's D3_TIME_FORMAT_OPTIONS, then the verbose adaptive format and coarse patterns. */
const TIME_FORMAT_CHOICES = D3_TIME_FORMAT_AXIS_OPTIONS;

/**
 * The catalogue by name. A name defined twice is refused: the later definition used to replace the
 * earlier one silently, for every chart. A chart that needs a variant overrides it in its panel.
 */
export function define(
  definitions: readonly ControlDefinition[],
): Readonly<Record<string, ControlDefinition>> {
  const byName: Record<string, ControlDefinition> = {};
  for (const definition of definitions) {
    if (byName[definition.name]) throw new Error(`The control "${definition.name}" is defined twice.`);
    byName[definition.name] = definition;
  }
  return byName;
}

/**
 * Every control a chart may use, written once (Superset's sharedControls). Charts refer to these by
 * name and override only what differs; they never copy a definition.
 */
export const controlCatalogue = define([
  {
    name: 'metrics',
    type: 'metrics',
    label: 'Metrics',
    description: 'Aggregates to compute; one series or column each.',
    initialValue: (datasource) => [firstMetric(datasource)],
    carryOver: (formData) => (formData.metric ? [formData.metric] : undefined),
    validators: [required],
  },
  {
    name: 'metric',
    type: 'metric',
    label: 'Metric',
    description: 'The value to show.',
    initialValue: firstMetric,
    carryOver: (formData) => asArray<FormMetric>(formData.metrics)[0],
    validators: [required],
  },
  {
    name: 'groupby',
    type: 'columns',
    label: 'Dimensions',
    description: 'Group rows by these columns.',
    default: [],
    multiple: true,
    columnFilter: 'groupable',
    placeholder: 'Drop columns here or choose',
  },
  {
    name: 'all_columns',
    type: 'columns',
    label: 'Columns',
    description: 'The columns to show, row by row.',
    default: [],
    multiple: true,
    columnFilter: 'all',
    placeholder: 'Drop columns here or choose',
    validators: [required],
  },
  {
    name: 'x_axis',
    type: 'column',
    label: 'X-axis',
    description: 'The column on the horizontal axis; usually a time column.',
    initialValue: defaultTemporalColumn,
    columnFilter: 'temporal_first',
    placeholder: 'Choose a column',
    clearable: false,
    validators: [required],
    // Moving the x-axis moves the time filter with it when the new column is temporal.
    write: (formData, value, datasource) => {
      const next = {
        ...formData,
        x_axis: typeof value === 'string' || isAdhocColumn(value) ? (value as QueryFormData['x_axis']) : null,
      };
      return withTimeRange(next, timeFilterColumn(next, datasource), getTimeRange(formData));
    },
  },
  {
    name: 'time_grain_sqla',
    type: 'select',
    label: 'Time grain',
    description: 'How finely to bucket time.',
    default: DEFAULT_TIME_GRAIN,
    choices: (datasource) =>
      datasource.time_grain_sqla?.length
        ? datasource.time_grain_sqla
            .filter(([key]) => key)
            .map(([key, label]) => ({ value: key as string, label }))
        : TIME_GRAIN_CHOICES,
    visibility: (formData, datasource) =>
      typeof formData.x_axis === 'string' && temporalColumns(datasource).includes(formData.x_axis),
  },
  {
    name: 'time_range',
    type: 'time_range',
    label: 'Time range',
    description: (formData, datasource) => {
      const column = timeFilterColumn(formData, datasource);
      return column ? `Filters on ${column}.` : 'This dataset has no time column to filter on.';
    },
    default: NO_TIME_RANGE,
    read: getTimeRange,
    write: (formData, value, datasource) =>
      withTimeRange(formData, timeFilterColumn(formData, datasource), String(value ?? NO_TIME_RANGE)),
  },
  {
    name: 'adhoc_filters',
    type: 'adhoc_filters',
    label: 'Filters',
    description: 'Conditions rows must meet.',
    // No default: a fresh chart starts with the filters already there (the time range's filter,
    // which panel order may write first), never with an empty list that would drop it.
    // The time filter is one of these filters too; `time_range` follows it so the server's rule
    // (a set time_range overrides every TEMPORAL_RANGE comparator) never applies a stale range.
    write: (formData, value) => {
      const filters =
        value === undefined ? asArray<AdhocFilter>(formData.adhoc_filters) : asArray<AdhocFilter>(value);
      const time = filters.find(isTimeRangeFilter);
      return {
        ...formData,
        adhoc_filters: filters,
        time_range: typeof time?.comparator === 'string' ? time.comparator : NO_TIME_RANGE,
      };
    },
  },
  {
    name: 'row_limit',
    type: 'select',
    label: 'Row limit',
    description: 'The most rows the query returns.',
    default: DEFAULT_ROW_LIMIT,
    choices: ROW_LIMIT_CHOICES.map((n) => ({ value: n, label: n.toLocaleString('en-US') })),
    freeForm: true,
    // Superset's legacyValidateInteger (a saved chart may hold text; typing may give 1.5).
    validators: [integer],
  },
  {
    name: 'query_mode',
    type: 'radio',
    label: 'Query mode',
    default: 'aggregate',
    choices: [
      { value: 'aggregate', label: 'Aggregate' },
      { value: 'raw', label: 'Raw records' },
    ],
  },
  {
    name: 'order_desc',
    type: 'checkbox',
    label: 'Sort descending',
    default: true,
  },
  { name: 'show_legend', type: 'checkbox', label: 'Show legend', default: true, renderTrigger: true },
  {
    name: 'stack',
    type: 'checkbox',
    label: 'Stack series',
    default: false,
    renderTrigger: true,
    // Superset stores the stack style by name ('Stack'), or null for none.
    read: (formData) => Boolean(formData.stack),
    write: (formData, value) => ({ ...formData, stack: value ? 'Stack' : null }),
  },
  { name: 'markerEnabled', type: 'checkbox', label: 'Show markers', default: false, renderTrigger: true },
  { name: 'donut', type: 'checkbox', label: 'Donut', default: false, renderTrigger: true },
  { name: 'show_labels', type: 'checkbox', label: 'Show labels', default: true, renderTrigger: true },
  {
    name: 'label_type',
    type: 'select',
    label: 'Label contents',
    default: 'key',
    renderTrigger: true,
    choices: [
      { value: 'key', label: 'Category name' },
      { value: 'value', label: 'Value' },
      { value: 'percent', label: 'Percentage' },
      { value: 'key_value', label: 'Category and value' },
      { value: 'key_percent', label: 'Category and percentage' },
      { value: 'key_value_percent', label: 'Category, value and percentage' },
    ],
  },
  {
    name: 'subheader',
    type: 'text',
    label: 'Subheader',
    description: 'A line of text under the number.',
    default: '',
    placeholder: 'e.g. all orders',
    renderTrigger: true,
  },
  // Big Number with Trendline, funnel, gauge and radar (Superset's names and defaults).
  {
    name: 'y_axis_format',
    type: 'select',
    label: 'Number format',
    // Superset disables it with this warning while Percentage change forces '.1%'.
    description: (formData) =>
      isYAxisFormatForced(formData)
        ? PERCENTAGE_FORMAT_WARNING
        : 'D3 format of the value; SMART_NUMBER adapts to its size.',
    disabled: isYAxisFormatForced,
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: NUMBER_FORMAT_CHOICES,
    freeForm: true,
  },
  {
    name: 'number_format',
    type: 'select',
    label: 'Number format',
    description: 'D3 format of the values; SMART_NUMBER adapts to their size.',
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: NUMBER_FORMAT_CHOICES,
    freeForm: true,
  },
  {
    name: 'time_format',
    type: 'select',
    label: 'Date format',
    description: 'D3 time format; smart_date follows the time grain.',
    default: 'smart_date',
    renderTrigger: true,
    choices: TIME_FORMAT_CHOICES,
    freeForm: true,
  },
  {
    name: 'compare_lag',
    type: 'number',
    label: 'Comparison period lag',
    description: 'How many periods back to compare the latest value with.',
    read: (formData) =>
      formData.compare_lag === undefined || formData.compare_lag === ''
        ? undefined
        : Number(formData.compare_lag),
  },
  {
    name: 'compare_suffix',
    type: 'text',
    label: 'Comparison suffix',
    description: 'Text after the percent change, e.g. "WoW".',
    default: '',
    renderTrigger: true,
  },
  { name: 'show_timestamp', type: 'checkbox', label: 'Show timestamp', default: false, renderTrigger: true },
  { name: 'show_trend_line', type: 'checkbox', label: 'Show trend line', default: true, renderTrigger: true },
  {
    name: 'start_y_axis_at_zero',
    type: 'checkbox',
    label: 'Start y-axis at 0',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'rolling_type',
    type: 'select',
    label: 'Rolling function',
    description: 'A moving window or running total applied before drawing.',
    default: 'None',
    choices: [
      { value: 'None', label: 'None' },
      { value: 'mean', label: 'Mean' },
      { value: 'sum', label: 'Sum' },
      { value: 'std', label: 'Standard deviation' },
      { value: 'cumsum', label: 'Cumulative sum' },
    ],
  },
  {
    name: 'rolling_periods',
    type: 'number',
    // A whole number, as Superset's TextControl with isInt (legacyValidateInteger).
    validators: [integer],
    label: 'Periods',
    description: 'The size of the rolling window, in periods.',
    visibility: (formData) => ['mean', 'sum', 'std'].includes(String(formData.rolling_type)),
  },
  {
    name: 'header_font_size',
    type: 'select',
    label: 'Big number font size',
    default: 0.4,
    renderTrigger: true,
    choices: [0.2, 0.3, 0.4, 0.5, 0.6].map((value, i) => ({ value, label: FONT_SIZE_LABELS[i]! })),
  },
  {
    name: 'subheader_font_size',
    type: 'select',
    label: 'Subheader font size',
    default: 0.15,
    renderTrigger: true,
    choices: [0.125, 0.15, 0.2, 0.3, 0.4].map((value, i) => ({ value, label: FONT_SIZE_LABELS[i]! })),
  },
  { name: 'sort_by_metric', type: 'checkbox', label: 'Sort by metric', default: true },
  {
    name: 'percent_calculation_type',
    type: 'select',
    label: 'Percent calculation',
    description: 'What each step’s percentage is of.',
    default: 'first_step',
    renderTrigger: true,
    choices: [
      { value: 'first_step', label: 'Calculate from first step' },
      { value: 'previous_step', label: 'Calculate from previous step' },
      { value: 'total', label: 'Percent of total' },
    ],
  },
  {
    name: 'min_val',
    type: 'number',
    label: 'Min',
    description: 'The gauge’s minimum; 0 when empty.',
    renderTrigger: true,
  },
  {
    name: 'max_val',
    type: 'number',
    label: 'Max',
    description: 'The gauge’s maximum; the largest value when empty.',
    renderTrigger: true,
  },
  { name: 'start_angle', type: 'number', label: 'Start angle', default: 225, renderTrigger: true },
  { name: 'end_angle', type: 'number', label: 'End angle', default: -45, renderTrigger: true },
  { name: 'font_size', type: 'number', label: 'Font size', default: 15, renderTrigger: true },
  { name: 'split_number', type: 'number', label: 'Split number', default: 10, renderTrigger: true },
  { name: 'show_pointer', type: 'checkbox', label: 'Show pointer', default: true, renderTrigger: true },
  { name: 'show_progress', type: 'checkbox', label: 'Show progress', default: true, renderTrigger: true },
  { name: 'overlap', type: 'checkbox', label: 'Overlap', default: true, renderTrigger: true },
  { name: 'round_cap', type: 'checkbox', label: 'Round cap', default: false, renderTrigger: true },
  { name: 'show_axis_tick', type: 'checkbox', label: 'Show axis ticks', default: false, renderTrigger: true },
  {
    name: 'show_split_line',
    type: 'checkbox',
    label: 'Show split lines',
    default: false,
    renderTrigger: true,
  },
  { name: 'is_circle', type: 'checkbox', label: 'Circle radar shape', default: false, renderTrigger: true },
  // Controls grouped by the charts that first needed them, each file owned by its own charts.
  ...seriesLimitControls(),
  ...distributionControls,
  ...tableControls,
  ...pivotControls,
  ...mixedTimeseriesControls,
  ...graphControls,
  ...mapsControls,
  ...legacyControls,
  ...deckControls,
  ...colorControls,
  ...interactionControls,
  ...annotationControls,
]);

/** Whether a table-like chart is in raw-records mode (shared by the controls that depend on it). */
export const isRawMode = (formData: QueryFormData) => formData.query_mode === 'raw';
export const isAggregateMode = (formData: QueryFormData) => formData.query_mode !== 'raw';

/** For charts where either a metric or a dimension is enough. */
export const metricOrDimension = (_value: unknown, formData: QueryFormData) =>
  asArray(formData.metrics).length === 0 && asArray(formData.groupby).length === 0
    ? 'Add a metric or a dimension.'
    : null;
