/**
 * Liveness for load balancers: GET /health (and Superset's /healthcheck) → 200 `OK`. It reads no
 * store, so an outage of the metadata database does not get the process restarted.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  for (const url of ['/health', '/healthcheck']) {
    const schema = { summary: 'Liveness', response: { 200: z.literal('OK').describe('Plain text `OK`') } };
    app.get(
      url,
      { logLevel: 'warn', schema, config: { skipAuthentication: true } },
      async (_request, reply) => {
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  }
}
