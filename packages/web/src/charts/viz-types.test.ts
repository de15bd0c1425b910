import { unknownVizTypes } from '@tessera/core';
import { expect, test } from 'vitest';
import { chartRegistry } from './plugins';

test("every chart the web registers is one of Superset's viz types", () => {
  expect(chartRegistry.ids().length).toBeGreaterThan(0);
  expect(unknownVizTypes(chartRegistry.ids())).toEqual([]);
});
