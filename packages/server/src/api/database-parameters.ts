/**
 * Superset's dynamic connection form: each engine declares its parameters (a JSON schema the web
 * form is generated from), the URI is built from them, and POST
 * /api/v1/database/validate_parameters/ answers every problem at once as SIP-40 errors that name
 * the fields (`extra.missing`, `extra.invalid`), so the form can put each message beside its field.
 *
 * The URI built here is held to every rule of test_connection (file policy, masked password, our
 * own three answers): the form is no side door around them.
 */

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ApiError, type SipError } from '../errors';
import type { Db } from '../repositories/common';
import { PASSWORD_MASK } from '../repositories/secrets';
import { assertUriAllowed, testConnection } from './database-connection';

export const validateParametersSchema = z.looseObject({
  id: z.number().int().nullish(),
  engine: z.string().min(1),
  driver: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).default({}),
  configuration_method: z.string().optional(),
  database_name: z.string().nullish(),
});
export type ValidateParametersBody = z.infer<typeof validateParametersSchema>;

interface NetworkEngine {
  readonly scheme: string;
  readonly defaultPort: number;
  /** The query option the form's `encryption` switch sets. */
  readonly encryption: readonly [string, string];
  readonly required: readonly string[];
  /** What the `database` parameter names, for the form's label. */
  readonly databaseLabel: string;
  /** Trino's database is `catalog[/schema]`: its slash is part of the path. */
  readonly databaseHasSlash?: boolean;
}

const NETWORK_ENGINES: Readonly<Record<string, NetworkEngine>> = {
  postgresql: {
    scheme: 'postgresql',
    defaultPort: 5432,
    encryption: ['sslmode', 'require'],
    required: ['host', 'port', 'username', 'database'],
    databaseLabel: 'Database name',
  },
  mysql: {
    scheme: 'mysql',
    defaultPort: 3306,
    encryption: ['ssl', 'true'],
    required: ['host', 'port', 'username', 'database'],
    databaseLabel: 'Database name',
  },
  mariadb: {
    scheme: 'mariadb',
    defaultPort: 3306,
    encryption: ['ssl', 'true'],
    required: ['host', 'port', 'username', 'database'],
    databaseLabel: 'Database name',
  },
  clickhousedb: {
    scheme: 'clickhousedb',
    defaultPort: 8123,
    encryption: ['protocol', 'https'],
    required: ['host', 'port', 'username'],
    databaseLabel: 'Database name',
  },
  trino: {
    scheme: 'trino',
    defaultPort: 8080,
    encryption: ['protocol', 'https'],
    required: ['host', 'port', 'username'],
    databaseLabel: 'Catalog (and schema: catalog/schema)',
    databaseHasSlash: true,
  },
};

const FILE_ENGINES = new Set(['duckdb', 'sqlite']);

export function supportsParameters(engine: string): boolean {
  return engine in NETWORK_ENGINES || FILE_ENGINES.has(engine);
}

/** The JSON schema of an engine's parameters, as Superset's /database/available/ carries it. */
export function parametersSchema(engine: string): Record<string, unknown> | null {
  if (FILE_ENGINES.has(engine)) {
    return {
      type: 'object',
      properties: {
        database: {
          type: 'string',
          description: 'Path of the database file on the server (inside an allowed data directory)',
        },
      },
      required: ['database'],
    };
  }
  const spec = NETWORK_ENGINES[engine];
  if (!spec) return null;
  return {
    type: 'object',
    properties: {
      host: { type: 'string', description: 'Hostname or IP address' },
      port: {
        type: 'integer',
        format: 'int32',
        minimum: 0,
        maximum: 65536,
        default: spec.defaultPort,
        description: 'Database port',
      },
      database: { type: 'string', description: spec.databaseLabel },
      username: { type: 'string', nullable: true, description: 'Username' },
      password: { type: 'string', nullable: true, description: 'Password' },
      query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
      encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
    },
    required: [...spec.required],
  };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function sip(
  message: string,
  errorType: string,
  extra: Record<string, unknown>,
  level: SipError['level'] = 'error',
): SipError {
  return { message, error_type: errorType, level, extra };
}

export type UriFromParameters = { readonly uri: string } | { readonly errors: readonly SipError[] };

/**
 * The URI the parameters describe, or every problem with them (Superset's
 * BasicParametersMixin.validate_parameters: missing, then the host and the port).
 */
export function uriFromParameters(
  engine: string,
  parameters: Readonly<Record<string, unknown>>,
): UriFromParameters {
  if (FILE_ENGINES.has(engine)) {
    const database = text(parameters.database);
    if (!database) return { errors: [missing(['database'])] };
    // SQLAlchemy's file URIs: `engine:///relative` or `engine:////absolute`.
    return { uri: `${engine}:///${database}` };
  }
  const spec = NETWORK_ENGINES[engine];
  if (!spec) {
    return {
      errors: [
        sip(`Engine "${engine}" cannot be configured through parameters.`, 'GENERIC_DB_ENGINE_ERROR', {}),
      ],
    };
  }
  const errors: SipError[] = [];
  const absent = spec.required.filter((name) => text(parameters[name]) === '');
  if (absent.length > 0) errors.push(missing(absent));
  const host = text(parameters.host);
  // A host name or an address: nothing that would end the host part of the URI early.
  if (host && !/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)$/i.test(host)) {
    errors.push(
      sip("The hostname provided can't be resolved.", 'CONNECTION_INVALID_HOSTNAME_ERROR', {
        invalid: ['host'],
      }),
    );
  }
  const portText = text(parameters.port);
  const port = Number(portText);
  if (portText && (!/^\d+$/.test(portText) || port < 0 || port > 65535)) {
    errors.push(
      sip('Port must be a valid integer between 0 and 65535 (inclusive).', 'CONNECTION_INVALID_PORT_ERROR', {
        invalid: ['port'],
      }),
    );
  }
  if (errors.length > 0) return { errors };

  const password = text(parameters.password);
  const auth = `${encodeURIComponent(text(parameters.username))}${password ? `:${encodeURIComponent(password)}` : ''}`;
  const query = new URLSearchParams();
  const extra = parameters.query;
  if (typeof extra === 'object' && extra !== null) {
    for (const [key, value] of Object.entries(extra)) query.set(key, text(value));
  }
  if (parameters.encryption === true) query.set(...spec.encryption);
  const search = query.size > 0 ? `?${query}` : '';
  const database = text(parameters.database);
  const path = spec.databaseHasSlash
    ? database.split('/').map(encodeURIComponent).join('/')
    : encodeURIComponent(database);
  return { uri: `${spec.scheme}://${auth}@${host}:${port}/${path}${search}` };
}

