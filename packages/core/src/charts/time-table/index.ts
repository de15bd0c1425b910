import { legacyCoreChart } from '../legacy';
import { timeTableMetadata } from './metadata';

export { timeTableMetadata } from './metadata';

export const timeTableChart = legacyCoreChart('time_table', timeTableMetadata);
