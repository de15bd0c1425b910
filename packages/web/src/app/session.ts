import { api } from './api';
import { primeFeatureFlags } from './featureFlags';
import { primeCsrfToken } from './http';
import { BOOTSTRAP_PATH } from './prefetchFor';

export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly roles?: unknown;
  /** `permission|view` pairs the user holds, e.g. `can_samples|Datasource`. */
  readonly permissions?: readonly string[];
  /** A visitor without a session, acting as the Public role (TESSERA_PUBLIC_ROLE_LIKE): reads only. */
  readonly isAnonymous?: boolean;
}

export interface Bootstrap {
  readonly user: SessionUser | null;
  readonly feature_flags: Record<string, boolean>;
  readonly version?: string;
  readonly csrf_token?: string | null;
  /** Server settings the client acts on (Superset's `common.conf`). */
  readonly conf?: {
    /** Seconds a forced chart refresh may take (the server's TESSERA_WEBSERVER_TIMEOUT). */
    readonly SUPERSET_WEBSERVER_TIMEOUT?: number;
  };
}

/** Whether the session belongs to an anonymous visitor, who can read but keeps no favourites or history. */
export function isAnonymousUser(user: SessionUser | null | undefined): boolean {
  return user?.isAnonymous === true;
}

/** Whether the user holds the Admin role (`roles` is a name list or a name-keyed map). */
export function isAdminUser(user: SessionUser | null | undefined): boolean {
  const roles = user?.roles;
  if (Array.isArray(roles)) return roles.includes('Admin');
  return typeof roles === 'object' && roles !== null && 'Admin' in roles;
}

export function displayName(user: SessionUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    bootstrap: build.query<Bootstrap, void>({
      query: () => BOOTSTRAP_PATH,
      providesTags: ['Session'],
      transformResponse: (body: Bootstrap) => {
        primeCsrfToken(body.csrf_token, body.user?.isAnonymous === true);
        primeFeatureFlags(body.feature_flags);
        return body;
      },
    }),
  }),
});

export const { useBootstrapQuery } = sessionApi;
