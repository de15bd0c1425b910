import '../../../test/dom';
import type { DataMaskState } from '@tessera/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishFilterBoxes, useFilterBoxFilters } from './filterBoxStore';

afterEach(() => {
  cleanup();
  publishFilterBoxes(null);
});

const masks: DataMaskState = {
  '10': { extraFormData: { filters: [{ col: 'channel', op: 'IN', val: ['Web'] }] } },
  '11': { extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['North'] }] } },
};

describe('filter boxes around a dashboard chart', () => {
  it('gives each chart the active columns in its scope, and keeps the boxes out of cross-filters', () => {
    const { result, rerender } = renderHook(
      ({ chartId }) => useFilterBoxFilters(chartId, masks, ['channel']),
      {
        initialProps: { chartId: 2 },
      },
    );
    // No dashboard with filter boxes: the masks are the cross-filters as they are.
    expect(result.current.crossFilterMasks).toBe(masks);
    expect(result.current.extraFormData).toEqual({});

    act(() =>
      publishFilterBoxes({
        boxIds: new Set(['10']),
        active: {
          '10_channel': { chartId: 10, column: 'channel', values: ['Web'], chartsInScope: [2] },
        },
      }),
    );
    expect(Object.keys(result.current.crossFilterMasks)).toEqual(['11']);
    expect(result.current.extraFormData).toEqual({ filters: [{ col: 'channel', op: 'IN', val: ['Web'] }] });
    // A chart out of the box's scope (an immune one) gets nothing from it.
    rerender({ chartId: 3 });
    expect(result.current.extraFormData).toEqual({});
  });
});
