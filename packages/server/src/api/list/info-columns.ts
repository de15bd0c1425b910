/**
 * `add_columns` and `edit_columns` of `GET /api/v1/<resource>/_info`, from the zod schemas of the
 * create and update routes, in Flask-AppBuilder's shape (`_get_field_info`): name, label,
 * description, required, type (the marshmallow field class name Superset's schema would use),
 * unique, and validate (marshmallow's validator reprs) when the field is constrained.
 */
import { z } from 'zod';

export interface InfoColumn {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly required: boolean;
  readonly type: string;
  readonly unique: boolean;
  readonly validate?: readonly string[];
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Flask-AppBuilder's default label: `slice_name` → `Slice Name`. */
export function prettifyColumn(name: string): string {
  return name.replace(/[._]/g, ' ').replace(/\w\S*/g, (word) => word[0]!.toUpperCase() + word.slice(1));
}

/** The non-null alternatives of a (possibly nested) union; the schema itself otherwise. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema.type === 'null' ? [] : [schema];
  return options.flatMap(alternatives);
}

const MARSHMALLOW_TYPE: Record<string, string> = {
  string: 'String',
  integer: 'Integer',
  number: 'Float',
  boolean: 'Boolean',
  array: 'List',
  object: 'Dict',
};

function fieldType(options: JsonSchema[]): string {
  const types = new Set(options.map((option) => (Array.isArray(option.type) ? undefined : option.type)));
  if (types.size !== 1) return 'Raw';
  const [only] = options;
  if (only?.type === 'string' && only.format === 'date-time') return 'DateTime';
  return MARSHMALLOW_TYPE[String([...types][0])] ?? 'Raw';
}

const python = (value: unknown): string => {
  if (value === undefined || value === null) return 'None';
  if (typeof value === 'string') return `'${value.replaceAll("'", "\\'")}'`;
  return String(value);
};

/** marshmallow's reprs of the validators a field has: Length, Range, OneOf. */
function validators(options: JsonSchema[]): string[] {
  if (options.length !== 1) return [];
  const field = options[0]!;
  const out: string[] = [];
  if (field.minLength !== undefined || field.maxLength !== undefined) {
    out.push(
      `<Length(min=${python(field.minLength)}, max=${python(field.maxLength)}, equal=None, error=None)>`,
    );
  }
  // zod's .int() adds the safe-integer bounds: not a validator anyone wrote.
  const min = field.minimum === Number.MIN_SAFE_INTEGER ? undefined : field.minimum;
  const max = field.maximum === Number.MAX_SAFE_INTEGER ? undefined : field.maximum;
  if (min !== undefined || max !== undefined) {
    out.push(
      `<Range(min=${python(min)}, max=${python(max)}, min_inclusive=True, max_inclusive=True, error=None)>`,
    );
  }
  if (field.enum) {
    const choices = `[${field.enum.map(python).join(', ')}]`;
    out.push(`<OneOf(choices=${choices}, labels=[], error='Must be one of: {choices}.')>`);
  }
  return out;
}

/** The fields of an object schema (the body of a create or update route) as `_info` lists them. */
export function infoColumns(schema: z.ZodType): InfoColumn[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const options = alternatives(property);
    const validate = validators(options);
    return {
      name,
      label: prettifyColumn(name),
      description: property.description ?? options.find((o) => o.description)?.description ?? '',
      required: required.has(name),
      type: fieldType(options),
      unique: false,
      ...(validate.length > 0 ? { validate } : {}),
    };
  });
}
