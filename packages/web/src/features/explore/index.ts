export {
  type ChartDetail,
  type DatasetDetail,
  saveChart,
  useDatasetQuery,
  useSliceQuery,
} from './api/exploreApi';
export { defaultFormData, formDataFromChart, validateFormData } from './lib/formData';
export { type DashboardChoice, saveExploreChart } from './lib/saveChart';
export { exploreActions, exploreReducer, exploreSlice } from './state/exploreSlice';
