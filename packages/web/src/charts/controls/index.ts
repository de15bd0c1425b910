export * from './catalogue';
export * from './datasource';
export * from './panel';
export type * from './types';
export * from './validators';
