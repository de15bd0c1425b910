export type TableColumnKind = 'number' | 'time' | 'string' | 'boolean';

export interface TableColumn {
  readonly key: string;
  readonly label: string;
  readonly kind: TableColumnKind;
  /** d3 format of the metric, when the dataset gives one. */
  readonly format?: string;
}

export interface TableChartProps {
  readonly columns: readonly TableColumn[];
  readonly rows: readonly Record<string, unknown>[];
  readonly rowcount: number;
}

function kindOf(code: number | undefined, sample: unknown): TableColumnKind {
  if (code === GenericDataType.NUMERIC) return 'number';
  if (code === GenericDataType.TEMPORAL) return 'time';
  if (code === GenericDataType.BOOLEAN) return 'boolean';
  if (code === undefined && typeof sample === 'number') return 'number';
  return 'string';
}

/** Response → table props: one column per result column, typed by its GenericDataType. */
export function transformTableProps(
  formData: QueryFormData,
  results: readonly QueryResult[],
): TableChartProps {
  const result = results[0];
  if (!result) return { columns: [], rows: [], rowcount: 0 };
  const verbose = (formData.verbose_map ?? {}) as Record<string, string>;
  const formats = (formData.column_formats ?? {}) as Record<string, string>;
  const colnames = result.colnames ?? Object.keys(result.data[0] ?? {});
  const columns = colnames.map((key, index) => ({
    key,
    label: verbose[key] ?? key,
    kind: kindOf(result.coltypes?.[index], result.data[0]?.[key]),
    ...(formats[key] ? { format: formats[key] } : {}),
  }));
  return { columns, rows: result.data, rowcount: result.rowcount ?? result.data.length };
}

import { GenericDataType, type QueryFormData, type QueryResult } from '@tessera/core';
