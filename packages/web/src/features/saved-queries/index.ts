export { SavedQueryListPage, savedQueryPath } from './components/SavedQueryListPage';
