import { legacyCoreChart } from '../legacy';
import { mapboxMetadata } from './metadata';

export {
  type ClusterAggregate,
  type ClusterAggregator,
  clusterLabel,
  clusterRadius,
  isDark,
  parseRgb,
  shortClusterLabel,
} from './clusters';
export { mapboxMetadata } from './metadata';
export {
  clampZoom,
  fitBounds,
  fromScreen,
  KM_PER_MILE,
  kmToPixels,
  MAX_ZOOM,
  MERCATOR_MAX_LATITUDE,
  pan,
  TILE_SIZE,
  toScreen,
  type Viewport,
  worldLngLat,
  worldPixel,
  zoomAround,
} from './viewport';

/** MapBox reads explore_json; its query is the server's MapboxViz. */
export const mapboxChart = legacyCoreChart('mapbox', mapboxMetadata);
