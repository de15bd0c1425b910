/**
 * Change counters for in-process caches of store rows (the current user, loaded datasources).
 *
 * Every write passes through Kysely, so instead of trusting each write path to remember to
 * invalidate, a plugin looks at each INSERT/UPDATE/DELETE (and at raw SQL that is not a read)
 * and bumps the version of the topic its table belongs to, before the statement runs and again
 * after it. A transaction's writes become visible to other connections only at COMMIT, so the
 * driver also bumps every topic after each commit or rollback: a cache entry loaded while a
 * transaction was open is then stale at once. Writes by another process (the CLI on the same
 * file) are not seen here; caches keep a short TTL for them.
 */
import type {
  DatabaseConnection,
  Dialect,
  Driver,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  TransactionSettings,
  UnknownRow,
} from 'kysely';

export type ChangeTopic = 'security' | 'datasource';

const TOPIC_OF_TABLE: Record<string, ChangeTopic> = {
  ab_user: 'security',
  ab_role: 'security',
  ab_user_role: 'security',
  ab_permission: 'security',
  ab_view_menu: 'security',
  ab_permission_view: 'security',
  ab_permission_view_role: 'security',
  tables: 'datasource',
  table_columns: 'datasource',
  sql_metrics: 'datasource',
  dbs: 'datasource',
};

const ALL_TOPICS: readonly ChangeTopic[] = ['security', 'datasource'];

/** Monotonic counters per topic; a cache entry is valid while the counter it was loaded at stands. */
export class StoreChanges {
  private readonly versions: Record<ChangeTopic, number> = { security: 0, datasource: 0 };

  version(topic: ChangeTopic): number {
    return this.versions[topic];
  }

  bump(topics: Iterable<ChangeTopic>): void {
    for (const topic of topics) this.versions[topic] += 1;
  }
}

function tableNameOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') {
    const table = node as unknown as { table: { identifier: { name: string } } };
    return table.table.identifier.name;
  }
  if (node.kind === 'AliasNode') return tableNameOf((node as unknown as { node: OperationNode }).node);
  return null;
}

/** The topics a statement writes to; an empty list for reads. */
export function writtenTopics(node: RootOperationNode): ChangeTopic[] {
  const tables: (string | null)[] = [];
  switch (node.kind) {
    case 'SelectQueryNode':
      return [];
    case 'InsertQueryNode':
      tables.push(tableNameOf(node.into));
      break;
    case 'UpdateQueryNode':
      tables.push(tableNameOf(node.table));
      break;
    case 'DeleteQueryNode':
      for (const from of node.from.froms) tables.push(tableNameOf(from));
      break;
    case 'RawNode': {
      const text = node.sqlFragments.join(' ').trimStart();
      return /^(select|with|pragma|explain)\b/i.test(text) ? [] : [...ALL_TOPICS];
    }
    default:
      // Schema changes (migrations) and MERGE: rare, so treat them as touching everything.
      return [...ALL_TOPICS];
  }
  const topics = new Set<ChangeTopic>();
  for (const table of tables) {
    if (table === null) return [...ALL_TOPICS];
    const topic = TOPIC_OF_TABLE[table];
    if (topic) topics.add(topic);
  }
  return [...topics];
}

class ChangeTrackingPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, ChangeTopic[]>();

  constructor(private readonly changes: StoreChanges) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const topics = writtenTopics(args.node);
    if (topics.length > 0) {
      this.changes.bump(topics);
      this.pending.set(args.queryId, topics);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const topics = this.pending.get(args.queryId);
    if (topics) this.changes.bump(topics);
    return args.result;
  }
}

/** The dialect's own driver, bumping every topic when a transaction ends. */
class ChangeTrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: StoreChanges,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      this.changes.bump(ALL_TOPICS);
    }
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection);
    } finally {
      this.changes.bump(ALL_TOPICS);
    }
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function withSavepoints(driver: ChangeTrackingDriver, inner: Driver): Driver {
  // Only forward the optional savepoint methods the wrapped driver has.
  const wrapped = driver as Driver;
  if (inner.savepoint) wrapped.savepoint = inner.savepoint.bind(inner);
  if (inner.rollbackToSavepoint) wrapped.rollbackToSavepoint = inner.rollbackToSavepoint.bind(inner);
  if (inner.releaseSavepoint) wrapped.releaseSavepoint = inner.releaseSavepoint.bind(inner);
  return wrapped;
}

/** Wraps a dialect so its transactions bump `changes`; pair it with `changeTrackingPlugin`. */
export function changeTrackingDialect(dialect: Dialect, changes: StoreChanges): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => {
      const inner = dialect.createDriver();
      return withSavepoints(new ChangeTrackingDriver(inner, changes), inner);
    },
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

export function changeTrackingPlugin(changes: StoreChanges): KyselyPlugin {
  return new ChangeTrackingPlugin(changes);
}

const registry = new WeakMap<object, StoreChanges>();

/** Records the counters of a store's Kysely instance (done by openStore). */
export function registerStoreChanges(db: object, changes: StoreChanges): void {
  registry.set(db, changes);
}

/**
 * The counters of a store opened by openStore; undefined for anything else (a transaction, a
 * Kysely built elsewhere), where callers must not cache.
 */
export function storeChangesOf(db: object): StoreChanges | undefined {
  return registry.get(db);
}
