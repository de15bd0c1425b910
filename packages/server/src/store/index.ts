export { openStore, type Store, type StoreDialect, storeDialectOf } from './connection';
export { MigrationError, migrateToLatest, migrationStatus } from './migrate';
export type * from './schema';
