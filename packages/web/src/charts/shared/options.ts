/** Choices shared by the chart controls (spec 000 point 9, SUPERSET_FACTS §3.4 and §4.1). */

export const NO_TIME_RANGE = 'No filter';

export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const DEFAULT_ROW_LIMIT = 10000;
export const DEFAULT_TIME_GRAIN = 'P1D';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Time grains as ISO-8601 keys; the dataset's database may offer a narrower list. */
export const TIME_GRAIN_CHOICES: readonly Choice[] = [
  { value: 'PT1S', label: 'Second' },
  { value: 'PT5S', label: '5 second' },
  { value: 'PT30S', label: '30 second' },
  { value: 'PT1M', label: 'Minute' },
  { value: 'PT5M', label: '5 minute' },
  { value: 'PT30M', label: '30 minute' },
  { value: 'PT1H', label: 'Hour' },
  { value: 'PT6H', label: '6 hour' },
  { value: 'P1D', label: 'Day' },
  { value: 'P1W', label: 'Week' },
  { value: '1969-12-28T00:00:00Z/P1W', label: 'Week starting Sunday' },
  { value: 'P1W/1970-01-03T00:00:00Z', label: 'Week ending Saturday' },
  { value: 'P1M', label: 'Month' },
  { value: 'P3M', label: 'Quarter' },
  { value: 'P1Y', label: 'Year' },
];

export interface TimeRangeGroup {
  readonly label: string;
  readonly options: readonly Choice[];
}

export const TIME_RANGE_GROUPS: readonly TimeRangeGroup[] = [
  { label: 'No filter', options: [{ value: NO_TIME_RANGE, label: 'No filter' }] },
  {
    label: 'Last',
    options: ['day', 'week', 'month', 'quarter', 'year'].map((unit) => ({
      value: `Last ${unit}`,
      label: `Last ${unit}`,
    })),
  },
  {
    label: 'Previous',
    options: ['week', 'month', 'quarter', 'year'].map((unit) => ({
      value: `previous calendar ${unit}`,
      label: `Previous calendar ${unit}`,
    })),
  },
  {
    label: 'Current',
    options: ['day', 'week', 'month', 'quarter', 'year'].map((unit) => ({
      value: `Current ${unit}`,
      label: `Current ${unit}`,
    })),
  },
];

export function isPresetTimeRange(value: string): boolean {
  return TIME_RANGE_GROUPS.some((group) => group.options.some((option) => option.value === value));
}
