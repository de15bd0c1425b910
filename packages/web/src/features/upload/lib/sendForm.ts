/**
 * A multipart POST through XMLHttpRequest, for its upload progress events (fetch has none), with
 * the session's CSRF token and Superset's error shapes read as the rest of the app reads them.
 */
import { errorFromResponse } from '../../../app/errors';
import { request } from '../../../app/http';

let token: Promise<string> | null = null;

function csrfToken(): Promise<string> {
  token ??= request<{ result: string }>('/api/v1/security/csrf_token/').then((body) => body.result);
  token.catch(() => {
    token = null;
  });
  return token;
}

export interface SendOptions {
  /** 0..1 of the request body sent. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export async function sendForm<T>(url: string, form: FormData, options: SendOptions = {}): Promise<T> {
  const csrf = await csrfToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRFToken', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: errorFromResponse reads text bodies too.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else {
        if (xhr.status === 400 && /csrf/i.test(xhr.responseText)) token = null;
        reject(errorFromResponse(xhr.status, body, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(errorFromResponse(0, null, 'Network error'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.send(form);
  });
}
