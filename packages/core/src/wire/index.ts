// Superset's wire types as zod schemas with their inferred types, shared by the server and the web app.
export * from './chart-status';
export * from './dashboard-metadata';
export * from './data-mask';
export * from './form-data';
export * from './form-data-parts';
export * from './generic-data-type';
export * from './issues';
export * from './layout';
export * from './layout-constants';
export * from './query-context';
export * from './query-result';
export * from './schema-runtime';
