/**
 * Requests carrying `X-GuestToken` (EMBEDDED_SUPERSET only): authenticated as the token's guest,
 * and kept to the few routes an embedded dashboard calls, for the token's dashboards only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { isFeatureEnabled } from '../feature-flags';
import {
  GUEST_ROUTES,
  GUEST_TOKEN_HEADER,
  GuestTokenError,
  guestAudience,
  guestUser,
  resolveDashboards,
  verifyGuestToken,
} from './guest-token';

/** True when the request came with a guest token (valid or not): no other credential then counts. */
export async function authenticateGuest(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!isFeatureEnabled(app.config.featureFlags, 'EMBEDDED_SUPERSET')) return false;
  const header = request.headers[GUEST_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return false;
  try {
    const claims = await verifyGuestToken(app.config.secretKey, guestAudience(request), token.trim());
    request.user = await guestUser(app.store, claims);
    request.authMethod = 'guest';
  } catch (error) {
    if (!(error instanceof GuestTokenError)) throw error;
    request.authError = error.message;
  }
  return true;
}

const GUEST_FORBIDDEN = 'A guest token may only read the dashboards it names.';

/** Refuses a guest anything but its dashboards' reads and chart data. */
export async function checkGuestRoute(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const grant = request.user?.guest;
  if (!grant) return;
  const route = GUEST_ROUTES.find((r) => r.method === request.method && r.url === request.routeOptions.url);
  if (!route) throw new ApiError('GUEST_FORBIDDEN', { detail: GUEST_FORBIDDEN });
  if (!route.dashboard) return;
  const pk = String((request.params as { pk?: string }).pk ?? '');
  const id = (await resolveDashboards(app.store, [{ type: 'dashboard', id: pk }])).get(pk);
  if (id === undefined || !grant.dashboardIds.includes(id))
    throw new ApiError('GUEST_FORBIDDEN', { detail: GUEST_FORBIDDEN });
}
