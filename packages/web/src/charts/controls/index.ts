export * from './catalogue';
export * from './datasource';
export * from './panel';
export * from './percentageChange';
export * from './selectLists';
export type * from './types';
export * from './validators';
