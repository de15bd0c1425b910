import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartDataUrl } from './chartDataUrl';

const PATH = '/api/v1/chart/data';
const unsaved = { datasource: '3__table', viz_type: 'table', metrics: ['count'] } as QueryFormData;
const saved = { ...unsaved, slice_id: 42 } as QueryFormData;

function query(url: string): Record<string, string> {
  const [path, search = ''] = url.split('?');
  expect(path).toBe(PATH);
  return Object.fromEntries(new URLSearchParams(search));
}

// Spec 000: "POST /api/v1/chart/data | Query string: form_data (only slice_id), dashboard_id, force."
describe('chartDataUrl on /api/v1/chart/data', () => {
  it('sends no query string for an unsaved chart with no dashboard and no force', () => {
    expect(chartDataUrl(PATH, unsaved)).toBe(PATH);
    expect(chartDataUrl(PATH, { ...unsaved, slice_id: 0 } as QueryFormData)).toBe(PATH);
  });

  it('names a saved chart in form_data holding only its slice_id, not the rest of its form data', () => {
    expect(query(chartDataUrl(PATH, saved))).toEqual({ form_data: '{"slice_id":42}' });
  });

  it('adds the dashboard and force=true when set', () => {
    expect(query(chartDataUrl(PATH, saved, { dashboardId: 5, force: true }))).toEqual({
      form_data: '{"slice_id":42}',
      dashboard_id: '5',
      force: 'true',
    });
    expect(query(chartDataUrl(PATH, unsaved, { force: true }))).toEqual({ force: 'true' });
  });

  it('leaves out a dashboard that is not set and force when false', () => {
    expect(chartDataUrl(PATH, saved, { dashboardId: null, force: false })).toBe(
      `${PATH}?form_data=${encodeURIComponent('{"slice_id":42}')}`,
    );
  });
});
