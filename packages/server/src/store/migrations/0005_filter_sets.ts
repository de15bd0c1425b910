/**
 * Dashboard filter sets (Superset's `filter_sets` table): a named set of native-filter values
 * owned by a dashboard (shared with its owners) or by a user; json_metadata holds the native
 * filters and their data mask. Deleting the dashboard deletes its sets.
 */
import type { MigrationDb, PortableMigration } from './helpers';
import { withAudit, withId } from './helpers';

export const filterSetsMigration: PortableMigration = {
  name: '0005_filter_sets',
  async up(db: MigrationDb, dialect) {
    await withAudit(
      withId(db.schema.createTable('filter_sets'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('json_metadata', 'text', (col) => col.notNull())
        .addColumn('owner_id', 'integer', (col) => col.notNull())
        .addColumn('owner_type', 'text', (col) => col.notNull())
        .addColumn('dashboard_id', 'integer', (col) =>
          col.notNull().references('dashboards.id').onDelete('cascade'),
        ),
    ).execute();
    await db.schema
      .createIndex('ix_filter_sets_dashboard_id')
      .on('filter_sets')
      .column('dashboard_id')
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('filter_sets').execute();
  },
};
