// BigNumberViz (`big_number`, with trendline: the metric per time bucket, rolled) and
// BigNumberTotalViz (`big_number_total`: the metric's one cell, as records).
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyViz, LegacyVizInput } from '../types';
import { DTTM_ALIAS, finiteOrNull, pivotTable } from './helpers';
import { applyRolling } from './time-frame';
import { requireTimeColumn } from './timeseries';

function singleMetric(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  if (!formData.metric) throw new LegacyVizError('Pick a metric!');
  return { ...base, metrics: [formData.metric] };
}

/** pivot_table(index=__timestamp, values=metrics, dropna=False, aggfunc=min), rolled, as records. */
function bigNumberData({ rows, formData, metricLabels }: LegacyVizInput): Record<string, unknown>[] {
  const table = pivotTable(rows, {
    index: [DTTM_ALIAS],
    columns: [],
    values: metricLabels,
    dropna: false,
    aggregate: 'min',
  });
  const frame = applyRolling(
    { index: table.index.map((tuple) => Number(tuple[0])), columns: table.columns, multi: false },
    formData,
  );
  return frame.index.map((t, r) => {
    const record: Record<string, unknown> = {};
    for (const column of frame.columns)
      record[String(column.path[0])] = finiteOrNull(column.values[r] ?? null);
    record[DTTM_ALIAS] = t;
    return record;
  });
}

export const bigNumberViz: LegacyViz = {
  id: 'big_number',
  name: 'Big Number with Trendline',
  isTimeseries: true,
  queryObject: (base, formData) => {
    const query = singleMetric(base, formData);
    requireTimeColumn(query);
    return query;
  },
  getData: bigNumberData,
};

export const bigNumberTotalViz: LegacyViz = {
  id: 'big_number_total',
  name: 'Big Number',
  // Only one cell comes back: no row limit.
  queryObject: (base, formData) => ({ ...singleMetric(base, formData), row_limit: null }),
  getData: ({ rows }) => rows.map((row) => ({ ...row })),
  // BaseViz.get_data of an empty frame is [], not null.
  dataWhenEmpty: true,
};
