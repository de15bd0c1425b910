import type { DatabaseRow } from '../../store/schema';
import type { Connector } from '../types';
import { clickHouseFactories } from './clickhouse';
import { DuckDBConnector, duckdbUriConfig } from './duckdb';
import { ConnectorError } from './errors';
import { assertDataSourcePathAllowed, assertDataSourceUriAllowed } from './file-policy';
import { assertDataSourceHostAllowed } from './host-policy';
import { mysqlFactories } from './mysql';
import { postgresFactories } from './postgres';
import { SQLiteConnector } from './sqlite';
import { trinoFactories } from './trino';

/** A Superset-style `sqlalchemy_uri`, split into the parts connectors need. */
export interface ParsedUri {
  /** The dialect, without a `+driver` suffix: `duckdb`, `sqlite`, `postgresql`, ... */
  readonly scheme: string;
  readonly driver: string | null;
  /** Everything after `scheme://`, unparsed (network engines parse it themselves). */
  readonly rest: string;
  /** For file engines: the path after the empty host (`duckdb:////abs/x.db` → `/abs/x.db`). */
  readonly path: string;
  readonly query: Record<string, string>;
}

export function parseUri(uri: string): ParsedUri {
  const match = /^([a-z][a-z0-9]*)(?:\+([a-z0-9_]+))?:\/\/(.*)$/i.exec(uri.trim());
  if (!match) {
    throw new ConnectorError('BAD_URI', `Invalid database URI "${uri}": expected <engine>://...`);
  }
  const [, scheme = '', driver = null, rest = ''] = match;
  const [beforeQuery = '', queryText = ''] = rest.split('?', 2);
  // SQLAlchemy's file URIs are `engine:///relative` or `engine:////absolute`: an empty host, then
  // one slash, then the path.
  const slash = beforeQuery.indexOf('/');
  const path = slash === -1 ? '' : decodeURIComponent(beforeQuery.slice(slash + 1));
  const query = Object.fromEntries(new URLSearchParams(queryText));
  return { scheme: scheme.toLowerCase(), driver, rest, path, query };
}

export interface ConnectorContext {
  readonly uri: ParsedUri;
  /** The decrypted password, for engines whose URI carries one separately. */
  readonly password: string | null;
  readonly allowDml: boolean;
}

export type ConnectorFactory = (context: ConnectorContext) => Connector;

/** The real path of the URI's file, once file-policy.ts allows it. */
function requirePath(context: ConnectorContext): string {
  if (!context.uri.path) {
    throw new ConnectorError(
      'BAD_URI',
      `The ${context.uri.scheme} URI needs a file path, e.g. ${context.uri.scheme}:////data/file.db`,
    );
  }
  return assertDataSourcePathAllowed(context.uri.scheme, context.uri.path);
}

/**
 * Engines by URI scheme. Network engines (postgresql, mysql, clickhouse, trino) register here too
 * when they are added; the rest of the engine only sees the Connector interface.
 */
const factories = new Map<string, ConnectorFactory>([
  [
    'duckdb',
    (context) => {
      // The URI's options first: a refused option is the clearer message.
      const config = duckdbUriConfig(context.uri.query);
      return new DuckDBConnector({ path: requirePath(context), config, allowDml: context.allowDml });
    },
  ],
  ['sqlite', (context) => new SQLiteConnector({ path: requirePath(context), readonly: !context.allowDml })],
  ...postgresFactories,
  ...mysqlFactories,
  ...clickHouseFactories,
  ...trinoFactories,
]);

export function registerConnector(scheme: string, factory: ConnectorFactory): void {
  if (factories.has(scheme)) throw new Error(`A connector for "${scheme}" is already registered`);
  factories.set(scheme, factory);
}

/** The SQL dialect (packages/sql) of each URI scheme, Superset's scheme names included. */
const DIALECTS: Readonly<Record<string, string>> = {
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  clickhouse: 'clickhouse',
  clickhousedb: 'clickhouse',
  trino: 'trino',
};

export function dialectOf(uri: string): string {
  const { scheme } = parseUri(uri);
  const dialect = DIALECTS[scheme];
  if (!dialect) {
    throw new ConnectorError(
      'UNSUPPORTED_ENGINE',
      `No SQL dialect for "${scheme}". Supported: ${Object.keys(DIALECTS).join(', ')}.`,
    );
  }
  return dialect;
}

export function supportedEngines(): string[] {
  return [...factories.keys()].sort();
}

export function createConnector(
  uri: string,
  options: { password?: string | null; allowDml?: boolean } = {},
): Connector {
  const parsed = parseUri(uri);
  assertDataSourceHostAllowed(uri);
  const factory = factories.get(parsed.scheme);
  if (!factory) {
    throw new ConnectorError(
      'UNSUPPORTED_ENGINE',
      `No connector for "${parsed.scheme}". Supported engines: ${supportedEngines().join(', ')}.`,
    );
  }
  return factory({ uri: parsed, password: options.password ?? null, allowDml: options.allowDml ?? false });
}

type DatabaseLike = Pick<DatabaseRow, 'id' | 'sqlalchemy_uri' | 'allow_dml'> & { password?: string | null };

/**
 * One connector per database, reused across requests. A database whose URI or DML setting changes
 * gets a fresh connector, and the old one is closed. File engines pass file-policy.ts on every
 * use, so a registration that breaks the rule stops serving with its message.
 */
export class ConnectorPool {
  private readonly entries = new Map<number, { key: string; connector: Connector }>();

  get(database: DatabaseLike, password: string | null = null): Connector {
    const key = `${database.sqlalchemy_uri}\u0000${database.allow_dml}`;
    const entry = this.entries.get(database.id);
    if (entry && entry.key === key) {
      // Checked again on every use: the rule or the file behind a path may have changed.
      assertDataSourceUriAllowed(database.sqlalchemy_uri);
      return entry.connector;
    }
    if (entry) void entry.connector.close();
    const connector = createConnector(database.sqlalchemy_uri, {
      password,
      allowDml: database.allow_dml === 1,
    });
    this.entries.set(database.id, { key, connector });
    return connector;
  }

  async evict(databaseId: number): Promise<void> {
    const entry = this.entries.get(databaseId);
    this.entries.delete(databaseId);
    await entry?.connector.close();
  }

  async closeAll(): Promise<void> {
    const connectors = [...this.entries.values()].map((entry) => entry.connector);
    this.entries.clear();
    await Promise.all(connectors.map((connector) => connector.close()));
  }
}

const defaultPool = new ConnectorPool();

/** The shared connector for a database row (see ConnectorPool). */
export function getConnector(database: DatabaseLike, password: string | null = null): Connector {
  return defaultPool.get(database, password);
}

export function closeConnectors(): Promise<void> {
  return defaultPool.closeAll();
}

export function evictConnector(databaseId: number): Promise<void> {
  return defaultPool.evict(databaseId);
}
