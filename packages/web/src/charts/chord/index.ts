import { buildLegacyQuery, chordMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { chordControlPanel } from './controlPanel';
import { type ChordProps, transformChordProps } from './transformProps';

export const chordPlugin: ChartPlugin<ChordProps> = {
  id: 'chord',
  metadata: chordMetadata,
  controlPanel: chordControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformChordProps,
  component: lazy(() => import('./ChordChart')),
};
