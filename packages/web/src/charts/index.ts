import { chartRegistry } from './plugins';

export { ChartView } from './ChartView';
export { chartActions, initialChartState } from './chartState';
export * from './shared/datasource';
export * from './shared/formData';
export * from './shared/metrics';
export * from './shared/options';
export type { ChartPlugin } from './types';
export { chartRegistry };
