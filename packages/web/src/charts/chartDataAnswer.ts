/**
 * What a direct POST /api/v1/chart/data answered (spec 000 point 7, Superset's
 * handleChartDataResponse): 200 carries the results, 202 a job whose results come with its async
 * event; any other success status is an error the chart shows (spec 000 point 8).
 */
import { isAsyncJob } from './asyncEvents';

export const UNEXPECTED_STATUS = 'Received unexpected response status (%s) while fetching chart data';

/** The body to hand on (results, or the job of a 202); throws on any other status. */
export function chartDataBody(status: number, body: unknown): unknown {
  if (status === 200 || (status === 202 && isAsyncJob(body))) return body;
  throw new Error(UNEXPECTED_STATUS.replace('%s', String(status)));
}
