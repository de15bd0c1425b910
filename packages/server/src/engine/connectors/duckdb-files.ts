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
 * Serving instances stay open between queries and are shared; a change of mode waits until the
 * current users are done, closes the instance and opens it again.
 */
import { DuckDBInstance } from '@duckdb/node-api';

export type DuckDBAccess = 'read' | 'write' | 'load';

/** Settings of serving instances: data sources see their file and nothing else. */
const SERVING_CONFIG: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
};

export interface DuckDBLease {
  readonly instance: DuckDBInstance;
  release(): void;
}

class DuckDBFile {
  private current: { access: DuckDBAccess; instance: DuckDBInstance } | null = null;
  private users = 0;
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
          this.current?.instance.closeSync();
          this.current = null;
          unlock();
        }
        if (this.users === 0) for (const wake of this.drained.splice(0)) wake();
      };
      return { instance, release };
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
    this.current?.instance.closeSync();
    this.current = null;
    const settings: Record<string, string> =
      access === 'load' ? { ...config } : { ...config, ...SERVING_CONFIG };
    if (access === 'read') settings.access_mode = 'READ_ONLY';
    const instance = await DuckDBInstance.create(this.path, settings);
    this.current = { access, instance };
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
