/**
 * Embedded dashboards (Superset's `embedded_dashboards`): a dashboard made embeddable gets a uuid
 * that `@superset-ui/embedded-sdk` loads at `/embedded/{uuid}`, and the origins allowed to frame it.
 */
import type { StoreDialect } from '../connection';
import type { MigrationDb, PortableMigration } from './helpers';
import { withAudit } from './helpers';

export const embeddedDashboardsMigration: PortableMigration = {
  name: '0007_embedded_dashboards',
  async up(db: MigrationDb, _dialect: StoreDialect) {
    await withAudit(db.schema.createTable('embedded_dashboards'))
      .addColumn('uuid', 'text', (col) => col.primaryKey())
      .addColumn('dashboard_id', 'integer', (col) =>
        col.notNull().unique().references('dashboards.id').onDelete('cascade'),
      )
      /** JSON array of origins; empty means any origin may embed. */
      .addColumn('allowed_domains', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('embedded_dashboards').execute();
  },
};
