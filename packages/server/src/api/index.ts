/**
 * Every route module, registered in one place. Add one `await app.register(...)` line per module.
 */
import type { FastifyInstance } from 'fastify';
import annotationLayerRoutes from './annotation-layer';
import asyncEventRoutes from './async-event';
import bootstrapRoutes from './bootstrap';
import chartRoutes from './chart';
import chartDataRoutes from './chart-data';
import dashboardRoutes from './dashboard';
import dashboardStateRoutes from './dashboard-state';
import databaseRoutes from './database';
import datasetRoutes from './dataset';
import datasetSamplesRoutes from './dataset-samples';
import datasourceRoutes from './datasource';
import datasourceSamplesRoutes from './datasource-samples';
import dynamicPluginRoutes from './dynamic-plugins';
import embeddedDashboardRoutes from './embedded-dashboard';
import exploreJsonRoutes from './explore-json';
import exploreStateRoutes from './explore-state';
import filterSetRoutes from './filter-sets';
import filterValuesRoutes from './filter-values';
import guestTokenRoutes from './guest-token';
import healthRoutes from './health';
import logRoutes from './log';
import meRoutes from './me';
import queryRoutes from './query';
import recentActivityRoutes from './recent-activity';
import rowLevelSecurityRoutes from './row-level-security';
import savedQueryRoutes from './saved-query';
import securityRoutes from './security';
import securityRoleRoutes from './security-roles';
import securityUserRoutes from './security-users';
import sqllabRoutes from './sqllab';
import timeRangeRoutes from './time-range';

export async function registerApi(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(securityRoutes);
  await app.register(securityUserRoutes);
  await app.register(securityRoleRoutes);
  await app.register(rowLevelSecurityRoutes);
  await app.register(guestTokenRoutes);
  await app.register(meRoutes);
  await app.register(bootstrapRoutes);
  await app.register(databaseRoutes);
  await app.register(datasetRoutes);
  await app.register(chartRoutes);
  await app.register(asyncEventRoutes);
  await app.register(chartDataRoutes);
  await app.register(exploreJsonRoutes);
  await app.register(datasetSamplesRoutes);
  await app.register(datasourceSamplesRoutes);
  await app.register(datasourceRoutes);
  await app.register(dashboardRoutes);
  await app.register(dashboardStateRoutes);
  await app.register(embeddedDashboardRoutes);
  await app.register(filterSetRoutes);
  await app.register(exploreStateRoutes);
  await app.register(timeRangeRoutes);
  await app.register(filterValuesRoutes);
  await app.register(logRoutes);
  await app.register(sqllabRoutes);
  await app.register(queryRoutes);
  await app.register(savedQueryRoutes);
  await app.register(annotationLayerRoutes);
  await app.register(recentActivityRoutes);
  await app.register(dynamicPluginRoutes);
}
