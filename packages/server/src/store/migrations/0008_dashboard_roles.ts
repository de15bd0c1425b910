/**
 * Dashboard roles (Superset's `dashboard_roles`): the roles a dashboard is shared with. With
 * DASHBOARD_RBAC Superset grants access by them; here they are saved and shown.
 */
import type { StoreDialect } from '../connection';
import type { MigrationDb, PortableMigration } from './helpers';
import { withId } from './helpers';

export const dashboardRolesMigration: PortableMigration = {
  name: '0008_dashboard_roles',
  async up(db: MigrationDb, dialect: StoreDialect) {
    await withId(db.schema.createTable('dashboard_roles'), dialect)
      .addColumn('dashboard_id', 'integer', (col) =>
        col.notNull().references('dashboards.id').onDelete('cascade'),
      )
      .addColumn('role_id', 'integer', (col) => col.notNull().references('ab_role.id').onDelete('cascade'))
      .addUniqueConstraint('uq_dashboard_roles', ['dashboard_id', 'role_id'])
      .execute();
    await db.schema.createIndex('ix_dashboard_roles_role').on('dashboard_roles').column('role_id').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('dashboard_roles').execute();
  },
};
