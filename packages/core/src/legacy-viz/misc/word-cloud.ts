// WordCloudViz: one `{text, size}` record per value of the series column.
import { legacyMetricLabel } from '../base-query';
import type { LegacyViz } from '../types';
import { columnName, numeric, requireMetric, singleColumn } from './helpers';

export const wordCloudViz: LegacyViz = {
  id: 'word_cloud',
  name: 'Word Cloud',
  queryObject(base, formData) {
    const metric = requireMetric(formData, 'metric', 'Pick a metric!');
    const series = singleColumn(formData.series);
    return { ...base, columns: series === null ? [] : [series], metrics: [metric] };
  },
  getData({ rows, formData }) {
    const series = columnName(singleColumn(formData.series));
    const metric = legacyMetricLabel(singleColumn(formData.metric));
    return rows.map((row) => ({ text: row[series] ?? null, size: numeric(row[metric]) }));
  },
};
