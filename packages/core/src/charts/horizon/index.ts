import { legacyCoreChart } from '../legacy';
import { horizonMetadata } from './metadata';

export { horizonMetadata } from './metadata';

export const horizonChart = legacyCoreChart('horizon', horizonMetadata);
