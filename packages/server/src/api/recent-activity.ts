/**
 * GET /api/v1/log/recent_activity/?q=(page,page_size,distinct,actions): what the current user
 * looked at (event-log/recent-activity.ts), for the home page's Recents.
 */
import { parseRecentActivityQuery } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentActivity } from '../event-log/recent-activity';
import { errorAnswers, risonQuery } from '../openapi/schemas';
import { parseQ } from './list/request';

const activity = z.object({
  action: z.string().describe('`dashboard` or `explore`'),
  item_type: z.string().describe('`dashboard` or `slice`'),
  item_title: z.string(),
  item_url: z.string(),
  time: z.number().describe('Epoch milliseconds of the visit'),
  time_delta_humanized: z.string().nullable(),
});

export default async function recentActivityRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/log/recent_activity/',
    {
      preHandler: app.authorize('can_recent_activity', 'Log'),
      schema: {
        summary: 'What the current user looked at, newest first',
        querystring: risonQuery,
        response: { 200: z.object({ result: z.array(activity) }), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const query = parseQ(parseRecentActivityQuery, request);
      return { result: await recentActivity(app.store, request.user!.id, query) };
    },
  );
}
