export * from './api/listApi';
export { ChartListPage, vizTypeName } from './components/ChartListPage';
export { DashboardListPage, dashboardPath } from './components/DashboardListPage';
export { DatasetListPage } from './components/DatasetListPage';
export { ListView, type ListViewProps } from './components/ListView';
export { buildListQuery, defaultListState, type ListState } from './lib/listQuery';
