export { default as ChartAddPage } from './components/ChartAddPage';
