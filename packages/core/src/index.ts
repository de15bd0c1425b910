// Public surface of @tessera/core: pure domain logic shared by the server and the web app.
export * from './cache-key';
export * from './charts';
export * from './client-processing';
export * from './color';
export * from './dashboard-filter-box';
export * from './dashboard-layout';
export * from './data-mask';
export * from './format';
export * from './legacy-viz';
export * from './list';
export * from './native-filters';
export * from './navigation';
export * from './postprocessing';
export * from './query';
export * from './security';
export * from './time';
export * from './wire';
