// Superset's chart-data post-processing operations over row frames (SUPERSET_FACTS §2).
export * from './aggregators';
export { applyPostProcessing, frameFromRecords, type PostProcessingStep, splitFlatColumnName } from './apply';
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
export { POST_PROCESSING_OPERATIONS, type PostProcessingOperation, PostProcessingRegistry } from './registry';
export { RESAMPLE_METHODS } from './resample';
export { ROLLING_TYPES } from './rolling';
