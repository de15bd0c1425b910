// Superset's client processing (charts/client_processing.py) for the `post_processed` result type.
export * from './aggregators';
export * from './labels';
export * from './pivot';
export * from './python-format';
export * from './shape';
export * from './table';
export * from './totals';
export * from './types';
