/**
 * Tags (Superset's `tag` and `tagged_object`): named labels on charts, dashboards and saved
 * queries. `type` is Superset's TagType name (custom, type, owner, favorited_by); only custom
 * tags are made by people. `object_type` is Superset's ObjectType name (query = a saved query,
 * chart, dashboard, dataset).
 */
import type { StoreDialect } from '../connection';
import type { MigrationDb, PortableMigration } from './helpers';
import { withAudit, withId } from './helpers';

export const tagsMigration: PortableMigration = {
  name: '0010_tags',
  async up(db: MigrationDb, dialect: StoreDialect) {
    await withAudit(withId(db.schema.createTable('tag'), dialect))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('type', 'text', (col) => col.notNull().defaultTo('custom'))
      .addColumn('description', 'text')
      .execute();
    await withAudit(withId(db.schema.createTable('tagged_object'), dialect))
      .addColumn('tag_id', 'integer', (col) => col.notNull().references('tag.id').onDelete('cascade'))
      .addColumn('object_id', 'integer', (col) => col.notNull())
      .addColumn('object_type', 'text', (col) => col.notNull())
      .addUniqueConstraint('uq_tagged_object', ['tag_id', 'object_id', 'object_type'])
      .execute();
    await db.schema
      .createIndex('ix_tagged_object_object')
      .on('tagged_object')
      .columns(['object_type', 'object_id'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('tagged_object').execute();
    await db.schema.dropTable('tag').execute();
  },
};
