/**
 * Tables of imported datasets, from their `data:` URLs: as Superset's dataset import loads an
 * example dataset's data when its table is missing, a dataset whose file is in
 * TESSERA_EXAMPLES_DATA_DIR gets its table created in its (DuckDB) database, with load-examples'
 * loader. Tables are only ever created, never replaced, so undoing a failed import drops them.
 */
import { ConnectorError, DuckDBConnector, parseUri } from '../engine/connectors';
import { assertDataSourcePathAllowed } from '../engine/connectors/file-policy';
import { loadTable, quoteIdent } from '../examples/data-dir';
import { findDataFile } from '../examples/data-url';
import type { Db } from '../repositories/common';
import { BundleImportError, type ParsedBundle } from './import';

export interface ExampleDataOptions {
  /** TESSERA_EXAMPLES_DATA_DIR */
  readonly dataDir: string;
  /** The examples DuckDB file: always writable, created when missing. */
  readonly examplesDuckdbPath: string;
}

interface CreatedTable {
  readonly path: string;
  readonly table: string;
}

/** Loads the missing tables; `undo` drops what it created when the import fails afterwards. */
export class BundleDataLoader {
  private readonly created: CreatedTable[] = [];

  constructor(
    private readonly options: ExampleDataOptions,
    /** The CLI may load into any DuckDB file; API imports only into allowed data files. */
    private readonly trusted: boolean,
  ) {}

  /** Runs inside the import's transaction: a failure here rolls the metadata back. */
  async load(trx: Db, bundle: ParsedBundle): Promise<void> {
    for (const { path, doc } of bundle.datasets) {
      const url = (doc as { data?: unknown }).data;
      if (typeof url !== 'string' || doc.sql) continue;
      const source = findDataFile(this.options.dataDir, url);
      if (!source) continue;
      const database = await trx
        .selectFrom('dbs')
        .select('sqlalchemy_uri')
        .where('uuid', '=', doc.database_uuid)
        .executeTakeFirst();
      const file = database && this.duckdbFile(database.sqlalchemy_uri, path);
      if (!file) continue; // other engines: the table is theirs to provide
      const schema = doc.schema || null;
      const table = schema
        ? `${quoteIdent(schema)}.${quoteIdent(doc.table_name)}`
        : quoteIdent(doc.table_name);
      const connector = new DuckDBConnector({ path: file, exclusive: true });
      try {
        if ((await connector.getColumns(schema, doc.table_name)).length > 0) continue;
        this.created.push({ path: file, table });
        if (schema) await connector.execute(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
        await loadTable(connector, this.options.dataDir, { ...source, table });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new BundleImportError({
          [path]: { data: [`Could not load table ${doc.table_name} from ${source.file}: ${reason}`] },
        });
      } finally {
        await connector.close();
      }
    }
  }

  /** Drops the tables this import created (the import failed, so nothing of it stays). */
  async undo(): Promise<void> {
    for (const { path, table } of this.created.reverse()) {
      const connector = new DuckDBConnector({ path, exclusive: true });
      try {
        await connector.execute(`DROP TABLE IF EXISTS ${table}`);
      } finally {
        await connector.close();
      }
    }
    this.created.length = 0;
  }

  /** The DuckDB file a database URI names, when data may be loaded into it. */
  private duckdbFile(uri: string, path: string): string | null {
    let parsed: ReturnType<typeof parseUri>;
    try {
      parsed = parseUri(uri);
    } catch {
      return null;
    }
    if (parsed.scheme !== 'duckdb' || parsed.path === '' || parsed.path === ':memory:') return null;
    if (parsed.path === this.options.examplesDuckdbPath || this.trusted) return parsed.path;
    try {
      return assertDataSourcePathAllowed('duckdb', parsed.path);
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      throw new BundleImportError({ [path]: { data: [error.message] } });
    }
  }
}
