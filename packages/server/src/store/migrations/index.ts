/**
 * Every migration, in order. To change the schema, add a file `NNNN_what.ts` exporting a
 * PortableMigration and append it here; never edit a migration that has shipped.
 */
import { initialMigration } from './0001_initial';
import { annotationsMigration } from './0002_annotations';
import { sessionRevocationMigration } from './0003_session_revocation';
import { sqllabQueryMigration } from './0004_sqllab_query';
import { filterSetsMigration } from './0005_filter_sets';
import { rowLevelSecurityMigration } from './0006_row_level_security';
import { embeddedDashboardsMigration } from './0007_embedded_dashboards';
import { dashboardRolesMigration } from './0008_dashboard_roles';
import { dynamicPluginsMigration } from './0009_dynamic_plugins';
import { tagsMigration } from './0010_tags';
import type { PortableMigration } from './helpers';

export const MIGRATIONS: readonly PortableMigration[] = [
  initialMigration,
  annotationsMigration,
  sessionRevocationMigration,
  sqllabQueryMigration,
  filterSetsMigration,
  rowLevelSecurityMigration,
  embeddedDashboardsMigration,
  dashboardRolesMigration,
  dynamicPluginsMigration,
  tagsMigration,
];
