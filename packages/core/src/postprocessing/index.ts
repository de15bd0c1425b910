// Superset's chart-data post-processing operations over row frames (SUPERSET_FACTS §2).
export { NUMPY_AGGREGATES, type NumpyAggregate } from './aggregators';
export { applyPostProcessing, frameFromRecords, type PostProcessingStep, splitFlatColumnName } from './apply';
export { WHISKER_TYPES } from './boxplot';
export { COMPARE_TYPES, type CompareType } from './compare';
export { CONTRIBUTION_ORIENTATIONS } from './contribution';
export { CUMULATIVE_OPERATORS } from './cum';
export * from './errors';
export {
  escapeSeparator,
  FLAT_COLUMN_SEPARATOR,
  type Frame,
  type FrameColumnKind,
  flatColumnName,
  NULL_STRING,
  type Row,
  TIME_COMPARISON,
  unescapeSeparator,
} from './frame';
export { parseGeodetic } from './geodetic';
export { decodeGeohash, encodeGeohash } from './geohash';
export { MAX_HISTOGRAM_BINS } from './histogram';
export { POST_PROCESSING_OPERATIONS, type PostProcessingOperation, PostProcessingRegistry } from './registry';
export { RESAMPLE_METHODS } from './resample';
export { ROLLING_TYPES, WINDOW_TYPES } from './rolling';
