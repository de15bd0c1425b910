import { legacyCoreChart } from '../legacy';
import { countryMapMetadata } from './metadata';

export { COUNTRY_MAP_COUNTRIES, countryMapKey, countryMapLabel } from './countries';
export { countryMapMetadata } from './metadata';

/** Country Map reads explore_json; its query is the server's CountryMapViz. */
export const countryMapChart = legacyCoreChart('country_map', countryMapMetadata);
