import { legacyCoreChart } from '../legacy';
import { timePivotMetadata } from './metadata';

export { timePivotMetadata } from './metadata';

export const timePivotChart = legacyCoreChart('time_pivot', timePivotMetadata);
