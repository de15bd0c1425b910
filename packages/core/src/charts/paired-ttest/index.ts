import { legacyCoreChart } from '../legacy';
import { pairedTTestMetadata } from './metadata';

export { pairedTTestMetadata } from './metadata';

export const pairedTTestChart = legacyCoreChart('paired_ttest', pairedTTestMetadata);
