import { api } from './api';
import { primeCsrfToken } from './http';

export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly roles?: unknown;
  /** `permission|view` pairs the user holds, e.g. `can_samples|Datasource`. */
  readonly permissions?: readonly string[];
}

export interface Bootstrap {
  readonly user: SessionUser | null;
  readonly feature_flags: Record<string, boolean>;
  readonly version?: string;
  readonly csrf_token?: string | null;
}

export function displayName(user: SessionUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    bootstrap: build.query<Bootstrap, void>({
      query: () => '/api/v1/tessera/bootstrap',
      providesTags: ['Session'],
      transformResponse: (body: Bootstrap) => {
        primeCsrfToken(body.csrf_token);
        return body;
      },
    }),
  }),
});

export const { useBootstrapQuery } = sessionApi;
