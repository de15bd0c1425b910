export { FiltersConfigEntry } from './FiltersConfigEntry';
export { FiltersConfigModal } from './FiltersConfigModal';
export { ScopeEditor } from './ScopeEditor';
