// DistributionBarViz (`dist_bar`): metrics per [Series] group (groupby), broken down by the
// [Breakdowns] (columns); bars ordered by the sort metric's total per group, one NVD3 series per
// metric and breakdown value, the x values being the group values as text.
import { labelText, NULL_STRING } from '../../postprocessing/frame';
import { asList, legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz, LegacyVizInput } from '../types';
import { cellNumber, columnNames, compareTuples, finiteOrNull, metricByLabel, pivotTable } from './helpers';

/** form_data.get("order_desc", True): a missing control sorts descending. */
const orderDesc = (formData: LegacyFormData): boolean =>
  formData.order_desc === undefined ? true : Boolean(formData.order_desc);

function distBarQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const groupby = columnNames(formData.groupby);
  const breakdowns = columnNames(formData.columns);
  if (new Set([...groupby, ...breakdowns]).size < groupby.length + breakdowns.length) {
    throw new LegacyVizError("Can't have overlap between Series and Breakdowns");
  }
  if (asList(formData.metrics).length === 0) throw new LegacyVizError('Pick at least one metric');
  if (groupby.length === 0) throw new LegacyVizError('Pick at least one field for [Series]');
  const metrics = Array.isArray(base.metrics) ? [...base.metrics] : [];
  const query: LegacyQuery = { ...base, metrics };
  const sortBy = formData.timeseries_limit_metric;
  const ascending = !orderDesc(formData);
  if (sortBy) {
    const label = legacyMetricLabel(sortBy);
    if (!metrics.some((m) => legacyMetricLabel(m) === label)) metrics.push(sortBy);
    query.orderby = [[metricByLabel(metrics, label), ascending]];
  } else if (metrics.length > 0) {
    // Superset's legacy default: sorted by the first metric.
    query.orderby = [[metrics[0], ascending]];
  }
  return query;
}

/** df.groupby(groupby).sum()[sortby].sort_values(): the groups in bar order. */
function groupOrder(
  rows: readonly LegacyRow[],
  groupby: readonly string[],
  sortBy: string,
  ascending: boolean,
) {
  const totals = new Map<string, { tuple: unknown[]; total: number }>();
  for (const row of rows) {
    const tuple = groupby.map((key) => row[key]);
    const key = JSON.stringify(tuple);
    const entry = totals.get(key) ?? { tuple, total: 0 };
    entry.total += cellNumber(row[sortBy]) ?? 0;
    totals.set(key, entry);
  }
  const groups = [...totals.values()].sort((a, b) => compareTuples(a.tuple, b.tuple));
  // A stable sort keeps equal totals in group order.
  return groups.sort((a, b) => (ascending ? a.total - b.total : b.total - a.total)).map((g) => g.tuple);
}

interface DistSeries {
  key: string;
  values: { x: string; y: number | null }[];
}

function distBarData({ rows, formData, metricLabels }: LegacyVizInput): DistSeries[] {
  const metrics = metricLabels;
  const groupby = columnNames(formData.groupby);
  const breakdowns = columnNames(formData.columns);
  const keys = [...groupby, ...breakdowns];
  // pandas drops nulls when grouping; Superset writes them as <NULL> first.
  const filled = rows.map((row) => {
    const copy: LegacyRow = { ...row };
    for (const key of keys) if (copy[key] === null || copy[key] === undefined) copy[key] = NULL_STRING;
    return copy;
  });
  const sortBy = legacyMetricLabel(formData.timeseries_limit_metric || metrics[0]);
  const order = groupOrder(filled, groupby, sortBy, !formData.order_desc);
  const pt = pivotTable(filled, { index: groupby, columns: breakdowns, values: metrics });
  let columns = pt.columns;
  if (formData.contribution) {
    const totals = pt.index.map((_, r) => columns.reduce((sum, c) => sum + (c.values[r] ?? 0), 0));
    columns = columns.map((c) => ({
      path: c.path,
      values: c.values.map((v, r) => (v === null ? null : v / totals[r]!)),
    }));
  }
  const rowOf = new Map(pt.index.map((tuple, r) => [JSON.stringify(tuple), r]));
  const multi = breakdowns.length > 0;
  const out: DistSeries[] = [];
  for (const metric of metrics) {
    for (const column of columns.filter((c) => c.path[0] === metric)) {
      if (!multi && groupby.includes(metric)) continue;
      const key = multi
        ? column.path
            .slice(metrics.length > 1 ? 0 : 1)
            .map(labelText)
            .join(', ')
        : metric;
      const values = order.map((tuple) => {
        const r = rowOf.get(JSON.stringify(tuple));
        return {
          x: tuple.map(labelText).join(', '),
          y: finiteOrNull(r === undefined ? null : (column.values[r] ?? null)),
        };
      });
      out.push({ key, values });
    }
  }
  return out;
}

export const distBarViz: LegacyViz = {
  id: 'dist_bar',
  name: 'Distribution - Bar Chart',
  queryObject: distBarQuery,
  getData: distBarData,
};
