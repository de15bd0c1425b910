import { legacyCoreChart } from '../legacy';
import { worldMapMetadata } from './metadata';

export { lookupCountry } from '../../legacy-viz/geo/countries';
export { alpha3OfAtlasShape } from './iso-numeric';
export { worldMapMetadata } from './metadata';

/** World Map reads explore_json; its query is the server's WorldMapViz. */
export const worldMapChart = legacyCoreChart('world_map', worldMapMetadata);
