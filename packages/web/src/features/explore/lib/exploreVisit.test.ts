import { describe, expect, it } from 'vitest';
import { exploreVisitEvent } from './exploreVisit';

describe('explore visit event', () => {
  it('names the chart, so recent activity lists it as an Explore visit', () => {
    expect(exploreVisitEvent(12, 1000)).toEqual({
      event_name: 'mount_explorer',
      source: 'explore',
      source_id: 12,
      slice_id: 12,
      ts: 1000,
    });
  });
});
