import { buildLegacyQuery, pairedTTestMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { pairedTTestControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { PairedTTestProps } from './transformProps';

export const pairedTTestPlugin: ChartPlugin<PairedTTestProps> = {
  id: 'paired_ttest',
  metadata: { ...pairedTTestMetadata, ...chartImages.paired_ttest },
  controlPanel: pairedTTestControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformPairedTTestProps),
  ),
  component: lazyChart(() => import('./PairedTTestChart')),
};
