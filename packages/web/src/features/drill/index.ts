// Drill to detail: the rows behind a chart or a clicked element (Superset's DrillDetailPane).
export { describeFilter, drillPayload } from './lib/drillPayload';
export { type DrillHost, useDrillToDetail } from './useDrillToDetail';
