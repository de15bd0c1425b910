import type { DeckPalette } from './types';

/** A small palette for tests: three categorical colours and two sequential schemes. */
export const testPalette: DeckPalette = {
  categorical: ['#1FA8C9', '#454E7C', '#5AC189'],
  sequential: (id) => (id === 'oranges' ? ['#fef0d9', '#fc8d59', '#b30000'] : ['#ffffff', '#000000']),
};
