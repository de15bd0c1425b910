export interface SourceRef {
  readonly id: number;
  /** A dataset, or a SQL Lab query explored before it is saved as one. */
  readonly type: 'table' | 'query';
}

const positive = (value: string | null | undefined): number | null => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

const sourceType = (type: string | null | undefined): SourceRef['type'] | null =>
  !type || type === 'table' || type === 'dataset' ? 'table' : type === 'query' ? 'query' : null;

/**
 * What an /explore/ address names, in every form Superset accepts: `dataset_id`,
 * `datasource_id` (with `datasource_type`), or `datasource=<id>__<type>`. Tables (datasets) and
 * SQL Lab queries (`__query`) open; other types (saved queries, views) open nothing. Null when
 * none is named.
 */
export function sourceFromParams(params: URLSearchParams): SourceRef | null {
  const direct = positive(params.get('dataset_id'));
  if (direct !== null) return { id: direct, type: 'table' };
  const byId = positive(params.get('datasource_id'));
  if (byId !== null) {
    const type = sourceType(params.get('datasource_type'));
    return type ? { id: byId, type } : null;
  }
  const [id, type] = (params.get('datasource') ?? '').split('__');
  const known = sourceType(type);
  const number = positive(id);
  return known && number !== null ? { id: number, type: known } : null;
}

/** The dataset (a table source) an /explore/ address names; null for none or a query source. */
export function datasetIdFromParams(params: URLSearchParams): number | null {
  const source = sourceFromParams(params);
  return source?.type === 'table' ? source.id : null;
}

/** Superset's words for an /explore/ address without a dataset or chart (spec 000 point 2.12). */
export const MISSING_PARAMS_DESCRIPTION = 'The URL is missing the dataset_id or slice_id parameters.';
export const MISSING_DATASET_DESCRIPTION = 'The dataset linked to this chart may have been deleted.';
