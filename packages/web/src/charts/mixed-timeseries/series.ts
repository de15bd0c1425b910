// A thin adapter over the time-series chart's answer reading, so the mixed chart reads each of its
// two answers exactly as a single time-series chart reads its one.
import { type QueryFormData, queryBFormData, removeFormDataSuffix } from '@tessera/core';
import { transformTimeseriesProps } from '../timeseries/transformProps';
import type { ChartProps } from '../types';

export interface QuerySeries {
  readonly name: string;
  readonly data: readonly (readonly [number | string, number | null])[];
}

export interface QueryAnswer {
  readonly series: readonly QuerySeries[];
  readonly temporal: boolean;
  readonly rowcount: number;
}

/** One query's form data: A's plain keys, or B's `_b` keys in their place. */
export function queryFormData(formData: QueryFormData, index: 0 | 1): QueryFormData {
  return index === 0 ? removeFormDataSuffix(formData) : queryBFormData(formData);
}

/** One answer → its series (pivoted or long rows, names without the metric when truncated). */
export function readAnswer(chartProps: ChartProps, index: 0 | 1): QueryAnswer {
  const result = chartProps.queriesData[index];
  if (!result) return { series: [], temporal: false, rowcount: 0 };
  const props = transformTimeseriesProps({
    ...chartProps,
    formData: queryFormData(chartProps.formData, index),
    queriesData: [result],
  });
  return { series: props.series, temporal: props.xAxisType === 'time', rowcount: props.rowcount };
}
