/**
 * Guest tokens for embedded dashboards (Superset's `POST /api/v1/security/guest_token/` and the
 * `X-GuestToken` header), behind the EMBEDDED_SUPERSET feature flag. A token is an HS256 JWT with
 * Superset's claims — `user`, `resources`, `rls_rules`, `iat`, `exp` (5 minutes, Superset's
 * GUEST_TOKEN_JWT_EXP_SECONDS), `aud` (the server's URL, Superset's default audience) and
 * `type: "guest"` — signed with a key derived from the secret key. A request carrying one acts as
 * a guest of the Public role (Superset's GUEST_ROLE_NAME) that may read only the token's
 * dashboards and query only their charts' datasets, with the token's RLS clauses applied.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { ROLE_PUBLIC } from './catalogue';
import { datasetViewMenu } from './object-permissions';
import type { CurrentUser, GuestGrant } from './users';

export const GUEST_TOKEN_HEADER = 'x-guesttoken';
export const GUEST_TOKEN_SECONDS = 300;
export const GUEST_USER_ID = 0;

type Db = Kysely<Database>;

export interface GuestTokenUser {
  username?: string;
  first_name?: string;
  last_name?: string;
}
export interface GuestTokenResource {
  type: 'dashboard';
  id: string | number;
}
export interface GuestTokenRls {
  clause: string;
  dataset?: string | number | null;
}
export interface GuestTokenBody {
  user: GuestTokenUser;
  resources: GuestTokenResource[];
  rls: GuestTokenRls[];
}

export class GuestTokenError extends Error {
  override readonly name = 'GuestTokenError';
}

const keyCache = new Map<string, Uint8Array>();
function guestKey(secretKey: string): Uint8Array {
  let key = keyCache.get(secretKey);
  if (!key) {
    key = createHash('sha256').update('tessera:guest:').update(secretKey).digest();
    keyCache.set(secretKey, key);
  }
  return key;
}

/** Superset's default audience (get_url_host): the URL the server was reached at, with a slash. */
export function guestAudience(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/`;
}

export async function signGuestToken(
  secretKey: string,
  audience: string,
  body: GuestTokenBody,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ user: body.user, resources: body.resources, rls_rules: body.rls, type: 'guest' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + GUEST_TOKEN_SECONDS)
    .setAudience(audience)
    .sign(guestKey(secretKey));
}

export interface GuestClaims {
  user: GuestTokenUser;
  resources: GuestTokenResource[];
  rls: GuestTokenRls[];
}

/** Verifies signature, expiry, audience and type; throws GuestTokenError with a client-safe message. */
export async function verifyGuestToken(
  secretKey: string,
  audience: string,
  token: string,
): Promise<GuestClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, guestKey(secretKey), { algorithms: ['HS256'], audience }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new GuestTokenError('Guest token has expired');
    throw new GuestTokenError('Invalid guest token');
  }
  if (payload.type !== 'guest' || !Array.isArray(payload.resources))
    throw new GuestTokenError('Invalid guest token');
  const user =
    typeof payload.user === 'object' && payload.user !== null ? (payload.user as GuestTokenUser) : {};
  return {
    user,
    resources: payload.resources as GuestTokenResource[],
    rls: Array.isArray(payload.rls_rules) ? (payload.rls_rules as GuestTokenRls[]) : [],
  };
}

/** Dashboard ids for the token's resources (id, uuid, slug or embedded uuid); unknown ones are left out. */
export async function resolveDashboards(
  db: Db,
  resources: readonly GuestTokenResource[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const resource of resources) {
    if (resource.type !== 'dashboard') continue;
    const ref = String(resource.id);
    const row = await db
      .selectFrom('dashboards')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(/^\d+$/.test(ref) ? [eb('id', '=', Number(ref))] : []),
          eb('uuid', '=', ref),
          eb('slug', '=', ref),
          // Superset's SDK names the embedded uuid (embedded_dashboards), not the dashboard's.
          eb('id', 'in', eb.selectFrom('embedded_dashboards').select('dashboard_id').where('uuid', '=', ref)),
        ]),
      )
      .executeTakeFirst();
    if (row) found.set(ref, row.id);
  }
  return found;
}

/** What the guest may do: read dashboards and charts, and query the datasets on its dashboards. */
const GUEST_PERMISSIONS = ['can_read|Dashboard', 'can_read|Chart', 'can_read|Dataset'];

export async function guestUser(db: Db, claims: GuestClaims): Promise<CurrentUser> {
  const dashboardIds = [...new Set((await resolveDashboards(db, claims.resources)).values())];
  const datasets =
    dashboardIds.length === 0
      ? []
      : await db
          .selectFrom('dashboard_slices as l')
          .innerJoin('slices as s', 's.id', 'l.slice_id')
          .innerJoin('tables as t', 't.id', 's.datasource_id')
          .innerJoin('dbs as d', 'd.id', 't.database_id')
          .select(['t.id', 't.table_name', 'd.database_name'])
          .where('l.dashboard_id', 'in', dashboardIds)
          .distinct()
          .execute();
  const permissions = new Set(GUEST_PERMISSIONS);
  for (const t of datasets)
    permissions.add(`datasource_access|${datasetViewMenu(t.database_name, t.table_name, t.id)}`);
  const guest: GuestGrant = {
    dashboardIds,
    rls: claims.rls.filter((rule) => typeof rule?.clause === 'string'),
  };
  return {
    id: GUEST_USER_ID,
    username: String(claims.user.username ?? 'guest'),
    firstName: String(claims.user.first_name ?? ''),
    lastName: String(claims.user.last_name ?? ''),
    email: '',
    roles: [ROLE_PUBLIC],
    permissions,
    guest,
  };
}

/**
 * The routes a guest may call (Superset's embedded dashboard needs no more): the token's
 * dashboards, their charts and datasets, and chart data. Dashboard routes are checked against the
 * token's dashboards by the caller.
 */
export const GUEST_ROUTES: readonly { method: string; url: string; dashboard: boolean }[] = [
  { method: 'GET', url: '/api/v1/dashboard/:pk', dashboard: true },
  { method: 'GET', url: '/api/v1/dashboard/:pk/charts', dashboard: true },
  { method: 'GET', url: '/api/v1/dashboard/:pk/datasets', dashboard: true },
  { method: 'GET', url: '/api/v1/embedded_dashboard/:pk', dashboard: true },
  { method: 'POST', url: '/api/v1/chart/data', dashboard: false },
  // Each batched call is checked again on its own (api/chart-data-batch.ts).
  { method: 'POST', url: '/api/v1/tessera/chart/data/batch', dashboard: false },
  { method: 'GET', url: '/api/v1/chart/data/:cache_key', dashboard: false },
];
