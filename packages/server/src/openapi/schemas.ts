/**
 * zod pieces the route schemas share: path parameters, the rison `q`, Superset's answer envelopes
 * and error answers. Answer schemas document (they are never used to reshape what goes out), so
 * loose objects (`z.looseObject`) say which fields are there without promising the others away.
 */
import { z } from 'zod';

/** `:pk`: digits, handed to the handler as a number; anything else answers 404. */
export const pkParams = z.object({
  pk: z.string().regex(/^\d+$/).transform(Number).describe('The numeric id of the object'),
});

/** A query string with Superset's rison argument `q` (other keys are kept). */
export const risonQuery = z.looseObject({
  q: z.string().optional().describe('Rison-encoded arguments, e.g. `(page:0,page_size:25)`'),
});

/** `{"message": ...}`: a sentence, or field errors `{"field": ["problem"]}`. */
export const errorAnswer = z
  .looseObject({
    message: z.union([z.string(), z.record(z.string(), z.unknown())]),
    errors: z
      .array(
        z.looseObject({
          message: z.string(),
          error_type: z.string(),
          level: z.string(),
          extra: z.record(z.string(), z.unknown()).optional(),
        }),
      )
      .optional(),
  })
  .describe('An error: `message` holds a sentence, or field errors keyed by field name');

const ERROR_DESCRIPTIONS = {
  400: 'Bad request: field errors, or a malformed `q`',
  401: 'Not logged in, or the token is invalid',
  403: 'Forbidden: missing permission, or not an owner',
  404: 'Not found',
  422: 'Could not process the request (invalid references, failed checks)',
  413: 'The request is too large',
  410: 'Gone: the results are no longer kept; run the query again',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Error answers for a route, in the shape every error takes (see errors.ts). */
export function errorAnswers(...statuses: ErrorStatus[]): Record<number, z.ZodType> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorAnswer.describe(ERROR_DESCRIPTIONS[status])]),
  );
}

/** `{"message": "OK"}` and the like. */
export const messageAnswer = z.looseObject({ message: z.string() });

/** Any JSON object (answers whose fields depend on the request, e.g. `columns=` selections). */
export const anyObject = z.record(z.string(), z.unknown());

/** `{"id": 1, "result": {...}}`: what show, create and update answer. */
export const itemAnswer = <T extends z.ZodType>(result: T) => z.looseObject({ id: z.number(), result });

/** A list page: `{"count", "ids", "result", ...}` plus the `columns` and labels Superset adds. */
export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    count: z.number().describe('Rows matching the filters, all pages'),
    ids: z.array(z.number()),
    result: z.array(item),
  });

/**
 * A file download: the answer is the file's bytes, not JSON (e.g. `application/zip`). The
 * document says `string, format: binary`; handlers send a Buffer (Fastify sends it unserialised),
 * so the schema is typed as one (or as text, e.g. CSV).
 */
export const fileAnswer = (contentType: string, description: string) => ({
  description,
  content: {
    [contentType]: { schema: z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer | string> },
  },
});

/**
 * A JSON answer some handlers send as text they stringified themselves (to cap its size while
 * writing it): documented as `schema`, and typed to accept that text too.
 */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  schema as unknown as z.ZodType<z.output<T> | string>;
export { checkedByHandler } from './validation';
