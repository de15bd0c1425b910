import { buildWordCloudQuery, wordCloudMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { wordCloudControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { WordCloudChartProps } from './transformProps';

export const wordCloudPlugin: ChartPlugin<WordCloudChartProps> = {
  id: 'word_cloud',
  metadata: { ...wordCloudMetadata, ...chartImages.word_cloud },
  controlPanel: wordCloudControlPanel,
  buildQuery: buildWordCloudQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformWordCloudProps),
  ),
  component: lazyChart(() => import('./WordCloudChart')),
};
