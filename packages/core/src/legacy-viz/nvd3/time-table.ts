// TimeTableViz (`time_table`): the metrics (or one metric per group) per time bucket, keyed by
// the bucket as pandas prints it, for the time-table plugin's sparklines and comparisons.
import { labelText } from '../../postprocessing/frame';
import { pandasTimestampText } from '../../postprocessing/stats';
import { asList } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyViz, LegacyVizInput } from '../types';
import { columnNames, DTTM_ALIAS, finiteOrNull, pivotTable } from './helpers';
import { requireTimeColumn } from './timeseries';

function timeTableQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const formMetrics = asList(formData.metrics);
  if (formMetrics.length === 0) throw new LegacyVizError('Pick at least one metric');
  if (columnNames(formData.groupby).length > 0 && formMetrics.length > 1) {
    throw new LegacyVizError("When using 'Group By' you are limited to use a single metric");
  }
  requireTimeColumn(base);
  const metrics = Array.isArray(base.metrics) ? base.metrics : [];
  return { ...base, orderby: [[metrics[0], !base.order_desc]] };
}

/** A column label as a JSON object key: Python's json writes True as "true". */
const keyText = (value: unknown): string => (typeof value === 'boolean' ? String(value) : labelText(value));

function timeTableData({ rows, formData, metricLabels }: LegacyVizInput) {
  const groupby = columnNames(formData.groupby);
  const grouped = groupby.length > 0;
  // One metric per group: pivot_table(values=<metric>) names the columns by group value alone.
  const values = grouped ? metricLabels.slice(0, 1) : [...metricLabels];
  const table = pivotTable(rows, { index: [DTTM_ALIAS], columns: groupby, values });
  const labelOf = (path: readonly unknown[]): unknown => {
    if (!grouped) return path[0];
    return path.length === 2 ? path[1] : path.slice(1);
  };
  const columns = table.columns.map((column) => labelOf(column.path));
  // Several group columns make tuple labels, which Superset cannot write as JSON keys; joined here.
  const keys = columns.map((label) =>
    Array.isArray(label) ? label.map(keyText).join(', ') : keyText(label),
  );
  const entries = table.index.map((tuple, r) => {
    const record: Record<string, number | null> = {};
    table.columns.forEach((column, c) => {
      record[keys[c]!] = finiteOrNull(column.values[r] ?? null);
    });
    return [pandasTimestampText(Number(tuple[0])), record] as const;
  });
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { records: Object.fromEntries(entries), columns, is_group_by: grouped };
}

export const timeTableViz: LegacyViz = {
  id: 'time_table',
  name: 'Time Table View',
  isTimeseries: true,
  queryObject: timeTableQuery,
  getData: timeTableData,
};
