/**
 * Configuration from the environment, read once at start. Everything a deployment changes lives
 * here, so one process and a fleet of them differ only by environment variables.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import packageJson from '../package.json';
import { type FeatureFlags, parseFeatureFlags } from './feature-flags';

export const TESSERA_VERSION: string = packageJson.version;

/**
 * Under 200 concurrent clients V8's own factor let a 60 MB live heap reach 280 MB between full
 * collections (issue 12 item 6); 30% keeps it near 1.3 times what is live.
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 30;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  /** PORT, default 8088 */
  readonly port: number;
  /** HOST, default 0.0.0.0 (all interfaces) */
  readonly host: string;
  /** TESSERA_HOME, default ~/.tessera; created when missing */
  readonly home: string;
  /** DATABASE_URL: `sqlite:///<path>` (default `<home>/tessera.db`) or `postgres://...` */
  readonly databaseUrl: string;
  /** TESSERA_SECRET_KEY, else generated once into `<home>/secret_key` (mode 0600) */
  readonly secretKey: string;
  /** TESSERA_ADMIN_PASSWORD: the password of the `admin` user created at first start */
  readonly adminPassword: string | undefined;
  /** TESSERA_PUBLIC_ROLE_LIKE (Superset's PUBLIC_ROLE_LIKE): a role whose permissions Public gets at start, for anonymous visitors */
  readonly publicRoleLike: string | undefined;
  /** TESSERA_FEATURE_FLAGS (JSON object) merged over the defaults */
  readonly featureFlags: FeatureFlags;
  /** REDIS_URL: shared cache and async-query queue when set */
  readonly redisUrl: string | undefined;
  /** CACHE_DEFAULT_TIMEOUT: seconds a chart-data result stays cached when nothing else says (86400; 0 = no expiry, -1 = never cache) */
  readonly cacheDefaultTimeout: number;
  /** Chart-data query engine: TESSERA_QUERY_TIMEOUT (seconds per query, default 60, like SQLLAB_TIMEOUT) and TESSERA_ROW_CAP (Superset's SQL_MAX_ROW, default 100000) */
  readonly engine: { readonly queryTimeoutMs: number; readonly rowCap: number };
  /**
   * TESSERA_WEBSERVER_TIMEOUT (Superset's SUPERSET_WEBSERVER_TIMEOUT): seconds the web app waits
   * for a forced chart refresh before it gives up (default 60), sent to it in the bootstrap's conf.
   */
  readonly webserverTimeoutSeconds: number;
  /**
   * Resource limits of user queries: TESSERA_QUERY_MEMORY (bytes each DuckDB instance may use,
   * default 1 GB; accepts 512MB, 2GB, ...), TESSERA_QUERY_THREADS (threads per DuckDB instance,
   * default: the machine's cores, at most 4) and TESSERA_MAX_RESULT_BYTES (largest serialised
   * answer, default 64 MB).
   */
  readonly limits: {
    readonly queryMemoryBytes: number;
    readonly queryThreads: number;
    readonly maxResultBytes: number;
  };
  /**
   * TESSERA_DATA_DIRS: colon-separated directories that file-based data sources (DuckDB, SQLite)
   * may open; default `<home>/uploads`. The examples file is always allowed; the metadata store
   * and everything else under TESSERA_HOME never are. Resolved to real paths.
   */
  readonly dataDirs: readonly string[];
  /**
   * TESSERA_ALLOWED_DB_HOSTS: comma-separated hostnames or IPs network data sources may reach
   * (`*.example.com` matches subdomains); null (unset) allows any host. The metadata store's own
   * PostgreSQL database is always refused.
   */
  readonly allowedDbHosts: readonly string[] | null;
  /** `<home>/uploads`: where uploaded files land; created at start. */
  readonly uploadsDir: string;
  /** MAPBOX_API_KEY (Superset's name): sent to deck.gl and MapBox charts for their base maps; empty when unset */
  readonly mapboxApiKey: string;
  /** The built web app (packages/web/dist); TESSERA_WEB_DIST overrides */
  readonly webDistDir: string;
  /** The embedded DuckDB file holding the example data */
  readonly examplesDuckdbPath: string;
  /**
   * TESSERA_EXAMPLES_DATA_DIR: a folder laid out like Superset's examples-data repository; when
   * set, importing a bundle loads each dataset's `data:` file found there into its database.
   */
  readonly examplesDataDir: string | null;
  /** TESSERA_LOAD_EXAMPLES (default true): `start` generates and registers the examples when missing */
  readonly loadExamplesOnStart: boolean;
  /** LOG_LEVEL, default info */
  readonly logLevel: LogLevel;
  /**
   * TESSERA_HEAP_GROWING_PERCENT: how far V8 lets the JavaScript heap grow past what survived the
   * last full collection before it collects again, in percent (default 30; 0 keeps V8's own
   * factor, up to 300% on a machine with a lot of RAM). See heap-growth.ts.
   */
  readonly heapGrowingPercent: number;
  /** TESSERA_SESSION_COOKIE_SECURE=true marks the session cookie Secure (behind HTTPS) */
  readonly sessionCookieSecure: boolean;
  /** TESSERA_TRUST_PROXY=true trusts X-Forwarded-* (behind a load balancer) */
  readonly trustProxy: boolean;
  readonly version: string;
}

