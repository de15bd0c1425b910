import { legacyCoreChart } from '../legacy';
import { bulletMetadata } from './metadata';

export { bulletMetadata } from './metadata';

export const bulletChart = legacyCoreChart('bullet', bulletMetadata);
