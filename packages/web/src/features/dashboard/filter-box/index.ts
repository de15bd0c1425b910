export { FilterBoxMigration, type FilterBoxMigrationProps } from './FilterBoxMigration';
export { useFilterBoxFilters } from './filterBoxStore';
