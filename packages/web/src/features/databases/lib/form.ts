/** The connection dialog's form: from a stored database, and to Superset's create/update payload. */
import type { Database, DatabasePayload, EngineInfo } from '../api/databaseApi';

export type ParameterValue = string | number | boolean | null;

export interface DatabaseForm {
  readonly name: string;
  readonly engine: string;
  /** Superset's configuration_method: the parameter form or a SQLAlchemy URI. */
  readonly mode: 'dynamic_form' | 'sqlalchemy_form';
  readonly uri: string;
  readonly parameters: Readonly<Record<string, ParameterValue>>;
  readonly exposeInSqllab: boolean;
  readonly allowDml: boolean;
  readonly allowRunAsync: boolean;
  readonly allowFileUpload: boolean;
  /** Comma-separated; empty allows every schema. */
  readonly uploadSchemas: string;
  /** Seconds as typed; empty means the default. */
  readonly cacheTimeout: string;
  /** The rest of `extra`, kept as it was. */
  readonly extraRest: Readonly<Record<string, unknown>>;
}

function parseExtra(extra: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(extra || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Engine defaults (the schema's `default`s) for a new connection. */
export function defaultParameters(engine: EngineInfo | undefined): Record<string, ParameterValue> {
  const out: Record<string, ParameterValue> = {};
  for (const [name, property] of Object.entries(engine?.parameters?.properties ?? {})) {
    if (property.default !== undefined) out[name] = property.default as ParameterValue;
    else if (property.type === 'boolean') out[name] = false;
  }
  return out;
}

export function newForm(engine: EngineInfo): DatabaseForm {
  return {
    name: engine.name,
    engine: engine.engine,
    mode: engine.parameters ? 'dynamic_form' : 'sqlalchemy_form',
    uri: '',
    parameters: defaultParameters(engine),
    exposeInSqllab: true,
    allowDml: false,
    allowRunAsync: false,
    allowFileUpload: false,
    uploadSchemas: '',
    cacheTimeout: '',
    extraRest: {},
  };
}

export function formOf(database: Database): DatabaseForm {
  const { schemas_allowed_for_file_upload: schemas, ...rest } = parseExtra(database.extra);
  const parameters: Record<string, ParameterValue> = {};
  for (const [name, value] of Object.entries(database.parameters ?? {})) {
    if (name === 'query' && value && typeof value === 'object') {
      parameters.query = new URLSearchParams(value as Record<string, string>).toString();
    } else if (['string', 'number', 'boolean'].includes(typeof value)) {
      parameters[name] = value as ParameterValue;
    }
  }
  return {
    name: database.database_name,
    engine: database.engine ?? database.backend,
    mode: database.configuration_method ?? 'sqlalchemy_form',
    uri: database.sqlalchemy_uri ?? '',
    parameters,
    exposeInSqllab: database.expose_in_sqllab,
    allowDml: database.allow_dml,
    allowRunAsync: database.allow_run_async,
    allowFileUpload: database.allow_file_upload,
    uploadSchemas: Array.isArray(schemas) ? schemas.join(', ') : '',
    cacheTimeout:
      database.cache_timeout === null || database.cache_timeout === undefined
        ? ''
        : String(database.cache_timeout),
    extraRest: rest,
  };
}

/** `a=1&b=2` (the form's text for `query`) → an object. */
function queryObject(text: ParameterValue | undefined): Record<string, string> {
  if (typeof text !== 'string' || text.trim() === '') return {};
  return Object.fromEntries(new URLSearchParams(text.trim().replace(/^\?/, '')));
}

export function payloadOf(form: DatabaseForm): DatabasePayload {
  const schemas = form.uploadSchemas
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const extra = { ...form.extraRest, schemas_allowed_for_file_upload: schemas };
  const timeout = form.cacheTimeout.trim() === '' ? null : Number(form.cacheTimeout);
  const common = {
    database_name: form.name.trim(),
    engine: form.engine,
    expose_in_sqllab: form.exposeInSqllab,
    allow_dml: form.allowDml,
    allow_run_async: form.allowRunAsync,
    allow_file_upload: form.allowFileUpload,
    cache_timeout: timeout !== null && Number.isFinite(timeout) ? Math.trunc(timeout) : null,
    extra: JSON.stringify(extra),
  };
  if (form.mode === 'sqlalchemy_form') {
    return { ...common, configuration_method: 'sqlalchemy_form', sqlalchemy_uri: form.uri.trim() };
  }
  const parameters: Record<string, unknown> = { ...form.parameters };
  if ('query' in parameters) parameters.query = queryObject(form.parameters.query);
  return { ...common, configuration_method: 'dynamic_form', parameters };
}
