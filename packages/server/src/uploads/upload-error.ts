/**
 * A problem with an uploaded file or the form, in words the user can act on. The API answers it
 * as Superset's DatabaseUploadFailed (422) unless a status is given.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 422 = 422,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
