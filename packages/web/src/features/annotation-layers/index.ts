export { AnnotationLayerListPage, layerPath } from './components/AnnotationLayerListPage';
export { AnnotationListPage } from './components/AnnotationListPage';
