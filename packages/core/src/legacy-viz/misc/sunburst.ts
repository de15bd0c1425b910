// SunburstViz: one row per leaf path, `[level 1, ..., level n, m1, m2]`, m1 sizing the arcs and
// m2 colouring them (m2 = m1 without a distinct secondary metric).
import { legacyMetricLabel } from '../base-query';
import type { LegacyViz } from '../types';
import { columnNames, numeric, requireMetric, withSortByMetric } from './helpers';

export const sunburstViz: LegacyViz = {
  id: 'sunburst',
  name: 'Sunburst',
  queryObject(base, formData) {
    const metric = requireMetric(formData, 'metric', 'Pick a metric!');
    const secondary = formData.secondary_metric;
    const metrics = [metric];
    if (secondary && legacyMetricLabel(secondary) !== legacyMetricLabel(metric)) metrics.push(secondary);
    return withSortByMetric({ ...base, metrics }, formData);
  },
  getData({ rows, colnames, formData }) {
    const groupby = columnNames(formData.groupby);
    const metrics = colnames.filter((c) => !groupby.includes(c));
    const secondary = formData.secondary_metric ? legacyMetricLabel(formData.secondary_metric) : null;
    const distinct = secondary !== null && secondary !== legacyMetricLabel(formData.metric);
    // Superset takes the last result column(s) as m1 (and m2), whatever their names.
    const m1 = (distinct ? metrics[metrics.length - 2] : metrics[metrics.length - 1]) ?? '';
    const m2 = distinct ? (metrics[metrics.length - 1] ?? '') : m1;
    return rows.map((row) => [...groupby.map((g) => row[g] ?? null), numeric(row[m1]), numeric(row[m2])]);
  },
};
