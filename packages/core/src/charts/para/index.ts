import { legacyCoreChart } from '../legacy';
import { paraMetadata } from './metadata';

export { paraMetadata } from './metadata';

export const paraChart = legacyCoreChart('para', paraMetadata);
