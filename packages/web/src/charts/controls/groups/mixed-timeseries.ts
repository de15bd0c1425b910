import { NUMBER_FORMAT_CHOICES } from '../../shared/valueFormat';
import type { ControlChoice, ControlDefinition, ControlOverride } from '../types';
import { integer } from '../validators';
import { seriesLimitControls } from './seriesLimit';

/** Superset's EchartsTimeseriesSeriesType: how a query's series are drawn. */
const SERIES_TYPES: readonly ControlChoice[] = [
  { value: 'line', label: 'Line' },
  { value: 'scatter', label: 'Scatter' },
  { value: 'smooth', label: 'Smooth line' },
  { value: 'bar', label: 'Bar' },
  { value: 'start', label: 'Step - start' },
  { value: 'middle', label: 'Step - middle' },
  { value: 'end', label: 'Step - end' },
];

const Y_AXES: readonly ControlChoice[] = [
  { value: 0, label: 'Primary' },
  { value: 1, label: 'Secondary' },
];

const ROLLING: readonly ControlChoice[] = [
  { value: 'None', label: 'None' },
  { value: 'mean', label: 'Mean' },
  { value: 'sum', label: 'Sum' },
  { value: 'std', label: 'Std' },
  { value: 'cumsum', label: 'Cumulative sum' },
];

const COMPARISON: readonly ControlChoice[] = [
  { value: 'values', label: 'Actual values' },
  { value: 'difference', label: 'Difference' },
  { value: 'percentage', label: 'Percentage change' },
  { value: 'ratio', label: 'Ratio' },
];

const TIME_SHIFTS: readonly ControlChoice[] = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((value) => ({ value, label: value }));

const RESAMPLE_RULES: readonly ControlChoice[] = [
  ['1T', '1 minutely frequency'],
  ['1H', '1 hourly frequency'],
  ['1D', '1 calendar day frequency'],
  ['7D', '7 calendar day frequency'],
  ['1MS', '1 month start frequency'],
  ['1M', '1 month end frequency'],
  ['1AS', '1 year start frequency'],
  ['1A', '1 year end frequency'],
].map(([value, label]) => ({ value: value!, label: label! }));

const RESAMPLE_METHODS: readonly ControlChoice[] = [
  { value: 'asfreq', label: 'Null imputation' },
  { value: 'zerofill', label: 'Zero imputation' },
  { value: 'linear', label: 'Linear interpolation' },
  { value: 'ffill', label: 'Forward values' },
  { value: 'bfill', label: 'Backward values' },
  { value: 'median', label: 'Median values' },
  { value: 'mean', label: 'Mean values' },
  { value: 'sum', label: 'Sum values' },
];

/** `[min, max]` as Superset saves axis bounds, edited as "min, max" text (either may be left empty). */
function boundsControl(name: string, label: string): ControlDefinition {
  return {
    name,
    type: 'bounds',
    label,
    description: 'The lowest and highest values the axis shows; leave one empty to fit the data.',
    default: [null, null],
    renderTrigger: true,
  };
}

const limitDescription = (which: 'A' | 'B') =>
  `The most series query ${which} draws, the largest by the sort metric; empty for all.`;
const sortDescription = (which: 'A' | 'B') =>
  `The metric that ranks query ${which}'s series for the series limit.`;

/** Query A's series-limit pair is the shared one (groups/seriesLimit.ts), described for query A. */
/**
 * Query A's keys that other charts define too (the table's time shift, the bubble's opacity, the
 * trendline's rolling window): the catalogue keeps their one definition and the mixed chart's
 * panel overrides it (queryAOverrides). Defined again here, the mixed chart's version replaced
 * the others' everywhere: the table's time shift lost its aggregate-only visibility and choices,
 * and the bubble chart's opacity became 0.2.
 */
const SHARED_WITH_OTHER_CHARTS = new Set([
  'rolling_type',
  'rolling_periods',
  'time_compare',
  'comparison_type',
  'opacity',
]);

/** A definition as a panel override: everything but the name and type the catalogue keeps. */
function asOverride({ name: _name, type: _type, ...override }: ControlDefinition): ControlOverride {
  return override;
}

