// ParallelCoordinatesViz: one record per series value with every metric as an axis.
import type { LegacyViz } from '../types';
import { pick, singleColumn, withSortMetric } from './helpers';

export const paraViz: LegacyViz = {
  id: 'para',
  name: 'Parallel Coordinates',
  queryObject(base, formData) {
    const series = singleColumn(formData.series);
    return withSortMetric({ ...base, columns: series === null ? [] : [series] }, formData);
  },
  getData: ({ rows, colnames }) => (colnames.length ? rows.map((row) => pick(row, colnames)) : rows),
};
