/**
 * The dataset an /explore/ address names, in every form Superset accepts: `dataset_id`,
 * `datasource_id` (with `datasource_type`), or `datasource=<id>__<type>`. Only tables are
 * datasets here; a query source (`__query`) opens nothing. Null when none is named.
 */
export function datasetIdFromParams(params: URLSearchParams): number | null {
  const positive = (value: string | null | undefined): number | null => {
    const number = Number(value);
    return value && Number.isInteger(number) && number > 0 ? number : null;
  };
  const direct = positive(params.get('dataset_id'));
  if (direct !== null) return direct;
  const type = params.get('datasource_type');
  if (type && type !== 'table') return null;
  const byId = positive(params.get('datasource_id'));
  if (byId !== null) return byId;
  const [id, sourceType] = (params.get('datasource') ?? '').split('__');
  if (sourceType && sourceType !== 'table') return null;
  return positive(id);
}

/** Superset's words for an /explore/ address without a dataset or chart (spec 000 point 2.12). */
export const MISSING_PARAMS_DESCRIPTION = 'The URL is missing the dataset_id or slice_id parameters.';
export const MISSING_DATASET_DESCRIPTION = 'The dataset linked to this chart may have been deleted.';
