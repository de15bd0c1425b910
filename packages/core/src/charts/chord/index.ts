import { legacyCoreChart } from '../legacy';
import { chordMetadata } from './metadata';

export { chordMetadata } from './metadata';

export const chordChart = legacyCoreChart('chord', chordMetadata);
