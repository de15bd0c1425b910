/**
 * Every route module, registered in one place. Add one `await app.register(...)` line per module.
 */
import type { FastifyInstance } from 'fastify';
import bootstrapRoutes from './bootstrap';
import healthRoutes from './health';
import meRoutes from './me';
import securityRoutes from './security';

export async function registerApi(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(securityRoutes);
  await app.register(meRoutes);
  await app.register(bootstrapRoutes);
}
