// Loads a raw chart-data request body (§1.2) into a QueryContext.
import { QueryObjectError } from './errors';
import { normaliseQueryObject } from './normalise';
import type { DatasourceRef, DatasourceType, QueryContext, ResultFormat, ResultType } from './types';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bad = (detail: string): never => {
  throw new QueryObjectError('INVALID_QUERY_CONTEXT', detail);
};

function pick<T extends string>(value: unknown, allowed: readonly T[], key: string, fallback: T): T {
  if (value == null) return fallback;
  return allowed.includes(value as T)
    ? (value as T)
    : bad(`${key} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
}

/** Parse `"22__table"` (form_data.datasource) or `{id, type}` into a DatasourceRef. */
export function parseDatasourceRef(value: unknown): DatasourceRef {
  if (typeof value === 'string') {
    const match = /^(.+)__([a-z_]+)$/.exec(value);
    if (!match) return bad(`datasource ${JSON.stringify(value)} must look like "<id>__<type>"`);
    const id = /^\d+$/.test(match[1]!) ? Number(match[1]) : match[1]!;
    return { id, type: pick(match[2], DATASOURCE_TYPES, 'datasource.type', 'table') };
  }
  if (!isRecord(value)) return bad('datasource must be {id, type}');
  const { id } = value;
  if (!(typeof id === 'number' || (typeof id === 'string' && id !== ''))) {
    return bad('datasource.id must be an integer or a uuid');
  }
  return { id, type: pick(value.type, DATASOURCE_TYPES, 'datasource.type', 'table') };
}

export function normaliseQueryContext(input: unknown): QueryContext {
  if (!isRecord(input)) return bad('the body must be a JSON object');
  if (!Array.isArray(input.queries)) return bad('queries must be a list');
  const timeout = input.custom_cache_timeout;
  if (timeout != null && (typeof timeout !== 'number' || !Number.isInteger(timeout))) {
    bad('custom_cache_timeout must be an integer');
  }
  return {
    datasource: parseDatasourceRef(input.datasource),
    queries: input.queries.map(normaliseQueryObject),
    force: input.force === true,
    result_type: pick(input.result_type, RESULT_TYPES, 'result_type', 'full'),
    result_format: pick(input.result_format, RESULT_FORMATS, 'result_format', 'json'),
    ...(isRecord(input.form_data) ? { form_data: input.form_data } : {}),
    ...(typeof timeout === 'number' ? { custom_cache_timeout: timeout } : {}),
  };
}
