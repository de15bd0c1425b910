import type { ChartMetadata } from '../types';

/** Superset's Chord Diagram (a legacy chart: it reads /superset/explore_json/). */
export const chordMetadata: ChartMetadata = {
  name: 'Chord Diagram',
  category: 'Relationships',
  description:
    'Flows between the values of two columns on a circle: each value an arc sized by its total, each ribbon the metric between a source and a target.',
  tags: ['Circular', 'Legacy', 'Proportional', 'Relational'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
