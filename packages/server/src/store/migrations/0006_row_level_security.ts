/**
 * Row-level security filters (Superset's `row_level_security_filters`, `rls_filter_roles` and
 * `rls_filter_tables`): a SQL clause applied to the queries of the named datasets, for the named
 * roles (Regular) or for everyone but them (Base). Clauses sharing a group key are ORed.
 */
import type { StoreDialect } from '../connection';
import { type MigrationDb, type PortableMigration, withAudit, withId } from './helpers';

export const rowLevelSecurityMigration: PortableMigration = {
  name: '0006_row_level_security',
  async up(db: MigrationDb, dialect: StoreDialect) {
    await withAudit(withId(db.schema.createTable('row_level_security_filters'), dialect))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('filter_type', 'text', (col) => col.notNull().defaultTo('Regular'))
      .addColumn('group_key', 'text')
      .addColumn('clause', 'text', (col) => col.notNull())
      .execute();
    await withId(db.schema.createTable('rls_filter_roles'), dialect)
      .addColumn('role_id', 'integer', (col) => col.notNull().references('ab_role.id').onDelete('cascade'))
      .addColumn('rls_filter_id', 'integer', (col) =>
        col.notNull().references('row_level_security_filters.id').onDelete('cascade'),
      )
      .addUniqueConstraint('uq_rls_filter_roles', ['rls_filter_id', 'role_id'])
      .execute();
    await withId(db.schema.createTable('rls_filter_tables'), dialect)
      .addColumn('table_id', 'integer', (col) => col.notNull().references('tables.id').onDelete('cascade'))
      .addColumn('rls_filter_id', 'integer', (col) =>
        col.notNull().references('row_level_security_filters.id').onDelete('cascade'),
      )
      .addUniqueConstraint('uq_rls_filter_tables', ['rls_filter_id', 'table_id'])
      .execute();
    await db.schema
      .createIndex('ix_rls_filter_tables_table')
      .on('rls_filter_tables')
      .column('table_id')
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('rls_filter_tables').execute();
    await db.schema.dropTable('rls_filter_roles').execute();
    await db.schema.dropTable('row_level_security_filters').execute();
  },
};