/** A configuration problem found at start; the CLI prints the message and exits 1. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function expandHome(path: string): string {
  if (path === '~') return homedir();
  if (path.startsWith('~/')) return join(homedir(), path.slice(2));
  return path;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8088;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535; got "${raw}".`);
  }
  return port;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info';
  const level = raw.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}".`);
  }
  return level as LogLevel;
}

function parseBoolean(name: string, raw: string | undefined, fallback = false): boolean {
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${raw}".`);
}

function parseCacheTimeout(raw: string | undefined): number {
  if (raw === undefined) return 86_400;
  if (!/^(-1|\d+)$/.test(raw)) {
    throw new ConfigError(`CACHE_DEFAULT_TIMEOUT must be a whole number of seconds, 0 or -1; got "${raw}".`);
  }
  return Number(raw);
}

function positiveInt(name: string, env: Env, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(raw)) throw new ConfigError(`${name} must be a whole number above 0; got "${raw}".`);
  return Number(raw);
}

/** A whole number of 0 or more (0 meaning "off" or "the default of the component"). */
function wholeNumber(name: string, env: Env, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw))
    throw new ConfigError(`${name} must be a whole number of 0 or more; got "${raw}".`);
  return Number(raw);
}

const BYTE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  tb: 1000 ** 4,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
};

/** A size in bytes: `1073741824`, `1GB`, `512 MiB` (DuckDB's units: KB = 1000, KiB = 1024). */
export function parseByteSize(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(raw.trim());
  const unit = match ? BYTE_UNITS[match[2]!.toLowerCase()] : undefined;
  const bytes = match && unit ? Math.floor(Number(match[1]) * unit) : Number.NaN;
  if (!Number.isFinite(bytes) || bytes < 1) {
    throw new ConfigError(`${name} must be a size such as 1073741824, 512MB or 2GB; got "${raw}".`);
  }
  return bytes;
}

function parseDataDirs(raw: string | undefined, uploadsDir: string): string[] {
  if (raw === undefined) return [uploadsDir];
  const dirs = raw
    .split(':')
    .map((dir) => dir.trim())
    .filter((dir) => dir !== '');
  for (const dir of dirs) {
    if (!isAbsolute(expandHome(dir))) {
      throw new ConfigError(`TESSERA_DATA_DIRS must list absolute directories; "${dir}" is relative.`);
    }
  }
  return dirs.map((dir) => resolve(expandHome(dir)));
}

function parseAllowedHosts(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const hosts = raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9_.:-]+$/.test(host.replace(/^\[|\]$/g, ''))) {
      throw new ConfigError(
        `TESSERA_ALLOWED_DB_HOSTS must list hostnames or IPs (a "*." prefix allowed); got "${host}".`,
      );
    }
  }
  return hosts.map((host) => host.replace(/^\[|\]$/g, ''));
}

function checkDatabaseUrl(url: string): string {
  if (/^(sqlite:|postgres:\/\/|postgresql:\/\/)/i.test(url)) return url;
  throw new ConfigError(
    `DATABASE_URL must start with sqlite:/// or postgres:// (or postgresql://); got "${url.replace(/\/\/[^@/]*@/, '//***@')}".`,
  );
}

/** Reads `<home>/secret_key`, creating it with a random key (mode 0600) on first start. */
function readOrCreateSecretKey(home: string): string {
  const path = join(home, 'secret_key');
  if (existsSync(path)) {
    const key = readFileSync(path, 'utf8').trim();
    if (key.length >= 32) return key;
    throw new ConfigError(`${path} holds a key shorter than 32 characters; delete it to generate a new one.`);
  }
  const key = randomBytes(48).toString('base64url');
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return key;
}

