import { normaliseQueryContext } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  ClientEventsError,
  clientEventToLog,
  LOAD_CHART,
  loadChartEvents,
  MAX_CLIENT_EVENTS,
  parseClientEvents,
} from '../../src/event-log';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function context(formData: Record<string, unknown>, force = false) {
  return normaliseQueryContext({
    datasource: { id: 22, type: 'table' },
    queries: [
      { columns: ['country'], metrics: ['count'] },
      { columns: [], metrics: ['count'] },
    ],
    force,
    form_data: formData,
  });
}

describe('loadChartEvents', () => {
  it('logs one load_chart per query result with the fields Superset logs', () => {
    const events = loadChartEvents({
      context: context({ slice_id: 7, viz_type: 'pie', datasource: '22__table', dashboardId: 3 }),
      results: [
        {
          is_cached: true,
          cached_dttm: '2026-11-21T11:59:00',
          rowcount: 4,
          applied_filters: [{ column: 'country' }],
        },
        { is_cached: false, cached_dttm: null, rowcount: 1, applied_filters: [] },
      ],
      userId: 5,
      durationMs: 41.7,
      referrer: 'http://localhost/superset/dashboard/3/',
      now: NOW,
    });
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      action: LOAD_CHART,
      userId: 5,
      sliceId: 7,
      dashboardId: 3,
      durationMs: 41.7,
      referrer: 'http://localhost/superset/dashboard/3/',
    });
    expect(events[0]?.payload).toEqual({
      event_name: 'load_chart',
      slice_id: 7,
      applied_filters: [{ column: 'country' }],
      is_cached: true,
      force_refresh: false,
      rowcount: 4,
      datasource: '22__table',
      duration: 42,
      viz_type: 'pie',
      data_age: 60_000,
      has_extra_filters: false,
      ts: NOW,
    });
    expect(events[1]?.payload).toMatchObject({ is_cached: false, data_age: null, rowcount: 1 });
  });

  it('prefers the route’s slice id, names the datasource from the context, and sees dashboard filters', () => {
    const [legacy] = loadChartEvents({
      context: context({ extra_filters: [{ col: 'country', op: 'in', val: ['FR'] }] }, true),
      results: [{}],
      userId: null,
      durationMs: 5,
      sliceId: 11,
      now: NOW,
    });
    expect(legacy?.sliceId).toBe(11);
    expect(legacy?.payload).toMatchObject({
      slice_id: 11,
      datasource: '22__table',
      viz_type: null,
      force_refresh: true,
      has_extra_filters: true,
      rowcount: null,
      applied_filters: [],
    });
    const [native] = loadChartEvents({
      context: context({ extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } }),
      results: [{}],
      userId: null,
      durationMs: 5,
      now: NOW,
    });
    expect(native?.payload).toMatchObject({ has_extra_filters: true });
    const [none] = loadChartEvents({
      context: context({ extra_form_data: { filters: [] } }),
      results: [{}],
      userId: null,
      durationMs: 5,
      now: NOW,
    });
    expect(none?.payload).toMatchObject({ has_extra_filters: false });
  });
});

describe('parseClientEvents', () => {
  const event = { event_name: 'mount_dashboard', source: 'dashboard', source_id: 3, ts: NOW, duration: 812 };

  it('accepts the list itself or its JSON text (the sendBeacon form field)', () => {
    expect(parseClientEvents({ events: [event] })).toEqual([event]);
    expect(parseClientEvents({ events: JSON.stringify([event, event]) })).toHaveLength(2);
    expect(parseClientEvents({ events: [] })).toEqual([]);
  });

  it.each([
    [undefined, 'Send the events as field "events"'],
    [{ events: '[{' }, 'events is not valid JSON.'],
    [{ events: { event_name: 'x' } }, 'events must be a JSON list of objects.'],
    [{ events: [1] }, 'events[0] must be an object.'],
    [{ events: [event, { source: 'x' }] }, 'events[1].event_name must be a non-empty string.'],
    [{ events: [{ event_name: 'x', ts: 'soon' }] }, 'events[0].ts must be a number'],
    [{ events: [{ event_name: 'x', source: 3 }] }, 'events[0].source must be a string.'],
  ])('refuses %j', (body, message) => {
    expect(() => parseClientEvents(body)).toThrow(ClientEventsError);
    expect(() => parseClientEvents(body)).toThrow(message);
  });

  it('caps the number of events and the bytes, flagged as too large', () => {
    const many = Array.from({ length: MAX_CLIENT_EVENTS + 1 }, () => ({ event_name: 'x' }));
    const tooMany = (() => {
      try {
        parseClientEvents({ events: many });
      } catch (error) {
        return error as ClientEventsError;
      }
    })();
    expect(tooMany?.message).toBe('Too many events: 101 in one request (at most 100).');
    expect(tooMany?.tooLarge).toBe(true);
    const big = [{ event_name: 'x', blob: 'y'.repeat(70_000) }];
    expect(() => parseClientEvents({ events: big })).toThrow('events is larger than 65536 bytes.');
    expect(() => parseClientEvents({ events: JSON.stringify(big) })).toThrow('larger than 65536 bytes');
  });
});

describe('clientEventToLog', () => {
  it('stores the event as Superset does (action log) and fills the id columns from it', () => {
    const dashboardEvent = {
      event_name: 'mount_dashboard',
      source: 'dashboard',
      source_id: 3,
      duration: 812,
    };
    expect(clientEventToLog(dashboardEvent, 5, 'http://x/')).toEqual({
      action: 'log',
      userId: 5,
      sliceId: null,
      dashboardId: 3,
      durationMs: 812,
      referrer: 'http://x/',
      payload: dashboardEvent,
    });
    const chartEvent = { event_name: 'render_chart', source: 'explore', source_id: 9, slice_id: '9' };
    expect(clientEventToLog(chartEvent, 5, null)).toMatchObject({
      sliceId: 9,
      dashboardId: null,
      durationMs: null,
    });
  });
});
