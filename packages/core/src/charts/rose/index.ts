import { legacyCoreChart } from '../legacy';
import { roseMetadata } from './metadata';

export { roseMetadata } from './metadata';

export const roseChart = legacyCoreChart('rose', roseMetadata);
