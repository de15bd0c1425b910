/** Superset's time-series table columns (`column_collection`, TimeSeriesColumnControl's fields). */

export interface TimeSeriesColumn {
  readonly key: string;
  readonly label?: string;
  readonly tooltip?: string;
  readonly colType?: '' | 'time' | 'contrib' | 'spark' | 'avg';
  readonly width?: string;
  readonly height?: string;
  readonly timeLag?: string | number;
  readonly timeRatio?: string | number;
  readonly comparisonType?: '' | 'value' | 'diff' | 'perc' | 'perc_change';
  readonly showYAxis?: boolean;
  readonly yAxisBounds?: readonly (number | null)[];
  readonly bounds?: readonly (number | null)[];
  readonly d3format?: string;
  readonly dateFormat?: string;
}

export const COL_TYPE_CHOICES = [
  { value: 'time', label: 'Time comparison' },
  { value: 'contrib', label: 'Contribution' },
  { value: 'spark', label: 'Sparkline' },
  { value: 'avg', label: 'Period average' },
] as const;

export const COMPARISON_TYPE_CHOICES = [
  { value: 'value', label: 'Actual value' },
  { value: 'diff', label: 'Difference' },
  { value: 'perc', label: 'Percentage' },
  { value: 'perc_change', label: 'Percentage change' },
] as const;

/** A new column, as Superset's control starts one (every field empty, bounds open). */
export function newColumn(key: string): TimeSeriesColumn {
  return {
    key,
    label: '',
    tooltip: '',
    colType: '',
    width: '',
    height: '',
    timeLag: '',
    timeRatio: '',
    comparisonType: '',
    showYAxis: false,
    yAxisBounds: [null, null],
    bounds: [null, null],
    d3format: '',
    dateFormat: '',
  };
}

/** The list's summary of a column: its label, else its type, else 'Time series column'. */
export function columnSummary(column: TimeSeriesColumn): string {
  if (column.label) return column.label;
  const type = COL_TYPE_CHOICES.find((c) => c.value === column.colType)?.label;
  return type ?? 'Time series column';
}

/** A short random key, as Superset's collection gives each new item. */
export function columnKey(): string {
  return Math.random().toString(36).slice(2, 13);
}

/** A lag must be a whole number (negative counts from the start of the range); empty is allowed. */
export function lagError(value: string | number | undefined): string | null {
  if (value === undefined || value === '') return null;
  return /^-?\d+$/.test(String(value).trim()) ? null : 'Enter a whole number of periods.';
}
