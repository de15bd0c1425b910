/**
 * Superset's upload API: POST /api/v1/database/{id}/upload/ writes a CSV, Excel or columnar
 * (Parquet) file into a database that allows uploads and makes a dataset of it;
 * POST /api/v1/database/upload_metadata/ reads the file and answers its columns, their inferred
 * types and the first rows, for the preview before committing.
 *
 * Both need `can_upload` on Database and, per kind (spec 001 point 6), the form permission of
 * that kind's upload view. Registered inside the database routes, which have multipart.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, fieldErrorsFromZod, invalidFields } from '../errors';
import { errorAnswers, pkParams } from '../openapi/schemas';
import { findDatabaseRow } from '../repositories/databases';
import { hasPermission } from '../security/permissions';
import {
  formObject,
  previewFieldsSchema,
  type RawFields,
  UPLOAD_EXTENSIONS,
  type UploadType,
  uploadFieldsSchema,
} from '../uploads/options';
import { UploadError } from '../uploads/upload-error';
import { previewUpload, runUpload, type UploadedFile, withTempDir } from '../uploads/upload-service';
import { assertDatabaseAccess } from './database-meta';
import { contextOf } from './list/request';

/** Largest file an upload takes. */
export const MAX_UPLOAD_FILE_BYTES = 500 * 1024 * 1024;

const UPLOAD_VIEW: Readonly<Record<UploadType, string>> = {
  csv: 'CsvToDatabaseView',
  columnar: 'ColumnarToDatabaseView',
  excel: 'ExcelToDatabaseView',
};

interface Form {
  readonly fields: RawFields;
  readonly file: UploadedFile | null;
}

/** The multipart form: the one file saved into `dir`, the text fields collected. */
async function readForm(request: FastifyRequest, dir: string): Promise<Form> {
  if (!request.isMultipart()) throw invalidFields({ file: ['Send the file as multipart/form-data.'] });
  const fields: RawFields = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_FILE_BYTES, files: 1, fields: 60, parts: 61 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const path = join(dir, 'upload');
        await pipeline(part.file, createWriteStream(path));
        if (part.fieldname === 'file') file = { path, filename: part.filename };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fields[part.fieldname] = [...(fields[part.fieldname] ?? []), value];
    }
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidFields({ file: [`The file is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB.`] });
    }
    throw error;
  }
  return { fields, file };
}

function parseFields<S extends z.ZodType>(schema: S, form: Form): z.infer<S> {
  const result = schema.safeParse(formObject(form.fields));
  const errors = result.success ? {} : fieldErrorsFromZod(result.error.issues);
  if (!form.file) errors.file = ['Missing data for required field.'];
  if (!result.success || !form.file) throw invalidFields(errors);
  return result.data;
}

/** Superset's file-extension validator. */
function assertExtension(type: UploadType, file: UploadedFile): void {
  const extension = /\.([^.]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  if (!UPLOAD_EXTENSIONS[type].includes(extension)) {
    throw invalidFields({
      file: [
        `File extension is not allowed. Expected: ${UPLOAD_EXTENSIONS[type].map((e) => `.${e}`).join(', ')}.`,
      ],
    });
  }
}

function assertKindAllowed(
  request: FastifyRequest,
  type: UploadType,
  verb: 'can_this_form_get' | 'can_this_form_post',
) {
  if (!hasPermission(request.user, verb, UPLOAD_VIEW[type])) throw new ApiError('FORBIDDEN');
}

function uploadFailure(error: unknown): never {
  if (!(error instanceof UploadError)) throw error;
  if (error.status === 400) throw invalidFields({ _schema: [error.message] });
  if (error.status === 403)
    throw new ApiError('UPLOAD_NOT_ALLOWED', { detail: error.message }, { cause: error });
  if (error.status === 404) throw new ApiError('DATABASE_NOT_FOUND', {}, { cause: error });
  throw new ApiError('UPLOAD_FAILED', { detail: error.message }, { cause: error });
}

/** What the upload form previews: per sheet (one for CSV), column names and types and first rows. */
const previewAnswer = z.object({
  result: z.object({
    items: z.array(
      z.object({
        sheet_name: z.string().nullable(),
        column_names: z.array(z.string()),
        column_types: z.array(z.string()),
        rows: z.array(z.array(z.unknown())),
        row_count: z.number(),
      }),
    ),
    sheet_names: z.array(z.string()),
  }),
});

const uploadAnswer = z.object({
  message: z.string(),
  result: z.object({
    dataset_id: z.number(),
    table_name: z.string(),
    schema: z.string().nullable(),
    rows: z.number(),
    explore_url: z.string(),
  }),
});

export function registerUploadRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const upload = app.authorize('can_upload', 'Database');

  typed.post(
    '/api/v1/database/upload_metadata/',
    {
      preHandler: upload,
      // No body schema: a multipart form (the file and its options), read by readForm.
      schema: {
        summary: 'Read the columns of a CSV, Excel or columnar file before uploading it',
        consumes: ['multipart/form-data'],
        response: { 200: previewAnswer, ...errorAnswers(400, 401, 403, 413, 422) },
      },
    },
    async (request) =>
      withTempDir(async (dir) => {
        const form = await readForm(request, dir);
        const fields = parseFields(previewFieldsSchema, form);
        assertKindAllowed(request, fields.type, 'can_this_form_get');
        assertExtension(fields.type, form.file!);
        try {
          return { result: await previewUpload(fields.type, form.file!, fields) };
        } catch (error) {
          return uploadFailure(error);
        }
      }),
  );

  typed.post(
    '/api/v1/database/:pk/upload/',
    {
      preHandler: upload,
      // No body schema: a multipart form (the file, table name and options), read by readForm.
      schema: {
        summary: 'Upload a CSV, Excel or columnar file into a new or existing table',
        consumes: ['multipart/form-data'],
        params: pkParams,
        response: { 201: uploadAnswer, ...errorAnswers(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const id = request.params.pk;
      const ctx = contextOf(request);
      const database = await findDatabaseRow(app.store, id);
      if (!database) throw new ApiError('DATABASE_NOT_FOUND');
      await assertDatabaseAccess(app.store, id, ctx);
      return withTempDir(async (dir) => {
        const form = await readForm(request, dir);
        const fields = parseFields(uploadFieldsSchema, form);
        assertKindAllowed(request, fields.type, 'can_this_form_post');
        assertExtension(fields.type, form.file!);
        try {
          const result = await runUpload(app, database, form.file!, fields, ctx.userId);
          request.log.info({ database: id, table: result.tableName, rows: result.rows }, 'file uploaded');
          return reply.status(201).send({
            message: 'OK',
            result: {
              dataset_id: result.datasetId,
              table_name: result.tableName,
              schema: result.schema,
              rows: result.rows,
              explore_url: `/explore/?datasource_type=table&datasource_id=${result.datasetId}`,
            },
          });
        } catch (error) {
          return uploadFailure(error);
        }
      });
    },
  );
}
