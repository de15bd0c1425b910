import { ApiError, messages } from '../../../app/errors';
import { primeCsrfToken, request, resetCsrfToken } from '../../../app/http';

/** Signs in with the session cookie (POST /login/); throws an ApiError with a readable message. */
export async function signIn(username: string, password: string): Promise<void> {
  resetCsrfToken();
  try {
    const answer = await request<{ csrf_token?: string } | null>('/login/', {
      method: 'POST',
      body: { username, password },
    });
    primeCsrfToken(answer?.csrf_token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new ApiError(429, messages.rateLimited);
    if (error instanceof ApiError && error.status === 401 && error.message === messages.unauthorized) {
      throw new ApiError(401, messages.badLogin);
    }
    throw error;
  }
}

export async function signOut(): Promise<void> {
  try {
    // POST answers JSON; GET would redirect to the login page.
    await request('/logout/', { method: 'POST' });
  } finally {
    resetCsrfToken();
  }
}
