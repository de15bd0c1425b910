import { expect, test } from 'vitest';
import { unknownVizTypes } from '../charts/viz-types';
import { legacyVizRegistry } from './registry';

test("every id the legacy registry serves is one of Superset's viz types", () => {
  expect(legacyVizRegistry.ids().length).toBeGreaterThan(0);
  expect(unknownVizTypes(legacyVizRegistry.ids())).toEqual([]);
});
