/**
 * GET /api/v1/<resource>/export/?q=!(ids) → ZIP, and POST /api/v1/<resource>/import/ (multipart:
 * formData or bundle = the ZIP, passwords = JSON map, overwrite = "true").
 */
import multipart from '@fastify/multipart';
import { parseIdList } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, parseQ } from '../api/list/request';
import { ApiError, invalidFields } from '../errors';
import { errorAnswers, fileAnswer, messageAnswer, risonQuery } from '../openapi/schemas';
import type { ExampleDataOptions } from './data-load';
import { exportBundleZip } from './export';
import { authorizeAssetsExport, authorizeExport } from './export-access';
import { BundleFormatError, unpackBundle } from './files';
import {
  BundleAccessError,
  BundleImportError,
  importBundleFiles,
  MODEL_NAME,
  type ResourceKind,
} from './import';
import { importAccessOf, importRefused, isUploadTooLarge, uploadTooLarge } from './import-http';
import { MAX_UPLOAD_BYTES } from './limits';

const VIEWS: Record<ResourceKind, string> = {
  database: 'Database',
  dataset: 'Dataset',
  chart: 'Chart',
  dashboard: 'Dashboard',
  saved_query: 'SavedQuery',
};

const ISSUE_1010 = {
  code: 1010,
  message: 'Issue 1010 - Superset encountered an error while running a command.',
};

/** Superset's 422 for a bundle that cannot be imported, with per-file problems in `extra`. */
export function importFailure(kind: ResourceKind | 'assets', errors: Record<string, unknown>): ApiError {
  const noun = kind === 'assets' ? 'assets' : MODEL_NAME[kind].toLowerCase();
  return new ApiError('IMPORT_FAILED', { noun }, { extra: { ...errors, issue_codes: [ISSUE_1010] } });
}

/** Where imported datasets' `data:` files are looked for (null: TESSERA_EXAMPLES_DATA_DIR unset). */
export function exampleDataOf(app: FastifyInstance): ExampleDataOptions | null {
  const dataDir = app.config.examplesDataDir;
  return dataDir ? { dataDir, examplesDuckdbPath: app.config.examplesDuckdbPath } : null;
}

const passwordsSchema = z.record(z.string(), z.string());

interface ImportForm {
  bundle: Buffer | null;
  passwords: Record<string, string>;
  overwrite: boolean;
}

async function readForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw invalidFields({ formData: ['Send the bundle as multipart/form-data.'] });
  try {
    return await readParts(request);
  } catch (error) {
    // The size limit surfaces from the part or from the parts iterator, whichever reads first.
    if (isUploadTooLarge(error)) throw uploadTooLarge();
    throw error;
  }
}

async function readParts(request: FastifyRequest): Promise<ImportForm> {
  const form: ImportForm = { bundle: null, passwords: {}, overwrite: false };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'formData' || part.fieldname === 'bundle') form.bundle = bytes;
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    if (part.fieldname === 'overwrite') form.overwrite = value === 'true';
    if (part.fieldname === 'passwords' && value !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        throw invalidFields({ passwords: ['Not a valid JSON string.'] });
      }
      const result = passwordsSchema.safeParse(parsed);
      if (!result.success)
        throw invalidFields({ passwords: ['Must be a JSON object of file name → password.'] });
      form.passwords = result.data;
    }
  }
  return form;
}

const zipAnswer = fileAnswer('application/zip', "The ZIP bundle (Superset's export format)");

export async function registerBundleRoutes(app: FastifyInstance, kind: ResourceKind): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
  const base = `/api/v1/${kind}`;

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${base}/export/`,
    {
      preHandler: app.authorize('can_read', VIEWS[kind]),
      schema: {
        summary: `Export ${kind} objects (with what they use) as a ZIP bundle`,
        description: 'Rison `q`: the ids, `!(1,2)`.',
        querystring: risonQuery,
        response: { 200: zipAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const ids = parseQ(parseIdList, request);
      // The same visibility as GET /api/v1/<kind>/<id>, dependencies included (export-access.ts).
      const selection = await authorizeExport(app.store, kind, ids, contextOf(request));
      const { fileName, bytes } = await exportBundleZip(app.store, selection);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename=${fileName}`)
        .send(Buffer.from(bytes));
    },
  );

  typed.post(
    `${base}/import/`,
    {
      preHandler: app.authorize('can_write', VIEWS[kind]),
      // No body schema: a multipart form (`formData`: the ZIP, `overwrite`, `passwords`), read by readForm.
      schema: {
        summary: `Import a ZIP bundle of ${kind} objects`,
        consumes: ['multipart/form-data'],
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      if (!form.bundle) throw invalidFields({ formData: ['Missing data for required field.'] });
      try {
        await importBundleFiles(app.store, unpackBundle(form.bundle), {
          overwrite: form.overwrite,
          passwords: form.passwords,
          expect: kind,
          access: importAccessOf(request),
          userId: request.user?.id ?? null,
          secretKey: app.config.secretKey,
          exampleData: exampleDataOf(app),
        });
      } catch (error) {
        if (error instanceof BundleFormatError) throw new ApiError('VALIDATION', { detail: error.message });
        if (error instanceof BundleAccessError) throw importRefused(error);
        if (error instanceof BundleImportError) throw importFailure(kind, error.errors);
        throw error;
      }
      return { message: 'OK' };
    },
  );
}

/**
 * Everything at once: GET /api/v1/assets/export/ and POST /api/v1/assets/import/ (field `bundle`),
 * guarded like Superset's ImportExportRestApi. Register once, in a context that has multipart.
 */
export function registerAssetRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/v1/assets/export/',
    {
      preHandler: app.authorize('can_export', 'ImportExportRestApi'),
      schema: {
        summary: 'Export everything the user may read as one ZIP bundle',
        response: { 200: zipAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const selection = await authorizeAssetsExport(app.store, contextOf(request));
      const { fileName, bytes } = await exportBundleZip(app.store, selection);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename=${fileName}`)
        .send(Buffer.from(bytes));
    },
  );

  typed.post(
    '/api/v1/assets/import/',
    {
      preHandler: app.authorize('can_import_', 'ImportExportRestApi'),
      // No body schema: a multipart form (`bundle`: the ZIP, `passwords`), read by readForm.
      schema: {
        summary: 'Import a ZIP bundle of any objects (overwrites)',
        consumes: ['multipart/form-data'],
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      if (!form.bundle) throw invalidFields({ bundle: ['Missing data for required field.'] });
      try {
        await importBundleFiles(app.store, unpackBundle(form.bundle), {
          overwrite: true,
          passwords: form.passwords,
          expect: null,
          access: importAccessOf(request),
          userId: request.user?.id ?? null,
          secretKey: app.config.secretKey,
          exampleData: exampleDataOf(app),
        });
      } catch (error) {
        if (error instanceof BundleFormatError) throw new ApiError('VALIDATION', { detail: error.message });
        if (error instanceof BundleAccessError) throw importRefused(error);
        if (error instanceof BundleImportError) throw importFailure('assets', error.errors);
        throw error;
      }
      return { message: 'OK' };
    },
  );
}
