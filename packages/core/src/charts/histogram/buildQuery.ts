import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';

export const HISTOGRAM_DEFAULT_BINS = 5;

/** A column's output name: a physical column is its name, an adhoc one its label. */
function columnLabel(column: FormColumn): string {
  return typeof column === 'string' ? column : (column.label ?? column.sqlExpression ?? '');
}

/**
 * The binned column. Charts saved by the legacy histogram (some of Superset's examples carry
 * `histogram_v2` over the old keys) name it `all_columns_x[0]`, as Superset's migration reads it.
 */
export function histogramColumn(formData: QueryFormData): FormColumn | null {
  const column = (formData.column ?? asArray<FormColumn>(formData.all_columns_x)[0]) as
    | FormColumn
    | null
    | undefined;
  return column ? column : null;
}

/**
 * Form data → query context for `histogram_v2`: the raw values of the column (with the
 * dimensions), counted into bins by the histogram operation (Superset's histogramOperator).
 */
export function buildHistogramQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const column = histogramColumn(merged);
  if (!column) throw new Error('Choose a numeric column.');
  const groupby = asArray<FormColumn>(merged.groupby);
  // Superset falls back to 5 bins when the saved value is not a number.
  const saved = merged.bins ?? merged.link_length ?? HISTOGRAM_DEFAULT_BINS;
  const bins = saved === '' || Number.isNaN(Number(saved)) ? HISTOGRAM_DEFAULT_BINS : Number(saved);
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, DEFAULT_ROW_LIMIT),
      columns: [...groupby, column],
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: columnLabel(column),
            groupby: groupby.map(columnLabel),
            bins,
            cumulative: merged.cumulative === true,
            normalize: merged.normalize === true,
          },
        },
      ],
    },
  ]);
}
