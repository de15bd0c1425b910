export {
  addChartToDashboard,
  createDashboard,
  type DashboardChart,
  type DashboardDetail,
  useDashboardChartsQuery,
  useDashboardQuery,
} from './api/dashboardApi';
export * from './lib/layout';
