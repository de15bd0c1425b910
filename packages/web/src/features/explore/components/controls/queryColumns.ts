/**
 * The columns a chart's answer will hold, read from its form data and dataset (Superset's column
 * configuration and conditional formatting read them from the last answer; these editors work
 * before any query has run).
 */
import { isTableTimeComparison, type QueryFormData, tableQueryMode } from '@tessera/core';
import { asArray } from '../../../../charts';
import { getMetricLabel } from '../../../../charts/shared/metrics';
import type { DatasetDetail } from '../../api/exploreApi';

/** Superset's GenericDataType. */
const NUMERIC = 0;
const TEMPORAL = 2;

export interface QueryColumn {
  /** The answer's column name: the key of `column_config` and a formatting rule's `column`. */
  readonly key: string;
  readonly label: string;
  readonly numeric: boolean;
  readonly temporal: boolean;
  /** For a time-comparison sub-column (Main, #, △, %), the metric it belongs to. */
  readonly group?: string;
}

function columnName(column: unknown): string | null {
  if (typeof column === 'string') return column;
  if (column && typeof column === 'object') {
    const { label, sqlExpression } = column as { label?: unknown; sqlExpression?: unknown };
    if (typeof label === 'string' && label) return label;
    if (typeof sqlExpression === 'string' && sqlExpression) return sqlExpression;
  }
  return null;
}

function datasetColumn(name: string, dataset: DatasetDetail): QueryColumn {
  const column = dataset.columns.find((c) => c.column_name === name);
  return {
    key: name,
    label: column?.verbose_name || name,
    numeric: column?.type_generic === NUMERIC,
    temporal: column?.type_generic === TEMPORAL || column?.is_dttm === true,
  };
}

function metricColumns(formData: QueryFormData, dataset: DatasetDetail, key: string, prefix = '') {
  return asArray<Parameters<typeof getMetricLabel>[0]>(formData[key]).map((metric): QueryColumn => {
    const name = getMetricLabel(metric);
    const verbose = dataset.metrics.find((m) => m.metric_name === name)?.verbose_name;
    return { key: `${prefix}${name}`, label: `${prefix}${verbose || name}`, numeric: true, temporal: false };
  });
}

/** A table's columns in answer order; a compared metric becomes its Main, #, △ and % columns. */
export function tableColumns(formData: QueryFormData, dataset: DatasetDetail): QueryColumn[] {
  if (tableQueryMode(formData) === 'raw') {
    return asArray(formData.all_columns)
      .map(columnName)
      .filter((name): name is string => name !== null)
      .map((name) => datasetColumn(name, dataset));
  }
  const dimensions = asArray(formData.groupby)
    .map(columnName)
    .filter((name): name is string => name !== null)
    .map((name) => datasetColumn(name, dataset));
  const metrics = metricColumns(formData, dataset, 'metrics');
  const percents = metricColumns(formData, dataset, 'percent_metrics', '%');
  const comparing = isTableTimeComparison(formData) && (formData.comparison_type ?? 'values') === 'values';
  if (!comparing) return [...dimensions, ...metrics, ...percents];
  const compared = [...metrics, ...percents].flatMap((metric) =>
    ['Main', '#', '△', '%'].map(
      (prefix): QueryColumn => ({
        key: `${prefix} ${metric.key}`,
        label: `${prefix} ${metric.label}`,
        numeric: true,
        temporal: false,
        group: metric.label,
      }),
    ),
  );
  return [...dimensions, ...compared];
}

/** The numeric columns a formatting rule may colour: a pivot's metrics, a table's numeric columns. */
export function formattableColumns(formData: QueryFormData, dataset: DatasetDetail): QueryColumn[] {
  if (formData.viz_type === 'pivot_table_v2') return metricColumns(formData, dataset, 'metrics');
  return tableColumns(formData, dataset).filter((column) => column.numeric);
}
