import { buildLegacyQuery, pairedTTestMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { pairedTTestControlPanel } from './controlPanel';
import { type PairedTTestProps, transformPairedTTestProps } from './transformProps';

export const pairedTTestPlugin: ChartPlugin<PairedTTestProps> = {
  id: 'paired_ttest',
  metadata: pairedTTestMetadata,
  controlPanel: pairedTTestControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformPairedTTestProps,
  component: lazy(() => import('./PairedTTestChart')),
};