function missing(names: readonly string[]): SipError {
  return sip(
    `One or more parameters are missing: ${names.join(', ')}`,
    'CONNECTION_MISSING_PARAMETERS_ERROR',
    { missing: names },
    'warning',
  );
}

/**
 * The parameters of a stored (masked) URI, for the edit form: Superset's
 * get_parameters_from_uri. The password is the mask; null when the engine takes none.
 */
export function parametersFromUri(engine: string, maskedUri: string): Record<string, unknown> | null {
  const match = /^[a-z][a-z0-9]*(?:\+[a-z0-9_]+)?:\/\/(.*)$/i.exec(maskedUri.trim());
  if (!match) return null;
  const rest = match[1] ?? '';
  if (FILE_ENGINES.has(engine)) {
    const path = rest.split('?', 1)[0] ?? '';
    const slash = path.indexOf('/');
    return { database: slash === -1 ? '' : decodeURIComponent(path.slice(slash + 1)) };
  }
  const spec = NETWORK_ENGINES[engine] ?? (engine === 'postgres' ? NETWORK_ENGINES.postgresql : undefined);
  if (!spec) return null;
  let url: URL;
  try {
    url = new URL(`tessera://${rest}`);
  } catch {
    return null;
  }
  const query: Record<string, string> = {};
  let encryption = false;
  for (const [key, value] of url.searchParams) {
    if (key === spec.encryption[0] && value === spec.encryption[1]) encryption = true;
    else query[key] = value;
  }
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : spec.defaultPort,
    username: decodeURIComponent(url.username),
    ...(url.password ? { password: PASSWORD_MASK } : {}),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    query,
    encryption,
  };
}

/** Which form fields a failed connection test points at (Superset's engine specs' `invalid`). */
const INVALID_BY_ERROR_TYPE: Readonly<Record<string, readonly string[]>> = {
  CONNECTION_HOST_DOWN_ERROR: ['host', 'port'],
  CONNECTION_ACCESS_DENIED_ERROR: ['username', 'password'],
  CONNECTION_UNKNOWN_DATABASE_ERROR: ['database'],
};

/**
 * POST /api/v1/database/validate_parameters/: null when the parameters connect, else the SIP-40
 * errors to answer with (422). A URI the policy refuses points at `database` for file engines.
 */
export async function validateParameters(
  db: Db,
  secretKey: string,
  log: FastifyBaseLogger,
  body: ValidateParametersBody,
): Promise<SipError[] | null> {
  const built = uriFromParameters(body.engine, body.parameters);
  if ('errors' in built) return [...built.errors];
  try {
    assertUriAllowed(built.uri);
    await testConnection(db, secretKey, log, {
      sqlalchemy_uri: built.uri,
      database_name: body.database_name ?? undefined,
    });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field = FILE_ENGINES.has(body.engine) ? ['database'] : ['host', 'port', 'username', 'password'];
    const invalid = INVALID_BY_ERROR_TYPE[error.errorType] ?? (error.status === 422 ? field : []);
    return [sip(error.message, error.errorType, { ...(error.extra ?? {}), invalid })];
  }
}
