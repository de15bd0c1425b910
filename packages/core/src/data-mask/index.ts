export {
  type CrossFilterTarget,
  crossFilterExtraFormData,
  withDashboardExtraFormData,
} from './cross-filters';
export { combineExtraFormData, filterColumn } from './extra-form-data';
