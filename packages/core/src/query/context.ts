// Loads a raw chart-data request body (§1.2) into a QueryContext.
import { DATASOURCE_TYPES, RESULT_FORMATS, RESULT_TYPES } from './context-enums';
import { QueryObjectError } from './errors';
import { normaliseQueryObject } from './normalise';
import type { DatasourceRef, QueryContext } from './types';
import { queryContextErrors } from './validate';

export { DATASOURCE_TYPES, RESULT_FORMATS, RESULT_TYPES };

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

/** A raw chart-data body as a QueryContext; QueryObjectError (with `fields` when mistyped) when malformed. */
export function normaliseQueryContext(input: unknown): QueryContext {
  const fields = queryContextErrors(input);
  if (fields) throw new QueryObjectError('INVALID_QUERY_CONTEXT', JSON.stringify(fields), fields);
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
