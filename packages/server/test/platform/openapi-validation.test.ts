/**
 * The route schemas' validator (src/openapi/validation.ts): Superset's 400 shapes for bad parts,
 * and `checkedByHandler` schemas, which document a part the handler checks itself and let it
 * through untouched.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/errors';
import { checkedByHandler, zodValidatorCompiler } from '../../src/openapi/validation';

const compile = (schema: z.ZodType, httpPart = 'body') =>
  zodValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

const body = z.object({ name: z.string(), tags: z.array(z.string()).default([]) });

describe('zodValidatorCompiler', () => {
  it('parses a valid part (defaults filled) and refuses a bad one with field errors', () => {
    expect(compile(body)({ name: 'a' })).toEqual({ value: { name: 'a', tags: [] } });
    const { error } = compile(body)({ name: 1 });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  it('hands a checkedByHandler part over as it came: nothing refused, parsed or reordered', () => {
    const validate = compile(checkedByHandler(body));
    const raw = { extra: true, name: 1 };
    expect(validate(raw).value).toBe(raw);
    expect(validate('not an object')).toEqual({ value: 'not an object' });
    expect(validate(undefined)).toEqual({ value: undefined });
  });

  it('leaves the schema it copies validating where a route uses it directly', () => {
    checkedByHandler(body);
    expect(compile(body)({ name: 1 }).error).toBeInstanceOf(ApiError);
  });

  it('keeps the description of the schema it copies, for the document', () => {
    const described = body.describe('A thing');
    expect(checkedByHandler(described).description).toBe('A thing');
  });
});
