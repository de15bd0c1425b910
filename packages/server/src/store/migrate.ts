/**
 * Applies the versioned migrations with Kysely's Migrator. Each runs in a transaction where the
 * dialect allows, and the migrator takes a lock so two servers starting at once do not race.
 */
import { type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { Store } from './connection';
import { toKyselyMigration } from './migrations/helpers';
import { MIGRATIONS } from './migrations/index';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

function provider(store: Store): MigrationProvider {
  return {
    async getMigrations() {
      const names = new Set<string>();
      const entries = MIGRATIONS.map((migration) => {
        if (names.has(migration.name))
          throw new MigrationError(`Duplicate migration name ${migration.name}.`);
        names.add(migration.name);
        return [migration.name, toKyselyMigration(migration, store.dialect)] as const;
      });
      return Object.fromEntries(entries);
    },
  };
}

function migrator(store: Store): Migrator {
  return new Migrator({
    // The Migrator only touches its own bookkeeping tables through this handle.
    db: store.db,
    provider: provider(store),
    migrationTableName: 'tessera_migration',
    migrationLockTableName: 'tessera_migration_lock',
    // Parallel work lands numbers out of order (0006 shipped before 0005): a store that already
    // ran a later migration still gets an earlier one it lacks.
    allowUnorderedMigrations: true,
  });
}

/** Migrates to the newest schema and returns the names applied now (empty when up to date). */
export async function migrateToLatest(store: Store): Promise<string[]> {
  const { error, results }: MigrationResultSet = await migrator(store).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${failed ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** Names of migrations known to the code and whether each has been applied. */
export async function migrationStatus(store: Store): Promise<{ name: string; applied: boolean }[]> {
  const migrations = await migrator(store).getMigrations();
  return migrations.map((migration) => ({
    name: migration.name,
    applied: migration.executedAt !== undefined,
  }));
}
