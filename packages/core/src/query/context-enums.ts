// The closed value sets of a query context (§1.2), shared by normalisation and validation.
import type { DatasourceType, ResultFormat, ResultType } from './types';

export const DATASOURCE_TYPES: readonly DatasourceType[] = [
  'table',
  'dataset',
  'query',
  'saved_query',
  'view',
  'semantic_view',
];
export const RESULT_TYPES: readonly ResultType[] = [
  'full',
  'columns',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
];
export const RESULT_FORMATS: readonly ResultFormat[] = ['json', 'csv', 'xlsx'];
