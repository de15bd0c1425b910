// The dashboard's filter configuration reuses Explore's filter and time range editors for pre-filters.
export { fetchFilterValues } from './api/controlData';
export {
  type ChartDetail,
  type DatasetDetail,
  saveChart,
  useDatasetQuery,
  useSliceQuery,
} from './api/exploreApi';
export { AdhocFilterControl } from './components/controls/AdhocFilterControl/AdhocFilterControl';
export { TimeRangeControl } from './components/controls/TimeRangeControl/TimeRangeControl';
// A dashboard chart's "View as table" shows its rows as Explore's results pane does.
export { ResultTable } from './components/ResultTable';
export { defaultFormData, formDataFromChart, validateFormData } from './lib/formData';
export { type DashboardChoice, saveExploreChart } from './lib/saveChart';
export { exploreActions, exploreReducer, exploreSlice } from './state/exploreSlice';