/** Query A's panel overrides: its series-limit texts and its version of the shared controls. */
export function queryAOverrides(): Readonly<Record<string, ControlOverride>> {
  const shared = [...queryControls(''), ...styleControls('')].filter((control) =>
    SHARED_WITH_OTHER_CHARTS.has(control.name),
  );
  return {
    limit: { description: limitDescription('A') },
    timeseries_limit_metric: { description: sortDescription('A') },
    ...Object.fromEntries(shared.map((control) => [control.name, asOverride(control)])),
  };
}

/** The controls of one query (A plain, B with the `_b` suffix): what it asks and how it is shaped. */
function queryControls(suffix: '' | '_b'): ControlDefinition[] {
  const which = suffix ? ('B' as const) : ('A' as const);
  const controls: ControlDefinition[] = [
    // Query A uses the shared `limit` and `timeseries_limit_metric`; B has its own pair of them.
    ...(suffix
      ? seriesLimitControls(suffix).map((control) => ({
          ...control,
          description: control.name.startsWith('limit') ? limitDescription(which) : sortDescription(which),
        }))
      : []),
    {
      name: `truncate_metric${suffix}`,
      type: 'checkbox',
      label: 'Truncate metric',
      description: 'With one metric and dimensions, name the series by the dimension values alone.',
      default: true,
    },
    {
      name: `rolling_type${suffix}`,
      type: 'select',
      label: 'Rolling function',
      description: 'A moving window or running total applied before drawing.',
      default: 'None',
      choices: ROLLING,
    },
    {
      name: `rolling_periods${suffix}`,
      type: 'number',
      // A whole number, as Superset's TextControl with isInt (legacyValidateInteger).
      validators: [integer],
      label: 'Periods',
      description: 'The window of the rolling function, in time-grain periods.',
      visibility: (formData) =>
        !['None', 'cumsum', undefined, null].includes(formData[`rolling_type${suffix}`] as string),
    },
    {
      name: `time_compare${suffix}`,
      type: 'select',
      label: 'Time shift',
      description: 'Compare each value with the value this long before.',
      default: [],
      choices: [{ value: '', label: 'None' }, ...TIME_SHIFTS],
      // Saved as a list (Superset's multi-select); Explore's select picks one shift.
      read: (formData) => [formData[`time_compare${suffix}`]].flat()[0] ?? '',
      write: (formData, value) => ({ ...formData, [`time_compare${suffix}`]: value ? [value] : [] }),
    },
    {
      name: `comparison_type${suffix}`,
      type: 'select',
      label: 'Calculation type',
      description: 'How the shifted values are shown next to (or instead of) the actual ones.',
      default: 'values',
      choices: COMPARISON,
    },
    {
      name: `resample_rule${suffix}`,
      type: 'select',
      label: 'Resample rule',
      description: 'Re-bucket the time axis to this frequency.',
      default: null,
      choices: [{ value: '', label: 'None' }, ...RESAMPLE_RULES],
    },
    {
      name: `resample_method${suffix}`,
      type: 'select',
      label: 'Fill method',
      description: 'How the resampled buckets without data are filled.',
      default: null,
      choices: [{ value: '', label: 'None' }, ...RESAMPLE_METHODS],
    },
  ];
  return controls;
}

/** How one query's series are drawn; Superset's keys take a `B` suffix for query B. */
function styleControls(suffix: '' | 'B'): ControlDefinition[] {
  const which = suffix ? ('B' as const) : ('A' as const);
  return [
    {
      name: `seriesType${suffix}`,
      type: 'select',
      label: 'Series style',
      description: `How query ${which}'s series are drawn.`,
      default: 'line',
      renderTrigger: true,
      choices: SERIES_TYPES,
    },
    {
      name: `yAxisIndex${suffix}`,
      type: 'select',
      label: 'Y-axis',
      description: `The axis query ${which}'s series are measured on.`,
      default: 0,
      renderTrigger: true,
      choices: Y_AXES,
    },
    { name: `area${suffix}`, type: 'checkbox', label: 'Area chart', default: false, renderTrigger: true },
    {
      name: `opacity${suffix}`,
      type: 'number',
      label: 'Area opacity',
      description: 'Opacity of the filled area, from 0 to 1.',
      default: 0.2,
      renderTrigger: true,
    },
    {
      name: `markerSize${suffix}`,
      type: 'number',
      label: 'Marker size',
      default: 6,
      renderTrigger: true,
    },
  ];
}

