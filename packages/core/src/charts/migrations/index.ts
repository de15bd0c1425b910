export {
  type ChartConfig,
  findVizMigration,
  type MigratedFormData,
  migrateChartConfig,
  migrateFormData,
} from './migrate';
export { VIZ_MIGRATIONS, type VizMigration } from './processors';
