export { deckCharts } from './charts';
export {
  alphaRamp,
  categoricalScale,
  colorAt,
  hexRgba,
  PRIMARY_COLOR,
  pickerRgba,
  sampleColors,
} from './colors';
export type { DeckTransformOptions } from './common';
export { aggregationOf, unitToRadius } from './layers-points';
export { breakPoints, metricColorScale } from './layers-shapes';
export { DECK_VIZ_TYPES, type DeckVizType, deckMetadata, isDeckVizType } from './metadata';
export {
  combineLayerSets,
  type DeckSubslice,
  deckLayerSet,
  deckSubslices,
  EMPTY_LAYER_SET,
  subsliceFormData,
} from './transform';
export type * from './types';
export { DEFAULT_VIEWPORT, fitViewport, initialViewport, savedViewport } from './viewport';
