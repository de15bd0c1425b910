import { ApiError, messages } from '../../../app/errors';
import { request, resetCsrfToken } from '../../../app/http';

/** Signs in with the session cookie (POST /login/); throws an ApiError with a readable message. */
export async function signIn(username: string, password: string): Promise<void> {
  try {
    await request('/login/', { method: 'POST', body: { username, password } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new ApiError(429, messages.rateLimited);
    if (error instanceof ApiError && error.status === 401 && error.message === messages.unauthorized) {
      throw new ApiError(401, messages.badLogin);
    }
    throw error;
  } finally {
    resetCsrfToken();
  }
}

export async function signOut(): Promise<void> {
  try {
    await request('/logout/');
  } finally {
    resetCsrfToken();
  }
}
