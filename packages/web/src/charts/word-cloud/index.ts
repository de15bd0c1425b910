import { buildWordCloudQuery, wordCloudMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { wordCloudControlPanel } from './controlPanel';
import { transformWordCloudProps, type WordCloudChartProps } from './transformProps';

export const wordCloudPlugin: ChartPlugin<WordCloudChartProps> = {
  id: 'word_cloud',
  metadata: wordCloudMetadata,
  controlPanel: wordCloudControlPanel,
  buildQuery: buildWordCloudQuery,
  transformProps: transformWordCloudProps,
  component: lazy(() => import('./WordCloudChart')),
};
