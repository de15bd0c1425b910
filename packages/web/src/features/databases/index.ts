export { DatabaseListPage } from './components/DatabaseListPage';
export { DatabaseModal } from './components/DatabaseModal';
