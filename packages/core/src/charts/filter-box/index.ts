import { legacyCoreChart } from '../legacy';
import { filterBoxMetadata } from './metadata';

export { type FilterBoxSelection, filterBoxDataMask } from './data-mask';
export { filterBoxMetadata } from './metadata';

export const filterBoxChart = legacyCoreChart('filter_box', filterBoxMetadata);
