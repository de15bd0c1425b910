import { buildLegacyQuery, chordMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { chordControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { ChordProps } from './transformProps';

export const chordPlugin: ChartPlugin<ChordProps> = {
  id: 'chord',
  metadata: { ...chordMetadata, ...chartImages.chord },
  controlPanel: chordControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformChordProps),
  ),
  component: lazyChart(() => import('./ChordChart')),
};
