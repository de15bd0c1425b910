import type { FormMetric } from '@tessera/core';
import type { ControlDatasource } from './types';

/** Superset's GenericDataType.TEMPORAL. */
const TEMPORAL = 2;

export function temporalColumns(datasource: ControlDatasource): string[] {
  return datasource.columns.filter((c) => c.is_dttm || c.type_generic === TEMPORAL).map((c) => c.column_name);
}

/** The dataset's main time column, else its first temporal column. */
export function defaultTemporalColumn(datasource: ControlDatasource): string | null {
  const temporal = temporalColumns(datasource);
  if (datasource.main_dttm_col && temporal.includes(datasource.main_dttm_col))
    return datasource.main_dttm_col;
  return datasource.main_dttm_col ?? temporal[0] ?? null;
}

/** A first metric so a new chart shows something at once: the first saved metric, else COUNT(*). */
export function firstMetric(datasource: ControlDatasource): FormMetric {
  const saved = datasource.metrics[0];
  if (saved) return saved.metric_name;
  return {
    expressionType: 'SIMPLE',
    aggregate: 'COUNT',
    column: null,
    label: 'COUNT(*)',
    optionName: 'metric_count',
  };
}
