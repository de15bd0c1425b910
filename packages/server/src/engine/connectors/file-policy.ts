/**
 * Which files a file-based data source (DuckDB, SQLite) may open, and the resource limits of the
 * engines that run in this process.
 *
 * A data source may open an existing file inside TESSERA_DATA_DIRS (default `<home>/uploads`) or
 * the examples file, resolved by real path (symlinks and `..` followed). It may never open the
 * metadata store (opening and closing it in this process would drop the store's POSIX locks and
 * lose committed writes) nor anything else under TESSERA_HOME (the secret key, ...).
 *
 * Each app registers its rule at start (buildApp). Several apps may share one process (tests), so
 * the protected and allowed sets are unions: a path protected by one app is protected for all.
 * A process where no app registered yet (a unit test of a connector) checks only what holds for
 * every app: the file must exist and be a plain path.
 */
import { realpathSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { ConnectorError } from './errors';
import { assertDataSourceHostAllowed } from './host-policy';

export interface DataSourcePolicyOptions {
  /** TESSERA_HOME: nothing under it but the examples file and `<home>/uploads` may be opened. */
  readonly home: string;
  /** The metadata store's files (the SQLite file of DATABASE_URL); empty for PostgreSQL. */
  readonly metadataPaths: readonly string[];
  /** The examples DuckDB file, always allowed. */
  readonly examplesPath: string;
  /** TESSERA_DATA_DIRS. */
  readonly dataDirs: readonly string[];
  /** Limits of every DuckDB instance (config.limits); defaults when absent. */
  readonly limits?: { readonly queryMemoryBytes: number; readonly queryThreads: number };
}

export interface EngineLimits {
  readonly memoryBytes: number;
  readonly threads: number;
}

/** Files the SQLite store keeps beside its database file. */
const STORE_SIBLINGS = ['', '-wal', '-shm', '-journal'];

const DEFAULT_LIMITS: EngineLimits = {
  memoryBytes: 1000 ** 3,
  threads: Math.min(4, Math.max(1, availableParallelism())),
};

interface PolicyState {
  /** Real paths of the metadata files (and their siblings). */
  readonly protectedFiles: Set<string>;
  /** Real paths of every registered TESSERA_HOME. */
  readonly homes: Set<string>;
  /** `<home>/uploads` of every home: the one place under a home that data may live. */
  readonly homeUploads: Set<string>;
  readonly examples: Set<string>;
  readonly dataDirs: Set<string>;
  limits: EngineLimits | null;
}

const state: PolicyState = {
  protectedFiles: new Set(),
  homes: new Set(),
  homeUploads: new Set(),
  examples: new Set(),
  dataDirs: new Set(),
  limits: null,
};

/** Registers one app's rule (see the module comment); called by buildApp. */
export function configureDataSourcePolicy(options: DataSourcePolicyOptions): void {
  const home = canonical(options.home);
  state.homes.add(home);
  state.homeUploads.add(join(home, 'uploads'));
  state.examples.add(canonical(options.examplesPath));
  for (const dir of options.dataDirs) state.dataDirs.add(canonical(dir));
  for (const path of options.metadataPaths) {
    for (const suffix of STORE_SIBLINGS) {
      state.protectedFiles.add(`${canonical(path)}${suffix}`);
      state.protectedFiles.add(resolve(`${path}${suffix}`));
    }
  }
  if (options.limits) {
    const next = { memoryBytes: options.limits.queryMemoryBytes, threads: options.limits.queryThreads };
    // Apps in one process share DuckDB instances: the strictest limit holds for all.
    state.limits = state.limits
      ? {
          memoryBytes: Math.min(state.limits.memoryBytes, next.memoryBytes),
          threads: Math.min(state.limits.threads, next.threads),
        }
      : next;
  }
}

/** The memory and thread limits of DuckDB instances in this process. */
export function engineLimits(): EngineLimits {
  return state.limits ?? DEFAULT_LIMITS;
}

/** Schemes whose URI names a file on this server. */
const FILE_ENGINES = new Set(['duckdb', 'sqlite']);

export function isFileEngine(scheme: string): boolean {
  return FILE_ENGINES.has(scheme.toLowerCase());
}

/**
 * Throws ConnectorError 'URI_NOT_ALLOWED' unless a file-engine URI names a file a data source may
 * open (module comment). Network engines pass. The message is the same whether or not a refused
 * path exists.
 */
export function assertDataSourceUriAllowed(uri: string): void {
  assertDataSourceHostAllowed(uri);
  const match = /^\s*([a-z][a-z0-9]*)(?:\+[a-z0-9_]+)?:\/\/([^?]*)/i.exec(uri);
  if (!match) return; // not a URI at all: the registry's parser says so
  const scheme = match[1]!.toLowerCase();
  if (!isFileEngine(scheme)) return;
  const rest = match[2]!;
  const slash = rest.indexOf('/');
  let path: string;
  try {
    path = slash === -1 ? '' : decodeURIComponent(rest.slice(slash + 1));
  } catch {
    throw notAllowed(scheme);
  }
  assertDataSourcePathAllowed(scheme, path);
}

/**
 * The path form of assertDataSourceUriAllowed, for the registry: returns the real path to open
 * (the file that was checked, whatever symlink named it), or `:memory:`.
 */
export function assertDataSourcePathAllowed(scheme: string, path: string): string {
  if (path === ':memory:') return path; // runs sandboxed, with no file (duckdb.ts, sqlite.ts)
  const engine = engineName(scheme);
  // A scheme-like prefix (`file:`, `md:`, `s3://`) would make the engine open something else.
  if (path === '' || path.includes('\u0000') || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith(':')) {
    throw notAllowed(scheme);
  }
  const resolved = realPath(path);
  if (!resolved) throw notAllowed(scheme);
  if (isProtected(resolved.path)) throw notAllowed(scheme);
  if (!isAllowed(resolved.path)) throw notAllowed(scheme);
  if (!resolved.exists) {
    throw new ConnectorError(
      'URI_NOT_ALLOWED',
      `The ${engine} file does not exist; data sources open existing files and never create them.`,
    );
  }
  if (!resolved.isFile || isStoreInode(resolved.path)) throw notAllowed(scheme);
  return resolved.path;
}

function notAllowed(scheme: string): ConnectorError {
  const engine = engineName(scheme);
  return new ConnectorError(
    'URI_NOT_ALLOWED',
    `${engine} data sources may only open files in the data directories (TESSERA_DATA_DIRS); this path is not allowed.`,
  );
}

function engineName(scheme: string): string {
  return scheme.toLowerCase() === 'sqlite' ? 'SQLite' : 'DuckDB';
}

function isProtected(path: string): boolean {
  if (state.protectedFiles.has(path)) return true;
  if (state.examples.has(path)) return false;
  for (const home of state.homes) {
    if (!isInside(path, home)) continue;
    if (![...state.homeUploads].some((uploads) => isInside(path, uploads) && path !== uploads)) return true;
  }
  return false;
}

function isAllowed(path: string): boolean {
  if (state.homes.size === 0) return true; // no app registered: see the module comment
  if (state.examples.has(path)) return true;
  return [...state.dataDirs].some((dir) => isInside(path, dir) && path !== dir);
}

/** A hard link to the store has another path but is the same file (and the same locks). */
function isStoreInode(path: string): boolean {
  let target: ReturnType<typeof statSync>;
  try {
    target = statSync(path);
  } catch {
    return false;
  }
  for (const file of state.protectedFiles) {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats && stats.ino === target.ino && stats.dev === target.dev) return true;
  }
  return false;
}

function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir.endsWith(sep) ? dir : `${dir}${sep}`);
}

/**
 * The real path of `path` (relative paths from the working directory, as the driver would open
 * them). A missing file resolves through the real path of its directory; a missing directory
 * gives null.
 */
function realPath(path: string): { path: string; exists: boolean; isFile: boolean } | null {
  const absolute = isAbsolute(path) ? path : join(process.cwd(), path);
  try {
    const real = realpathSync.native(absolute);
    return { path: real, exists: true, isFile: statSync(real).isFile() };
  } catch {
    // Missing (or unreadable): resolve the directory, which must exist.
  }
  const name = basename(absolute);
  if (name === '..' || name === '.' || name === '') return null;
  try {
    return { path: join(realpathSync.native(dirname(absolute)), name), exists: false, isFile: false };
  } catch {
    return null;
  }
}

/** The real path of a configured path, which may not exist yet (a store on first start). */
function canonical(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync.native(absolute);
  } catch {
    try {
      return join(realpathSync.native(dirname(absolute)), basename(absolute));
    } catch {
      return absolute;
    }
  }
}
