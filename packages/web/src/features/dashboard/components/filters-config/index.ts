export { FiltersConfigEntry } from './FiltersConfigEntry';
export { FiltersConfigModal } from './FiltersConfigModal';
