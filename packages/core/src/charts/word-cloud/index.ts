import type { CoreChart } from '../types';
import { buildWordCloudQuery } from './buildQuery';
import { wordCloudMetadata } from './metadata';

export { buildWordCloudQuery, WORD_CLOUD_DEFAULT_ROW_LIMIT } from './buildQuery';
export { wordCloudMetadata } from './metadata';

export const wordCloudChart: CoreChart = {
  id: 'word_cloud',
  metadata: wordCloudMetadata,
  buildQuery: buildWordCloudQuery,
};
