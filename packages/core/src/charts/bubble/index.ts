import type { CoreChart } from '../types';
import { buildBubbleQuery } from './buildQuery';
import { bubbleMetadata } from './metadata';

export { buildBubbleQuery } from './buildQuery';
export { bubbleMetadata } from './metadata';

export const bubbleChart: CoreChart = {
  id: 'bubble_v2',
  metadata: bubbleMetadata,
  buildQuery: buildBubbleQuery,
};
