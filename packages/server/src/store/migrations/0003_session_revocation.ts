/**
 * Server-side session revocation, shared by every server on the store:
 * - `ab_user.token_version` is embedded in each token a user gets; bumping it (password change,
 *   deactivation) ends all of that user's sessions and tokens at once;
 * - `revoked_token` lists single tokens ended early (logout) by their id, until they would have
 *   expired anyway; expired rows are pruned when new ones are written.
 */
import type { MigrationDb, PortableMigration } from './helpers';

export const sessionRevocationMigration: PortableMigration = {
  name: '0003_session_revocation',
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('ab_user')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('revoked_token')
      .addColumn('jti', 'text', (col) => col.primaryKey())
      // No foreign key: a deleted user's session may still log out, and its row is pruned anyway.
      .addColumn('user_id', 'integer')
      .addColumn('expires_on', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ix_revoked_token_expires_on')
      .on('revoked_token')
      .column('expires_on')
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('revoked_token').execute();
    await db.schema.alterTable('ab_user').dropColumn('token_version').execute();
  },
};
