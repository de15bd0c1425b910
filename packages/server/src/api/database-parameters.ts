/**
 * POST /api/v1/database/validate_parameters/: Superset's dynamic connection form sends the engine
 * and its parameters (host, port, username, password, database, query, encryption) instead of a
 * URI. We build the URI and then hold it to every rule of test_connection (file policy, masked
 * password, our own three answers), so this route is no side door around them.
 */

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors';
import type { Db } from '../repositories/common';
import { assertUriAllowed, testConnection } from './database-connection';

export const validateParametersSchema = z.looseObject({
  engine: z.string().min(1),
  parameters: z.record(z.string(), z.unknown()).default({}),
  configuration_method: z.string().optional(),
  database_name: z.string().optional(),
});
export type ValidateParametersBody = z.infer<typeof validateParametersSchema>;

/** Engines Superset configures from parameters, with the query option its `encryption` sets. */
const NETWORK_ENGINES: Readonly<Record<string, { scheme: string; encryption: [string, string] }>> = {
  postgresql: { scheme: 'postgresql', encryption: ['sslmode', 'require'] },
  mysql: { scheme: 'mysql', encryption: ['ssl', 'true'] },
  mariadb: { scheme: 'mariadb', encryption: ['ssl', 'true'] },
  clickhousedb: { scheme: 'clickhousedb', encryption: ['protocol', 'https'] },
};

const REQUIRED = ['host', 'port', 'username', 'database'] as const;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The URI the parameters describe; 422 when some are missing or the engine takes none. */
export function uriFromParameters(body: ValidateParametersBody): string {
  const { engine, parameters } = body;
  if (engine === 'duckdb' || engine === 'sqlite') {
    const database = text(parameters.database);
    if (!database) throw missing(['database']);
    return `${engine}:///${database}`;
  }
  const spec = NETWORK_ENGINES[engine];
  if (!spec) {
    throw new ApiError('VALIDATION', {
      detail: `Engine "${engine}" cannot be configured through parameters.`,
    });
  }
  const absent = REQUIRED.filter((name) => text(parameters[name]) === '');
  if (absent.length > 0) throw missing(absent);
  const port = Number(text(parameters.port));
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ApiError(
      'VALIDATION',
      { detail: 'Port must be a valid integer between 0 and 65535 (inclusive).' },
      { extra: { code: 'CONNECTION_INVALID_PORT_ERROR', invalid: ['port'] } },
    );
  }
  const password = text(parameters.password);
  const auth = `${encodeURIComponent(text(parameters.username))}${password ? `:${encodeURIComponent(password)}` : ''}`;
  const query = new URLSearchParams();
  const extra = parameters.query;
  if (typeof extra === 'object' && extra !== null) {
    for (const [key, value] of Object.entries(extra)) query.set(key, text(value));
  }
  if (parameters.encryption === true) query.set(...spec.encryption);
  const search = query.size > 0 ? `?${query}` : '';
  const host = text(parameters.host);
  // A host name or an address: nothing that would end the host part of the URI early.
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)$/i.test(host)) {
    throw new ApiError(
      'VALIDATION',
      { detail: 'The host must be a host name or an IP address.' },
      { extra: { code: 'CONNECTION_INVALID_HOSTNAME_ERROR', invalid: ['host'] } },
    );
  }
  return `${spec.scheme}://${auth}@${host}:${port}/${encodeURIComponent(text(parameters.database))}${search}`;
}

function missing(names: readonly string[]): ApiError {
  return new ApiError(
    'VALIDATION',
    { detail: `One or more parameters are missing: ${names.join(', ')}` },
    { extra: { code: 'CONNECTION_MISSING_PARAMETERS_ERROR', missing: names } },
  );
}

export async function validateParameters(
  db: Db,
  secretKey: string,
  log: FastifyBaseLogger,
  body: ValidateParametersBody,
): Promise<void> {
  const uri = uriFromParameters(body);
  assertUriAllowed(uri);
  await testConnection(db, secretKey, log, { sqlalchemy_uri: uri, database_name: body.database_name });
}
