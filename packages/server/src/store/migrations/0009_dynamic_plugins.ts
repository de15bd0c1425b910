/**
 * Dynamic plugins (Superset's `dynamic_plugin`): chart plugins built outside Tessera, registered
 * by an admin with a key and the URL of their bundle, and loaded by the web app at run time when
 * the DYNAMIC_PLUGINS feature flag is on.
 */
import type { StoreDialect } from '../connection';
import type { MigrationDb, PortableMigration } from './helpers';
import { withAudit, withId } from './helpers';

export const dynamicPluginsMigration: PortableMigration = {
  name: '0009_dynamic_plugins',
  async up(db: MigrationDb, dialect: StoreDialect) {
    await withAudit(withId(db.schema.createTable('dynamic_plugin'), dialect))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      /** The plugin's package name; also the viz_type its bundle registers. */
      .addColumn('key', 'text', (col) => col.notNull().unique())
      .addColumn('bundle_url', 'text', (col) => col.notNull().unique())
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('dynamic_plugin').execute();
  },
};
