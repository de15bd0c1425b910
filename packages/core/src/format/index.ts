export * from './choices';
export * from './currency';
export * from './duration';
export * from './number-format';
export * from './time-format';
