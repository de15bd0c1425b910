import { api } from './api';

export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly roles?: unknown;
}

export interface Bootstrap {
  readonly user: SessionUser | null;
  readonly feature_flags: Record<string, boolean>;
  readonly version?: string;
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
    }),
  }),
});

export const { useBootstrapQuery } = sessionApi;
