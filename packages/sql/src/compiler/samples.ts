// Raw-row queries for result types `samples` and `drill_detail` (§1.8): every dataset column,
// no metrics, no time bounds; drill_detail keeps the filters and orders by the first column.
import type { QueryObject } from '@tessera/core';
import { compileQuery } from './compile-query';
import type { CompiledQuery, CompileInput, DatasetInput } from './types';

export type SamplesKind = 'samples' | 'drill_detail';

const EMPTY_QUERY: QueryObject = {
  columns: [],
  metrics: null,
  filters: [],
  extras: {},
  is_timeseries: false,
  orderby: [],
  order_desc: true,
  row_limit: null,
  row_offset: 0,
  series_columns: [],
  series_limit: 0,
  annotation_layers: [],
  applied_time_extras: {},
  post_processing: [],
  time_offsets: [],
  url_params: {},
};

/** The query object Superset runs for samples / drill_detail, derived from a chart's query. */
export function toSamplesQuery(dataset: DatasetInput, kind: SamplesKind, query?: QueryObject): QueryObject {
  const base = query ?? EMPTY_QUERY;
  const columns = [...new Set(dataset.columns.map((c) => c.columnName))];
  const first = columns[0];
  return {
    ...EMPTY_QUERY,
    columns,
    filters: base.filters,
    extras: base.extras.where ? { where: base.extras.where } : {},
    orderby: kind === 'drill_detail' && first ? [[first, true]] : [],
    row_limit: base.row_limit,
    row_offset: base.row_offset,
  };
}

/** Compile a samples or drill_detail query; `input.query` is the chart's query (or omitted). */
export function compileSamples(
  input: Omit<CompileInput, 'query'> & { readonly query?: QueryObject },
  dialectId: string,
  kind: SamplesKind = 'samples',
): CompiledQuery {
  return compileQuery({ ...input, query: toSamplesQuery(input.dataset, kind, input.query) }, dialectId);
}
