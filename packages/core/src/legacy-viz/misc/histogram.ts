// HistogramViz: the raw values of each numeric column, per group, for the front end to bin.
import { LegacyVizError } from '../errors';
import type { LegacyRow, LegacyViz } from '../types';
import { columnNames, groupRows, pyStr } from './helpers';

/** HistogramViz.labelify: group values with non-word runs as "_", the column first when needed. */
function labelify(keys: readonly unknown[], column: string, prefixColumn: boolean): string {
  const labels = keys.map((k) => pyStr(k).replace(/[^\p{L}\p{N}_]+/gu, '_'));
  return (prefixColumn ? [column, ...labels] : labels).join('__');
}

export const histogramViz: LegacyViz = {
  id: 'histogram',
  name: 'Histogram',
  queryObject(base, formData) {
    if (formData.all_columns_x == null)
      throw new LegacyVizError('Must have at least one numeric column specified');
    const numeric = columnNames(formData.all_columns_x);
    // Raw rows: no aggregation, the group-by columns only label the series.
    return { ...base, columns: [...numeric, ...columnNames(formData.groupby)], metrics: null };
  },
  getData({ rows, formData }) {
    const columns = columnNames(formData.all_columns_x);
    const groupby = columnNames(formData.groupby);
    const groups: { key: unknown[]; rows: LegacyRow[] }[] = groupby.length
      ? groupRows(rows, groupby)
      : [{ key: [], rows: [...rows] }];
    const prefix = columns.length > 1 || groupby.length === 0;
    return groups.flatMap(({ key, rows: part }) =>
      columns.map((column) => ({
        key: labelify(key, column, prefix),
        values: part.map((r) => r[column] ?? null),
      })),
    );
  },
};
