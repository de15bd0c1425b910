/**
 * Annotation layers and their annotations (Superset's `annotation_layer` and `annotation`
 * tables): the NATIVE source of chart annotation layers, answered in chart data's
 * `annotation_data`.
 */
import type { StoreDialect } from '../connection';
import { type MigrationDb, type PortableMigration, withAudit, withId } from './helpers';

export const annotationsMigration: PortableMigration = {
  name: '0002_annotations',
  async up(db: MigrationDb, dialect: StoreDialect) {
    await withAudit(withId(db.schema.createTable('annotation_layer'), dialect))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('descr', 'text')
      .execute();
    await withAudit(withId(db.schema.createTable('annotation'), dialect))
      .addColumn('start_dttm', 'text')
      .addColumn('end_dttm', 'text')
      .addColumn('layer_id', 'integer', (col) =>
        col.notNull().references('annotation_layer.id').onDelete('cascade'),
      )
      .addColumn('short_descr', 'text')
      .addColumn('long_descr', 'text')
      .addColumn('json_metadata', 'text')
      .execute();
    await db.schema.createIndex('ix_annotation_layer_id').on('annotation').column('layer_id').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('annotation').execute();
    await db.schema.dropTable('annotation_layer').execute();
  },
};
