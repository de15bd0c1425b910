/**
 * Who has a DuckDB file open in this process, and how. DuckDB allows one instance per file per
 * process and fixes its access mode and settings at open, so the file is opened one way at a
 * time, by whoever needs it:
 *
 * - `read`: data sources without DML. READ_ONLY, with external access off (no read_csv of the
 *   server's files, no ATTACH, no extension installs) and the configuration locked.
 * - `write`: data sources that allow DML. Read-write, external access off; readers share it.
 * - `load`: the examples generator and loader. Read-write with external access (they read the
 *   data files), exclusive: they wait for running queries, and queries wait for them.
 *
 * Serving instances stay open between queries and are shared, and so do their connections (a
 * few idle ones, each with the statements prepared on it: a repeated chart query skips DuckDB's
 * parse and plan). A change of mode waits until the current users are done, closes the idle
 * connections and the instance, and opens it again.
 */
import { type DuckDBConnection, DuckDBInstance, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { engineLimits } from './file-policy';

export type DuckDBAccess = 'read' | 'write' | 'load';

/** Settings of serving instances: data sources see their file and nothing else. */
const SERVING_CONFIG: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
};

/**
 * The settings a DuckDB instance opens with: the URI's options, the sandbox (all but `load`), and
 * the process's memory and thread limits (file-policy.ts), which a URI's own `memory_limit` and
 * `threads` (already in bytes and a count, see duckdb.ts) may only lower.
 */
export function instanceSettings(
  access: DuckDBAccess,
  config: Readonly<Record<string, string>>,
): Record<string, string> {
  const limits = engineLimits();
  const { memory_limit: memory, threads, ...rest } = config;
  const settings: Record<string, string> = access === 'load' ? { ...rest } : { ...rest, ...SERVING_CONFIG };
  settings.memory_limit = `${Math.min(limits.memoryBytes, Number(memory ?? Number.POSITIVE_INFINITY))}B`;
  settings.threads = String(Math.min(limits.threads, Number(threads ?? Number.POSITIVE_INFINITY)));
  if (access === 'read') settings.access_mode = 'READ_ONLY';
  return settings;
}

/** A connection kept between queries of a serving instance, with the statements prepared on it. */
export interface PooledConnection {
  readonly connection: DuckDBConnection;
  /** Prepared statements by SQL text, oldest first. */
  readonly statements: Map<string, DuckDBPreparedStatement>;
}

export interface DuckDBLease {
  readonly instance: DuckDBInstance;
  /** A connection of the instance: an idle pooled one when there is one. */
  connect(): Promise<PooledConnection>;
  /** Hands the connection back: kept for the next query when `reusable`, else closed. */
  finish(pooled: PooledConnection, reusable: boolean): void;
  release(): void;
}

const MAX_IDLE_CONNECTIONS = 8;

export function closePooled(pooled: PooledConnection): void {
  for (const statement of pooled.statements.values()) statement.destroySync();
  pooled.statements.clear();
  pooled.connection.closeSync();
}

class DuckDBFile {
  private current: { access: DuckDBAccess; instance: DuckDBInstance } | null = null;
  private users = 0;
  /** Idle connections of the current serving instance. */
  private idle: PooledConnection[] = [];
  private drained: (() => void)[] = [];
  /** Serialises opening, closing and exclusive sessions. */
  private lock: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {}

  /**
   * The instance, opened for `access`. Release the lease when done; releasing a `load` lease
   * closes its instance and lets others open the file again.
   */
  async lease(access: DuckDBAccess, config: Readonly<Record<string, string>>): Promise<DuckDBLease> {
    const unlock = await this.acquireLock();
    let exclusive = false;
    try {
      if (!this.suits(access)) await this.reopen(access, config);
      const instance = this.current!.instance;
      this.users++;
      exclusive = access === 'load';
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.users--;
        if (exclusive) {
          this.close();
          unlock();
        }
        if (this.users === 0) for (const wake of this.drained.splice(0)) wake();
      };
      const pools = access !== 'load';
      const connect = async (): Promise<PooledConnection> => {
        const pooled = pools && this.current?.instance === instance ? this.idle.pop() : undefined;
        return pooled ?? { connection: await instance.connect(), statements: new Map() };
      };
      const finish = (pooled: PooledConnection, reusable: boolean) => {
        const keep =
          reusable && pools && this.current?.instance === instance && this.idle.length < MAX_IDLE_CONNECTIONS;
        if (keep) this.idle.push(pooled);
        else closePooled(pooled);
      };
      return { instance, connect, finish, release };
    } finally {
      // A `load` lease keeps the lock until it is released: nobody else may open the file meanwhile.
      if (!exclusive) unlock();
    }
  }

  private suits(access: DuckDBAccess): boolean {
    const current = this.current?.access;
    if (!current || access === 'load' || current === 'load') return false;
    return current === access || (access === 'read' && current === 'write');
  }

  private async reopen(access: DuckDBAccess, config: Readonly<Record<string, string>>): Promise<void> {
    if (this.users > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
    this.close();
    const instance = await DuckDBInstance.create(this.path, instanceSettings(access, config));
    this.current = { access, instance };
  }

  /** Closes the idle connections and the instance (nobody is using them). */
  private close(): void {
    for (const pooled of this.idle.splice(0)) closePooled(pooled);
    this.current?.instance.closeSync();
    this.current = null;
  }

  private async acquireLock(): Promise<() => void> {
    const previous = this.lock;
    let unlock!: () => void;
    this.lock = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    await previous;
    return unlock;
  }
}

const files = new Map<string, DuckDBFile>();

/** The process-wide handle of a DuckDB file. */
export function duckdbFile(path: string): DuckDBFile {
  let file = files.get(path);
  if (!file) {
    file = new DuckDBFile(path);
    files.set(path, file);
  }
  return file;
}
