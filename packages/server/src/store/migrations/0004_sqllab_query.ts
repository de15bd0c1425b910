/**
 * SQL Lab's query history (Superset's `query` table): one row per run, with its SQL as typed, the
 * SQL that ran, its state and timings (epoch milliseconds, as Superset's numeric columns hold
 * them) and the cache key of an asynchronous run's results.
 */
import type { MigrationDb, PortableMigration } from './helpers';
import { withId } from './helpers';

export const sqllabQueryMigration: PortableMigration = {
  name: '0004_sqllab_query',
  async up(db: MigrationDb, dialect) {
    await withId(db.schema.createTable('query'), dialect)
      .addColumn('client_id', 'text', (col) => col.notNull().unique())
      .addColumn('database_id', 'integer', (col) => col.notNull().references('dbs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.references('ab_user.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('tab_name', 'text')
      .addColumn('sql_editor_id', 'text')
      .addColumn('catalog', 'text')
      .addColumn('schema', 'text')
      .addColumn('sql', 'text', (col) => col.notNull())
      .addColumn('select_sql', 'text')
      .addColumn('executed_sql', 'text')
      .addColumn('limit', 'integer')
      .addColumn('limiting_factor', 'text', (col) => col.notNull().defaultTo('UNKNOWN'))
      .addColumn('select_as_cta', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('select_as_cta_used', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('tmp_table_name', 'text')
      .addColumn('tmp_schema_name', 'text')
      .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('rows', 'integer')
      .addColumn('error_message', 'text')
      .addColumn('results_key', 'text')
      .addColumn('run_async', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('start_time', 'double precision')
      .addColumn('start_running_time', 'double precision')
      .addColumn('end_time', 'double precision')
      .addColumn('end_result_backend_time', 'double precision')
      .addColumn('tracking_url', 'text')
      .addColumn('extra_json', 'text')
      .addColumn('changed_on', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ix_query_user_changed')
      .on('query')
      .columns(['user_id', 'changed_on'])
      .execute();
    await db.schema.createIndex('ix_query_changed_on').on('query').column('changed_on').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('query').execute();
  },
};
