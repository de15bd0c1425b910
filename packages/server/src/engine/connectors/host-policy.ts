/**
 * Which hosts a network data source may reach: TESSERA_ALLOWED_DB_HOSTS (hostnames or IPs, a
 * `*.` prefix matches any subdomain; unset = any host). The metadata store's own PostgreSQL
 * database (same host, port and database) is always refused. Registered per app like the file
 * rule (file-policy.ts): the allowed sets are unions, the refused stores a union too.
 */
import { ConnectorError } from './errors';

interface HostPolicyState {
  /** null: any host (no app restricted hosts). */
  allowed: Set<string> | null;
  readonly stores: Set<string>;
}

const state: HostPolicyState = { allowed: null, stores: new Set() };

export interface HostPolicyOptions {
  /** TESSERA_ALLOWED_DB_HOSTS, lower-cased; null when unset. */
  readonly allowedHosts: readonly string[] | null;
  /** DATABASE_URL when it is PostgreSQL. */
  readonly metadataUrl: string | null;
}

export function configureHostPolicy(options: HostPolicyOptions): void {
  if (options.allowedHosts) {
    state.allowed ??= new Set();
    for (const host of options.allowedHosts) state.allowed.add(host.toLowerCase());
  }
  const store = options.metadataUrl ? endpoint(options.metadataUrl) : null;
  if (store) state.stores.add(storeKey(store.host, store.port, store.database));
}

interface Endpoint {
  readonly scheme: string;
  readonly host: string;
  readonly port: string;
  readonly database: string;
}

const DEFAULT_PORTS: Record<string, string> = {
  postgresql: '5432',
  postgres: '5432',
  mysql: '3306',
  mariadb: '3306',
  clickhouse: '8123',
  clickhousedb: '8123',
  trino: '8080',
};

const FILE_SCHEMES = new Set(['duckdb', 'sqlite']);

/** Host, port and database of a network URI; null for file engines and what is not a URI. */
function endpoint(uri: string): Endpoint | null {
  const match = /^\s*([a-z][a-z0-9]*)(?:\+[a-z0-9_]+)?:\/\/([^/?#]*)(?:\/([^?#]*))?/i.exec(uri);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  if (FILE_SCHEMES.has(scheme)) return null;
  const authority = match[2]!;
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const bracket = /^\[([^\]]*)\](?::(\d*))?$/.exec(hostPort);
  let host: string;
  let port: string;
  if (bracket) {
    host = bracket[1]!;
    port = bracket[2] ?? '';
  } else {
    const colon = hostPort.lastIndexOf(':');
    host = colon === -1 ? hostPort : hostPort.slice(0, colon);
    port = colon === -1 ? '' : hostPort.slice(colon + 1);
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(host);
  } catch {
    decoded = host;
  }
  const family = scheme === 'postgres' ? 'postgresql' : scheme;
  return {
    scheme: family,
    host: normaliseHost(decoded || 'localhost'),
    port: port || DEFAULT_PORTS[scheme] || '',
    database: safeDecode(match[3] ?? ''),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The loopback names one server answers to count as one host for the store check. */
function normaliseHost(host: string): string {
  const lower = host.toLowerCase().replace(/\.$/, '');
  if (lower === 'localhost' || lower === '::1' || /^127\.\d+\.\d+\.\d+$/.test(lower) || lower === '0.0.0.0') {
    return 'loopback';
  }
  return lower;
}

function storeKey(host: string, port: string, database: string): string {
  return `${host}\u0000${port}\u0000${database}`;
}

function hostAllowed(host: string, allowed: Set<string>): boolean {
  for (const rule of allowed) {
    if (rule.startsWith('*.')) {
      if (host.endsWith(rule.slice(1))) return true;
    } else if (normaliseHost(rule) === host || rule === host) {
      return true;
    }
  }
  return false;
}

/**
 * Throws ConnectorError 'URI_NOT_ALLOWED' (422) when a network URI names a host the operator did
 * not allow, or the metadata store's own database. File engines pass (file-policy.ts rules them).
 */
export function assertDataSourceHostAllowed(uri: string): void {
  const target = endpoint(uri);
  if (!target) return;
  if (
    target.scheme === 'postgresql' &&
    state.stores.has(storeKey(target.host, target.port, target.database))
  ) {
    throw new ConnectorError(
      'URI_NOT_ALLOWED',
      "A data source may not use Tessera's own metadata database; connect to another database.",
    );
  }
  if (state.allowed && !hostAllowed(target.host, state.allowed)) {
    throw new ConnectorError(
      'URI_NOT_ALLOWED',
      'This database host is not allowed; the operator lists the allowed hosts in TESSERA_ALLOWED_DB_HOSTS.',
    );
  }
}
