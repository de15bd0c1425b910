import { legacyCoreChart } from '../legacy';
import { partitionMetadata } from './metadata';

export { partitionMetadata } from './metadata';

export const partitionChart = legacyCoreChart('partition', partitionMetadata);
