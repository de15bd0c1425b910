/**
 * Moving a chart to another dataset (the Change dataset dialog): the controls that still make
 * sense stay, the rest go and are named so the user can be told. Superset swaps the datasource
 * and lets the chart fail on what no longer exists; here a metric, column or filter stays when
 * what it names exists in the new dataset:
 * - a saved metric by name; an ad-hoc SIMPLE metric when its column exists (COUNT(*) always);
 * - a column by name, an ad-hoc column that references a column when that column exists;
 * - a SIMPLE filter when its column exists; the time range moves to the new time column;
 * - custom SQL (metrics, columns, filters) stays: only running it can tell whether it still works.
 * Controls left empty then take their defaults on the new dataset, as a fresh chart would.
 */
import type { AdhocFilter, FormMetric, QueryFormData } from '@tessera/core';
import { asArray, getMetricLabel } from '../../../charts';
import { fillMissingControls, timeFilterColumn } from '../../../charts/controls';
import { getTimeRange, isTimeRangeFilter, withTimeRange } from '../../../charts/shared/formData';
import type { DatasetDetail } from '../api/exploreApi';
import { panelOf, temporalLookup } from './formData';
import { SHARED_COLUMN_KEYS, SHARED_METRIC_KEYS } from './standardizedFormData';

const METRIC_KEYS: readonly string[] = [
  ...SHARED_METRIC_KEYS,
  'timeseries_limit_metric',
  'series_limit_metric',
];
const COLUMN_KEYS: readonly string[] = [...SHARED_COLUMN_KEYS, 'x_axis', 'all_columns', 'granularity_sqla'];

export interface RetargetResult {
  readonly formData: QueryFormData;
  /** What was dropped, in words: "metric SUM(price)", "column city", "filter on country". */
  readonly dropped: readonly string[];
}

type Check = (value: unknown) => string | null;

function metricCheck(dataset: DatasetDetail): Check {
  const metrics = new Set(dataset.metrics.map((m) => m.metric_name));
  const columns = new Set(dataset.columns.map((c) => c.column_name));
  return (value) => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string') return metrics.has(value) ? null : `metric ${value}`;
    const metric = value as Exclude<FormMetric, string>;
    if (metric.expressionType !== 'SIMPLE' || !metric.column) return null;
    return columns.has(metric.column.column_name) ? null : `metric ${getMetricLabel(metric)}`;
  };
}

function columnCheck(dataset: DatasetDetail): Check {
  const columns = new Set(dataset.columns.map((c) => c.column_name));
  return (value) => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string') return columns.has(value) ? null : `column ${value}`;
    const adhoc = value as { sqlExpression?: string; isColumnReference?: boolean; label?: string };
    if (!adhoc.isColumnReference || !adhoc.sqlExpression) return null;
    return columns.has(adhoc.sqlExpression) ? null : `column ${adhoc.label || adhoc.sqlExpression}`;
  };
}

/** Keeps the values of `key` that pass `check`; a one-value control left without one is removed. */
function keep(next: Record<string, unknown>, key: string, check: Check, dropped: string[]): void {
  const raw = next[key];
  if (raw === undefined) return;
  if (Array.isArray(raw)) {
    next[key] = raw.filter((value) => {
      const reason = check(value);
      if (reason) dropped.push(reason);
      return reason === null;
    });
    return;
  }
  const reason = check(raw);
  if (reason) {
    dropped.push(reason);
    delete next[key];
  }
}

/** The form data moved onto `dataset`, and what had to go. */
export function retargetFormData(formData: QueryFormData, dataset: DatasetDetail): RetargetResult {
  const dropped: string[] = [];
  const columns = new Set(dataset.columns.map((c) => c.column_name));
  const next: Record<string, unknown> = {
    ...formData,
    datasource: `${dataset.id}__table`,
    temporal_columns_lookup: temporalLookup(dataset),
  };
  const metricOk = metricCheck(dataset);
  const columnOk = columnCheck(dataset);
  for (const key of METRIC_KEYS) keep(next, key, metricOk, dropped);
  for (const key of COLUMN_KEYS) keep(next, key, columnOk, dropped);

  const filters = asArray<AdhocFilter>(formData.adhoc_filters).filter((filter) => {
    if (isTimeRangeFilter(filter) || filter.expressionType !== 'SIMPLE' || !filter.subject) return true;
    if (columns.has(filter.subject)) return true;
    dropped.push(`filter on ${filter.subject}`);
    return false;
  });
  next.adhoc_filters = filters;
  const moved = next as QueryFormData;
  // The time range stays; it now filters the new dataset's time column.
  const timed = withTimeRange(moved, timeFilterColumn(moved, dataset), getTimeRange(formData));
  return {
    formData: fillMissingControls(panelOf(formData.viz_type), dataset, timed),
    dropped: [...new Set(dropped)],
  };
}

/** The notice after a change that dropped something. */
export function droppedNotice(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  return `Not in the new dataset, so removed: ${dropped.join(', ')}.`;
}
