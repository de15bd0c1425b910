import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { describeError } from './errors';
import { type HttpMethod, request } from './http';

export interface ApiArgs {
  readonly url: string;
  readonly method?: HttpMethod;
  readonly body?: unknown;
  readonly rison?: unknown;
}

/** The error value RTK Query hands to components: a status and a readable message. */
export interface ApiFailure {
  readonly status: number;
  readonly message: string;
}

const baseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiFailure> = async (args, { signal, dispatch }) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await request(url, { ...options, signal }) };
  } catch (error) {
    const status =
      typeof (error as { status?: unknown }).status === 'number' ? (error as ApiFailure).status : 0;
    // A 401 outside the bootstrap call means the session ended: re-read it so the app shows login.
    if (status === 401 && !url.includes('/tessera/bootstrap')) dispatch(api.util.invalidateTags(['Session']));
    return { error: { status, message: describeError(error) } };
  }
};

/**
 * The one RTK Query api. Features add their endpoints with `api.injectEndpoints` and
 * invalidate by tag so lists refresh after a save.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Chart', 'Dashboard', 'Dataset'],
  endpoints: () => ({}),
});

export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return describeError(error);
}