/**
 * The legacy filter box's list of filters (Superset's filter_configs: column, label, defaultValue,
 * metric, asc, clearable, multiple, searchAllOptions), each set in its 'Filter configuration'
 * popover (Explore's filter_box_items control).
 */
const filterConfigs: ControlDefinition = {
  name: 'filter_configs',
  type: 'filter_box_items',
  label: 'Filters',
  description: 'Filter configuration for the filter box',
  default: [],
};

/** Controls first needed by the mixed-timeseries charts (and, kept here, the filter box's). */
export const mixedTimeseriesControls: readonly ControlDefinition[] = [
  {
    name: 'metrics_b',
    type: 'metrics',
    label: 'Metrics',
    description: "Query B's aggregates; one series each.",
    default: [],
  },
  {
    name: 'groupby_b',
    type: 'columns',
    label: 'Dimensions',
    description: "One of query B's series per value.",
    default: [],
    multiple: true,
    columnFilter: 'groupable',
    placeholder: 'Drop columns here or choose',
  },
  {
    name: 'adhoc_filters_b',
    type: 'adhoc_filters',
    label: 'Filters',
    description: "Query B's conditions.",
    default: [],
  },
  { name: 'order_desc_b', type: 'checkbox', label: 'Sort descending', default: true },
  {
    name: 'row_limit_b',
    type: 'number',
    label: 'Row limit',
    description: 'The most rows query B returns.',
    default: 10000,
  },
  ...queryControls('').filter((control) => !SHARED_WITH_OTHER_CHARTS.has(control.name)),
  ...queryControls('_b'),
  ...styleControls('').filter((control) => !SHARED_WITH_OTHER_CHARTS.has(control.name)),
  ...styleControls('B'),
  { name: 'stackB', type: 'checkbox', label: 'Stack series', default: false, renderTrigger: true },
  { name: 'markerEnabledB', type: 'checkbox', label: 'Show markers', default: false, renderTrigger: true },
  { name: 'show_valueB', type: 'checkbox', label: 'Show values', default: false, renderTrigger: true },
  {
    name: 'rich_tooltip',
    type: 'checkbox',
    label: 'Rich tooltip',
    description: 'One tooltip listing every series at the hovered time, rather than the one series.',
    default: true,
    renderTrigger: true,
  },
  {
    name: 'tooltipSortByMetric',
    type: 'checkbox',
    label: 'Sort tooltip by value',
    default: false,
    renderTrigger: true,
  },
  {
    name: 'truncateYAxis',
    type: 'checkbox',
    label: 'Truncate Y-axis',
    description: 'Start the axes at the data rather than at zero.',
    default: false,
    renderTrigger: true,
  },
  { name: 'logAxis', type: 'checkbox', label: 'Logarithmic Y-axis', default: false, renderTrigger: true },
  {
    name: 'logAxisSecondary',
    type: 'checkbox',
    label: 'Logarithmic secondary Y-axis',
    default: false,
    renderTrigger: true,
  },
  {
    name: 'minorSplitLine',
    type: 'checkbox',
    label: 'Minor split lines',
    default: false,
    renderTrigger: true,
  },
  boundsControl('y_axis_bounds', 'Y-axis bounds'),
  boundsControl('y_axis_bounds_secondary', 'Secondary Y-axis bounds'),
  {
    name: 'y_axis_format_secondary',
    type: 'select',
    label: 'Secondary number format',
    description: 'D3 format of the secondary axis and its series.',
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: NUMBER_FORMAT_CHOICES,
    freeForm: true,
  },
  {
    name: 'yAxisTitleSecondary',
    type: 'text',
    label: 'Secondary Y-axis title',
    default: '',
    renderTrigger: true,
  },
  filterConfigs,
  {
    name: 'date_filter',
    type: 'checkbox',
    label: 'Date filter',
    description: 'Show a time range filter.',
    default: false,
  },
  {
    name: 'instant_filtering',
    type: 'checkbox',
    label: 'Instant filtering',
    description: 'Filter as soon as a value is chosen; otherwise an Apply button sends the choices.',
    default: true,
  },
  {
    name: 'show_sqla_time_granularity',
    type: 'checkbox',
    label: 'Show time grain',
    description: 'Let the dashboard choose the time grain.',
    default: false,
  },
  {
    name: 'show_sqla_time_column',
    type: 'checkbox',
    label: 'Show time column',
    description: 'Let the dashboard choose the time column.',
    default: false,
  },
];
