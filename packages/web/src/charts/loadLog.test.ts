import type { QueryFormData } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventLogger, loadFailedEvent, loadSucceededEvent } from './loadLog';

const formData: QueryFormData = {
  viz_type: 'pie',
  datasource: '3__table',
  slice_id: 12,
  extra_filters: [{ col: 'a', op: 'IN', val: ['x'] }],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('load_chart events', () => {
  it('a success names the chart, its rows, the cache and the time it took', () => {
    const event = loadSucceededEvent({ formData, startTime: 1000, now: 1250, force: true }, [
      {
        data: [],
        colnames: [],
        coltypes: [],
        rowcount: 7,
        is_cached: true,
        cached_dttm: '1970-01-01T00:00:01',
        applied_filters: [{ column: 'a' }],
      },
    ]);
    expect(event).toMatchObject({
      event_name: 'load_chart',
      slice_id: 12,
      applied_filters: [{ column: 'a' }],
      is_cached: true,
      force_refresh: true,
      row_count: 7,
      datasource: '3__table',
      duration: 250,
      has_extra_filters: true,
      viz_type: 'pie',
      data_age: 250,
    });
  });

  it('a failure carries has_err and its details (abort, timeout or the error)', () => {
    const event = loadFailedEvent(
      { formData: { ...formData, slice_id: undefined }, startTime: 5, now: 9 },
      'abort',
    );
    expect(event).toMatchObject({
      event_name: 'load_chart',
      slice_id: 0,
      has_err: true,
      error_details: 'abort',
      duration: 4,
    });
  });
});

describe('event logger', () => {
  it('posts the events of one second together and drops a failed post', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const logger = createEventLogger(post);
    logger.log({ event_name: 'a' });
    logger.log({ event_name: 'b' });
    await vi.advanceTimersByTimeAsync(999);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledWith([{ event_name: 'a' }, { event_name: 'b' }]);
    logger.log({ event_name: 'c' });
    await logger.flush();
    expect(post).toHaveBeenLastCalledWith([{ event_name: 'c' }]);
  });
});
