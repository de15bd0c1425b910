/**
 * Superset's sequential colour schemes (linear_color_scheme) that its example charts use: Superset's
 * own two and the d3-scale-chromatic ones, as their nine-step lists. An unknown id falls back to
 * superset_seq_1, Superset's default.
 */
const SEQUENTIAL: Readonly<Record<string, readonly string[]>> = {
  superset_seq_1: [
    '#F4FAD4',
    '#D7F1AC',
    '#A9E3AF',
    '#82CDBB',
    '#63C1BF',
    '#1FA8C9',
    '#2367AC',
    '#2A2D84',
    '#251354',
    '#050415',
  ],
  superset_seq_2: [
    '#FBF1B4',
    '#FDD093',
    '#FEAD71',
    '#FF7F44',
    '#E04355',
    '#C53D6F',
    '#952B7B',
    '#4F167B',
    '#251354',
    '#050415',
  ],
  blue_white_yellow: ['#00d1c1', '#ffffff', '#ffb400'],
  oranges: ['#fef0d9', '#fc8d59', '#b30000'],
  schemeBlues: [
    '#f7fbff',
    '#deebf7',
    '#c6dbef',
    '#9ecae1',
    '#6baed6',
    '#4292c6',
    '#2171b5',
    '#08519c',
    '#08306b',
  ],
  schemePuBuGn: [
    '#fff7fb',
    '#ece2f0',
    '#d0d1e6',
    '#a6bddb',
    '#67a9cf',
    '#3690c0',
    '#02818a',
    '#016c59',
    '#014636',
  ],
  schemeYlOrBr: [
    '#ffffe5',
    '#fff7bc',
    '#fee391',
    '#fec44f',
    '#fe9929',
    '#ec7014',
    '#cc4c02',
    '#993404',
    '#662506',
  ],
};

export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export function sequentialColors(id: unknown): readonly string[] {
  return SEQUENTIAL[typeof id === 'string' ? id : ''] ?? SEQUENTIAL[DEFAULT_SEQUENTIAL_SCHEME]!;
}
