/**
 * Route schemas are zod schemas (fastify-type-provider-zod gives handlers their types); this
 * compiler validates with them and fails in Superset's shapes, as the handlers did by hand:
 * - body: `400 {"message": {"field": ["problem"]}}`, `"Unknown field."` for extra keys and
 *   `{"_schema": ["Request body must be a JSON object."]}` when an object was expected;
 * - querystring and headers: the same 400 field errors;
 * - path parameters: `404 {"message": "Not found"}` (`/api/v1/chart/abc` is no chart).
 *
 * Validation runs before the route's own preHandlers in Fastify, but a client without the right
 * to call a route must learn that first (Superset's `@protect()` runs before the body is loaded),
 * so `deferValidationErrors` attaches the error and a last preHandler throws it after
 * authentication, CSRF and permission checks. Answers are not validated or reshaped: response
 * schemas document them (see `documentOnlySerializer`).
 */
import type {
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { ApiError, type FieldErrors, fieldErrorsFromZod, invalidFields, notFound } from '../errors';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a schema expects an object at its root (through optional, default, pipe, ...). */
function expectsObject(schema: z.ZodType): boolean {
  const def = (schema as { _zod?: { def?: { type?: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod
    ?.def;
  if (!def) return false;
  if (def.type === 'object') return true;
  if (def.innerType) return expectsObject(def.innerType);
  if (def.type === 'pipe' && def.in) return expectsObject(def.in);
  return false;
}

/** Superset's field errors of a failed parse: `Unknown field.` for keys the schema does not know. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const unknown: Record<string, string[]> = {};
  const rest = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) unknown[[...issue.path.map(String), key].join('.')] = ['Unknown field.'];
    } else rest.push(issue);
  }
  return { ...fieldErrorsFromZod(rest), ...unknown };
}

/** Validates one request part: its parsed value, or the error it answers with. */
export function checkPart<S extends z.ZodType>(
  part: string,
  schema: S,
  data: unknown,
): { value: z.output<S>; error?: undefined } | { error: ApiError } {
  if (part === 'body' && expectsObject(schema) && !isPlainObject(data))
    return { error: invalidFields({ _schema: ['Request body must be a JSON object.'] }) };
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data };
  return { error: part === 'params' ? notFound() : invalidFields(fieldErrorsOf(result.error)) };
}

const handlerChecked = new WeakSet<z.ZodType>();

/**
 * A request schema that documents a part the handler itself checks, with messages and statuses
 * of its own that a zod failure would pre-empt (chart data's marshmallow-shaped errors, a login
 * form that redirects): Fastify hands the handler the part untouched (not parsed, nothing
 * stripped or reordered), typed `unknown`, and the document shows `schema`.
 */
export function checkedByHandler(schema: z.ZodType): z.ZodType<unknown> {
  // A copy, so that the same schema validates as usual where a route uses it directly.
  const meta = schema.meta();
  const copy = meta ? schema.meta(meta) : schema.clone();
  handlerChecked.add(copy);
  return copy as z.ZodType<unknown>;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema must be a zod schema`);
  }
  if (handlerChecked.has(schema)) return (data: unknown) => ({ value: data });
  const part = httpPart ?? 'body';
  return (data: unknown) => checkPart(part, schema, data);
};

/**
 * Answers go out as the handler made them (JSON.stringify, Fastify's default without a schema):
 * the response schemas are documentation, so a loose schema can never drop a field a client uses.
 */
export const documentOnlySerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

const rethrowValidationError: preHandlerHookHandler = (request, _reply, done) => {
  const error = request.validationError;
  if (error) {
    done(error instanceof ApiError ? error : invalidFields({ _schema: [error.message] }));
    return;
  }
  done();
};

/** Whether a route declares a schema for a request part (what Fastify validates). */
export function validatesRequest(route: Pick<RouteOptions, 'schema'>): boolean {
  const schema = route.schema;
  return Boolean(schema && (schema.body || schema.querystring || schema.params || schema.headers));
}

/** An onRoute step: validation errors wait until the route's own preHandlers (auth) have run. */
export function deferValidationErrors(route: RouteOptions): void {
  if (!validatesRequest(route) || route.attachValidation) return;
  route.attachValidation = true;
  const existing = route.preHandler;
  route.preHandler = [
    ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    rethrowValidationError,
  ];
}
