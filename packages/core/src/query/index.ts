// Superset query context: types, labels and normalisation (SUPERSET_FACTS §1.2–1.6).
export * from './context';
export { RESULT_TYPES } from './context-enums';
export * from './errors';
export * from './labels';
export * from './normalise';
export type * from './request';
export * from './types';
export * from './validate';