/** packages/web/dist: two levels up from packages/server/src (sources) or packages/server/dist (build). */
function defaultWebDistDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, '..', '..', 'web', 'dist');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const home = resolve(expandHome(nonEmpty(env.TESSERA_HOME) ?? join(homedir(), '.tessera')));
  try {
    mkdirSync(home, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new ConfigError(`Cannot create TESSERA_HOME "${home}": ${(error as Error).message}`);
  }
  const secretKey = nonEmpty(env.TESSERA_SECRET_KEY) ?? readOrCreateSecretKey(home);
  const uploadsDir = join(home, 'uploads');
  if (secretKey.length < 16) {
    throw new ConfigError('TESSERA_SECRET_KEY must be at least 16 characters long.');
  }
  const webDist = nonEmpty(env.TESSERA_WEB_DIST);
  const examplesDataDir = nonEmpty(env.TESSERA_EXAMPLES_DATA_DIR);
  let featureFlags: FeatureFlags;
  try {
    featureFlags = parseFeatureFlags(env.TESSERA_FEATURE_FLAGS);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port: parsePort(nonEmpty(env.PORT)),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    home,
    databaseUrl: checkDatabaseUrl(nonEmpty(env.DATABASE_URL) ?? `sqlite:///${join(home, 'tessera.db')}`),
    secretKey,
    adminPassword: nonEmpty(env.TESSERA_ADMIN_PASSWORD),
    publicRoleLike: nonEmpty(env.TESSERA_PUBLIC_ROLE_LIKE),
    featureFlags,
    redisUrl: nonEmpty(env.REDIS_URL),
    cacheDefaultTimeout: parseCacheTimeout(nonEmpty(env.CACHE_DEFAULT_TIMEOUT)),
    engine: {
      queryTimeoutMs: 1000 * positiveInt('TESSERA_QUERY_TIMEOUT', env, 60),
      rowCap: positiveInt('TESSERA_ROW_CAP', env, 100_000),
    },
    webserverTimeoutSeconds: positiveInt('TESSERA_WEBSERVER_TIMEOUT', env, 60),
    limits: {
      queryMemoryBytes: parseByteSize('TESSERA_QUERY_MEMORY', nonEmpty(env.TESSERA_QUERY_MEMORY), 1000 ** 3),
      queryThreads: positiveInt(
        'TESSERA_QUERY_THREADS',
        env,
        Math.min(4, Math.max(1, availableParallelism())),
      ),
      maxResultBytes: parseByteSize(
        'TESSERA_MAX_RESULT_BYTES',
        nonEmpty(env.TESSERA_MAX_RESULT_BYTES),
        64 * 1000 ** 2,
      ),
    },
    dataDirs: parseDataDirs(nonEmpty(env.TESSERA_DATA_DIRS), uploadsDir),
    allowedDbHosts: parseAllowedHosts(nonEmpty(env.TESSERA_ALLOWED_DB_HOSTS)),
    uploadsDir,
    mapboxApiKey: nonEmpty(env.MAPBOX_API_KEY) ?? '',
    webDistDir: webDist ? resolve(webDist) : defaultWebDistDir(),
    examplesDuckdbPath: join(home, 'examples.duckdb'),
    examplesDataDir: examplesDataDir ? resolve(examplesDataDir) : null,
    loadExamplesOnStart: parseBoolean('TESSERA_LOAD_EXAMPLES', nonEmpty(env.TESSERA_LOAD_EXAMPLES), true),
    logLevel: parseLogLevel(nonEmpty(env.LOG_LEVEL)),
    heapGrowingPercent: wholeNumber('TESSERA_HEAP_GROWING_PERCENT', env, DEFAULT_HEAP_GROWING_PERCENT),
    sessionCookieSecure: parseBoolean(
      'TESSERA_SESSION_COOKIE_SECURE',
      nonEmpty(env.TESSERA_SESSION_COOKIE_SECURE),
    ),
    trustProxy: parseBoolean('TESSERA_TRUST_PROXY', nonEmpty(env.TESSERA_TRUST_PROXY)),
    version: TESSERA_VERSION,
  };
}

/** The SQLite file a `sqlite:` URL names: `sqlite:////abs/path` and `sqlite:///abs/path` are both absolute. */
export function sqlitePathFromUrl(url: string): string {
  const rest = url.replace(/^sqlite:(\/\/)?/i, '');
  if (rest === '' || rest === '/' || rest === ':memory:' || rest === '/:memory:') return ':memory:';
  const path = rest.startsWith('//') ? rest.slice(1) : rest;
  return isAbsolute(path) ? path : resolve(path);
}
