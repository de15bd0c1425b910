/**
 * Connection tests answer with one of three failure classes and our own words, never the text
 * another service sent back: a test is aimed at a host the caller chose, and echoing what answered
 * there (a banner, an HTTP body, a driver message) would make the form a network probe.
 *
 * A closed port, a silent one, a DNS or TLS failure all read "cannot reach"; the short connect
 * deadline makes a silent port answer like a closed one. The driver's own text stays in `detail`,
 * which the API logs and never sends.
 */
import { ConnectorError } from './errors';

export type ConnectionFailure = 'UNREACHABLE' | 'LOGIN_REFUSED' | 'NOT_THAT_DATABASE';

/** Stable codes clients may branch on (the answer's `extra.code`). */
export const CONNECTION_FAILURE_CODES = {
  UNREACHABLE: 'CONNECTION_UNREACHABLE',
  LOGIN_REFUSED: 'CONNECTION_LOGIN_REFUSED',
  NOT_THAT_DATABASE: 'CONNECTION_NOT_A_DATABASE',
} as const satisfies Record<ConnectionFailure, string>;

/** How long a connection test waits for the server to connect and answer. */
export const CONNECTION_TEST_TIMEOUT_MS = 5_000;

/**
 * Drivers get a little longer than our deadline: ours always fires first (one answer for every
 * silent host), theirs then frees the socket.
 */
export const DRIVER_CONNECT_TIMEOUT_MS = CONNECTION_TEST_TIMEOUT_MS + 1_000;

export function connectionFailureMessage(failure: ConnectionFailure, engineName: string): string {
  switch (failure) {
    case 'UNREACHABLE':
      return `Could not reach a ${engineName} server at this host and port. Check the host, the port and that the server accepts connections from Tessera.`;
    case 'LOGIN_REFUSED':
      return `The ${engineName} server refused the login. Check the username and password.`;
    case 'NOT_THAT_DATABASE':
      return `The server at this host and port did not answer as a ${engineName} database, or the database named in the URI does not exist. Check the port, the engine and the database name.`;
  }
}

/** A failed connection test: the message is ours, `detail` is the driver's (for the log only). */
export class ConnectionTestError extends ConnectorError {
  readonly failure: ConnectionFailure;
  readonly engineName: string;
  readonly detail: string;

  constructor(failure: ConnectionFailure, engineName: string, cause: unknown) {
    super('CONNECTION_FAILED', connectionFailureMessage(failure, engineName), { cause });
    this.name = 'ConnectionTestError';
    this.failure = failure;
    this.engineName = engineName;
    this.detail = describe(cause);
  }
}

/** Marks a probe that did not finish within CONNECTION_TEST_TIMEOUT_MS. */
export class ConnectDeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'ConnectDeadlineExceeded';
  }
}

/**
 * Runs a connector's probe within the deadline and turns any failure into a ConnectionTestError:
 * network and TLS failures and the deadline are UNREACHABLE, the rest is the engine's `classify`.
 */
export async function runConnectionTest(
  engineName: string,
  probe: () => Promise<void>,
  classify: (error: unknown) => ConnectionFailure,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectDeadlineExceeded(timeoutMs)), timeoutMs);
  });
  const running = probe();
  // The probe may still fail after the deadline answered; that late failure is expected.
  running.catch(() => {});
  try {
    await Promise.race([running, deadline]);
  } catch (error) {
    if (error instanceof ConnectionTestError) throw error;
    const failure =
      error instanceof ConnectDeadlineExceeded || isUnreachableError(error) ? 'UNREACHABLE' : classify(error);
    throw new ConnectionTestError(failure, engineName, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Socket-level codes that mean "nothing usable answered at this address". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NONAME',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'EPROTO',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

/** True for DNS, connect, timeout and TLS failures, looking through wrapped causes. */
export function isUnreachableError(error: unknown): boolean {
  return someInChain(error, (candidate) => {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code !== 'string') return false;
    return UNREACHABLE_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_');
  });
}

/** Walks `cause` and AggregateError's `errors` (Node's happy-eyeballs connect), a few levels deep. */
export function someInChain(error: unknown, test: (candidate: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (someInChain(cause, test, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => someInChain(inner, test, depth + 1));
}

function describe(error: unknown): string {
  if (error instanceof ConnectorError && error.cause !== undefined) {
    return `${error.message} (${describe(error.cause)})`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
