export { type LegacyChartAnswer, legacyAnswer, legacyData, type NvdSeries, seriesKeyText } from './payload';
export {
  LEGACY_CHART_DATA_PATH,
  type LegacyRequestOptions,
  legacyChartDataRequest,
  legacyChartDataUrl,
} from './request';
