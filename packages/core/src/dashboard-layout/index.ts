export * from './history';
export * from './ops';
