/**
 * What the database API checks before a URI is used or stored, and how a connection test answers.
 *
 * - A file-engine URI passes the data-source file policy (file-policy.ts) or is refused with its
 *   message, whether or not the path exists.
 * - A masked password is re-used only for the stored database's engine, host, port and user.
 * - A failed test answers with our own message for one of three classes (connection-test.ts);
 *   what the driver or the remote service said goes to the log only.
 */
import type { FastifyBaseLogger } from 'fastify';
import { assertDataSourceUriAllowed, ConnectorError, createConnector } from '../engine/connectors';
import {
  CONNECTION_FAILURE_CODES,
  CONNECTION_TEST_TIMEOUT_MS,
  ConnectionTestError,
  connectionFailureMessage,
} from '../engine/connectors/connection-test';
import { ApiError } from '../errors';
import type { Db } from '../repositories/common';
import { maskedPasswordKept, uriForTest } from '../repositories/connections';
import { backendOf } from '../repositories/secrets';

export const PASSWORD_REENTRY_MESSAGE =
  "Re-enter the password: the connection's engine, host, port, user or options changed, so the stored password is not sent there.";

/** 422 with Superset's field-error shape on `sqlalchemy_uri`, and a stable code in `extra`. */
function uriRefused(message: string, code: string, cause?: unknown): ApiError {
  return new ApiError(
    'VALIDATION',
    { detail: message },
    { fieldErrors: { sqlalchemy_uri: [message] }, extra: { code }, cause },
  );
}

/** Refuses a file-engine URI the data-source file policy does not allow (network URIs pass). */
export function assertUriAllowed(uri: string): void {
  try {
    assertDataSourceUriAllowed(uri);
  } catch (error) {
    if (error instanceof ConnectorError) throw uriRefused(error.message, error.code, error);
    throw error;
  }
}

/** Refuses an update whose masked password would go to another host, port or user (PUT). */
export async function assertMaskedPasswordKept(db: Db, id: number, uri: string): Promise<void> {
  if (!(await maskedPasswordKept(db, id, uri))) {
    throw uriRefused(PASSWORD_REENTRY_MESSAGE, 'PASSWORD_REENTRY_REQUIRED');
  }
}

const ENGINE_NAMES: Readonly<Record<string, string>> = {
  postgresql: 'PostgreSQL',
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  mariadb: 'MySQL',
  clickhouse: 'ClickHouse',
  clickhousedb: 'ClickHouse',
  trino: 'Trino',
  duckdb: 'DuckDB',
  sqlite: 'SQLite',
};

const FILE_ENGINES = new Set(['duckdb', 'sqlite']);

/** Codes whose messages are ours and say what is wrong with the URI itself. */
const URI_PROBLEMS = new Set(['BAD_URI', 'UNSUPPORTED_ENGINE', 'URI_NOT_ALLOWED']);

/** The backstop behind each connector's own deadline (Trino's probe has two steps). */
const TEST_BACKSTOP_MS = 3 * CONNECTION_TEST_TIMEOUT_MS;

/**
 * POST /api/v1/database/test_connection/: the URI is checked, a masked password filled in (or
 * refused), then the connector's test runs. Answers nothing but our own words.
 */
export async function testConnection(
  db: Db,
  secretKey: string,
  log: FastifyBaseLogger,
  body: { sqlalchemy_uri: string; database_name?: string | undefined },
): Promise<void> {
  assertUriAllowed(body.sqlalchemy_uri);
  const unmasked = await uriForTest(db, secretKey, body.sqlalchemy_uri, body.database_name);
  if ('refused' in unmasked) throw uriRefused(PASSWORD_REENTRY_MESSAGE, 'PASSWORD_REENTRY_REQUIRED');
  const engine = backendOf(body.sqlalchemy_uri);
  try {
    const connector = createConnector(unmasked.uri);
    try {
      await withBackstop(connector.testConnection(), engine);
    } finally {
      void connector
        .close()
        .catch((error: unknown) => log.warn({ err: error }, 'closing a tested connector'));
    }
  } catch (error) {
    const answer = connectionTestFailure(error, engine, log);
    // A URI problem may quote the URI: never with the stored password put back in.
    if (unmasked.uri !== body.sqlalchemy_uri && answer.message.includes(unmasked.uri)) {
      throw new ApiError('VALIDATION', {
        detail: answer.message.replaceAll(unmasked.uri, body.sqlalchemy_uri),
      });
    }
    throw answer;
  }
}

async function withBackstop(test: Promise<void>, engine: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const backstop = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ConnectionTestError('UNREACHABLE', engineName(engine), 'no answer in time')),
      TEST_BACKSTOP_MS,
    );
  });
  test.catch(() => {}); // may fail after the backstop answered
  try {
    await Promise.race([test, backstop]);
  } finally {
    clearTimeout(timer);
  }
}

function engineName(engine: string): string {
  return ENGINE_NAMES[engine] ?? engine;
}

/**
 * The answer for a failed test: a URI problem keeps its own (ours) message; every other failure
 * becomes one of the three classes. The detail is logged with the request's context.
 */
export function connectionTestFailure(error: unknown, engine: string, log: FastifyBaseLogger): ApiError {
  if (
    error instanceof ConnectorError &&
    URI_PROBLEMS.has(error.code) &&
    !(error instanceof ConnectionTestError)
  ) {
    return new ApiError(
      'VALIDATION',
      { detail: error.message },
      { extra: { code: error.code }, cause: error },
    );
  }
  const failure =
    error instanceof ConnectionTestError
      ? error
      : // File engines and anything unexpected: the file or the server is not a database of that kind.
        new ConnectionTestError('NOT_THAT_DATABASE', engineName(engine), error);
  log.warn({ engine, failure: failure.failure, detail: failure.detail }, 'database connection test failed');
  const message = FILE_ENGINES.has(engine)
    ? `The file is not a ${failure.engineName} database, or it cannot be opened.`
    : connectionFailureMessage(failure.failure, failure.engineName);
  const code = CONNECTION_FAILURE_CODES[failure.failure];
  return new ApiError(
    code,
    { detail: message },
    {
      extra: { code, engine_name: failure.engineName },
      cause: failure,
    },
  );
}
