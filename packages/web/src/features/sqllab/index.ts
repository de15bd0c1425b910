export { default as SqlLabPage } from './components/SqlLabPage';
