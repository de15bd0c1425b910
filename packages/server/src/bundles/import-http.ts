/** Glue between the import routes and the importer: who imports, and refusals as HTTP errors. */
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../api/list/request';
import { ApiError } from '../errors';
import type { ImportAccess } from './access';
import type { BundleAccessError } from './import';
import { formatBytes, MAX_UPLOAD_BYTES } from './limits';

/** The logged-in importer, with the permissions and object access the API routes use. */
export function importAccessOf(request: FastifyRequest): ImportAccess {
  if (!request.user) throw new ApiError('NOT_AUTHENTICATED');
  return { trusted: false, user: request.user, context: contextOf(request) };
}

/** 403 naming each refused file and why; nothing was written. */
export function importRefused(error: BundleAccessError): ApiError {
  return new ApiError(
    'IMPORT_FORBIDDEN',
    { detail: `Nothing was imported: ${error.message}` },
    { extra: { ...error.refusals } },
  );
}

/** multipart's file-size limit (its own error would say only "request file too large"). */
export function isUploadTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export function uploadTooLarge(): ApiError {
  return new ApiError('VALIDATION', {
    detail: `The uploaded bundle is larger than ${formatBytes(MAX_UPLOAD_BYTES)}; split it into smaller bundles.`,
  });
}
