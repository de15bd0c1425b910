import { describe, expect, it } from 'vitest';
import { chartDataBody, UNEXPECTED_STATUS } from './chartDataAnswer';

const job = { channel_id: 'c', job_id: 'j', status: 'pending', result_url: null };

describe('chartDataBody (spec 000 points 7 and 8)', () => {
  it('hands on a 200 answer and the job of a 202', () => {
    expect(chartDataBody(200, { result: [] })).toEqual({ result: [] });
    expect(chartDataBody(202, job)).toEqual(job);
  });

  it('refuses any other success status, and a 202 without a job, with the spec’s message', () => {
    expect(() => chartDataBody(204, null)).toThrow(
      'Received unexpected response status (204) while fetching chart data',
    );
    expect(() => chartDataBody(202, { result: [] })).toThrow(UNEXPECTED_STATUS.replace('%s', '202'));
  });
});
