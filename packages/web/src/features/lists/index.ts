export * from './api/listApi';
export { exportBundle, importBundle, type TransferResource } from './api/transfer';
export { Certified, Modified, Tags } from './components/Cells';
export { ChartListPage, vizTypeName } from './components/ChartListPage';
export { DashboardListPage, dashboardPath } from './components/DashboardListPage';
export { DatasetListPage } from './components/DatasetListPage';
export { FavoriteStar } from './components/FavoriteStar';
export { ListView, type ListViewProps } from './components/ListView';
export { Owners } from './components/Owners';
export {
  type ListContextHelpers,
  type ResourceConfig,
  ResourceListPage,
} from './components/ResourceListPage';
export { buildListQuery, defaultListState, type ListState } from './lib/listQuery';
