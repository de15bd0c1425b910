// PairedTTestViz: per metric, one time series per group (`group` is the tuple of group-by
// values, or "All"), the pivot the front end runs its paired t-tests on.
import { DTTM_ALIAS } from '../../query/types';
import type { LegacyRow, LegacyViz } from '../types';
import { columnNames, comparePython, compareTuples, groupRows, numeric, withSortMetric } from './helpers';

const meanOf = (rows: readonly LegacyRow[], metric: string): number | null => {
  const values = rows.map((r) => numeric(r[metric])).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
};

export const pairedTTestViz: LegacyViz = {
  id: 'paired_ttest',
  name: 'Time Series - Paired t-test',
  isTimeseries: true,
  queryObject: (base, formData) => withSortMetric(base, formData),
  getData({ rows, formData, metricLabels }) {
    const groups = columnNames(formData.groupby);
    // pandas' pivot_table(index=__timestamp, columns=groups, values=metrics): mean per cell,
    // cells without any value dropped, columns sorted.
    const cells = groupRows(rows, [DTTM_ALIAS, ...groups])
      .map((cell) => ({ key: cell.key, means: new Map(metricLabels.map((m) => [m, meanOf(cell.rows, m)])) }))
      .filter((cell) => [...cell.means.values()].some((v) => v !== null));
    const times = [...new Set(cells.map((c) => c.key[0]))].sort(comparePython);
    const groupKeys = new Map(cells.map((c) => [JSON.stringify(c.key.slice(1)), c.key.slice(1)]));
    const sortedGroups = [...groupKeys.values()].sort(compareTuples);
    const byKey = new Map(cells.map((c) => [JSON.stringify(c.key), c.means]));
    const data: Record<string, { group: unknown; values: { x: unknown; y: number | null }[] }[]> = {};
    for (const metric of [...metricLabels].sort(comparePython)) {
      for (const group of sortedGroups) {
        const values = times.map((t) => ({
          x: t,
          y: byKey.get(JSON.stringify([t, ...group]))?.get(metric) ?? null,
        }));
        if (values.every((v) => v.y === null)) continue;
        const series = data[metric] ?? [];
        series.push({ group: groups.length ? group : 'All', values });
        data[metric] = series;
      }
    }
    return data;
  },
};
