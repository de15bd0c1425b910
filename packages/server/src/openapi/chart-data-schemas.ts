/**
 * Answer schemas the chart-data routes share (/api/v1/chart/data, /datasource/samples,
 * /superset/explore_json): the 202 of a query queued under GLOBAL_ASYNC_QUERIES and the
 * exported files. They document; answers go out as the handlers write them.
 */
import { z } from 'zod';
import { fileAnswer } from './schemas';

/** `202`: the job queued for the query (jobs/types.ts JobMetadata); events come on the channel. */
export const asyncJobAnswer = z
  .looseObject({
    channel_id: z.string(),
    job_id: z.string(),
    user_id: z.number(),
    status: z.string(),
    errors: z.array(z.unknown()),
    result_url: z.string().nullable(),
  })
  .describe('Queued (GLOBAL_ASYNC_QUERIES): the job, whose result comes as an async event');

/** A 200 that is JSON (`json` schema) or, for `result_format`/`csv` exports, a file. */
export function jsonOrExport<T extends z.ZodType>(json: T, description: string) {
  const file = (type: string) => fileAnswer(type, '').content[type];
  return {
    description,
    content: {
      'application/json': { schema: json },
      'text/csv': file('text/csv'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': file(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
      'application/zip': file('application/zip'),
    },
  };
}

/**
 * A streamed answer (e.g. `application/x-ndjson`, one JSON document a line): documented as text,
 * typed as the stream the handler sends.
 */
export const streamAnswer = (contentType: string, description: string) => ({
  description,
  content: {
    [contentType]: { schema: z.string() as unknown as z.ZodType<NodeJS.ReadableStream | string> },
  },
});
