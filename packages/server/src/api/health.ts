/** Liveness for load balancers: GET /health (and Superset's /healthcheck) → 200 `OK`. */
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  for (const url of ['/health', '/healthcheck']) {
    app.get(url, { logLevel: 'warn' }, async (_request, reply) => {
      return reply.type('text/plain; charset=utf-8').send('OK');
    });
  }
}
