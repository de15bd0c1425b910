/**
 * The fields of Superset's upload form (UploadPostSchema) and of its metadata preview, read from
 * multipart text fields: every value arrives as a string, lists either repeated or comma-separated
 * (Superset's DelimitedListField), booleans as `true`/`false`.
 */
import { z } from 'zod';

export const UPLOAD_TYPES = ['csv', 'excel', 'columnar'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** File name extensions each kind accepts (Superset's *_EXTENSIONS config). */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xlsx', 'xls'],
  columnar: ['parquet', 'zip'],
};

const LIST_FIELDS = new Set(['column_dates', 'columns_read', 'null_values']);

/** Multipart text fields: a repeated field collects its values. */
export type RawFields = Record<string, string[]>;

const bool = z
  .enum(['true', 'false', 'True', 'False', '1', '0', 'on', 'off'])
  .transform((value) => ['true', 'True', '1', 'on'].includes(value));
const nonNegative = z
  .string()
  .regex(/^\d{1,9}$/, 'Must be a whole number, 0 or more.')
  .transform(Number);
const identifier = z
  .string()
  .trim()
  .min(1, 'This is a required field')
  .max(250, 'Longer than 250 characters.')
  .refine(
    (value) => ![...value].some((char) => char.charCodeAt(0) < 32),
    'Control characters are not allowed.',
  );

export const uploadFieldsSchema = z.object({
  type: z.enum(UPLOAD_TYPES, { message: 'Must be one of: csv, excel, columnar.' }),
  table_name: identifier,
  schema: z.string().trim().max(250).optional(),
  already_exists: z
    .enum(['fail', 'replace', 'append'], { message: 'Must be one of: fail, replace, append.' })
    .default('fail'),
  delimiter: z.string().min(1).max(4).optional(),
  decimal_character: z.string().length(1, 'Must be one character.').optional(),
  header_row: z.union([z.literal('').transform(() => null), nonNegative]).optional(),
  skip_rows: nonNegative.optional(),
  rows_to_read: z.union([z.literal('').transform(() => null), nonNegative]).optional(),
  null_values: z.array(z.string()).optional(),
  column_dates: z.array(identifier).optional(),
  columns_read: z.array(identifier).optional(),
  column_data_types: z.string().optional(),
  index_column: z.string().trim().optional(),
  index_label: z.string().trim().max(250).optional(),
  dataframe_index: bool.optional(),
  day_first: bool.optional(),
  skip_blank_lines: bool.optional(),
  skip_initial_space: bool.optional(),
  sheet_name: z.string().optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** The preview (Superset's upload_metadata) needs only how to read the file. */
export const previewFieldsSchema = uploadFieldsSchema
  .omit({ table_name: true, already_exists: true, schema: true })
  .extend({ rows: nonNegative.optional() });
export type PreviewFields = z.infer<typeof previewFieldsSchema>;

/** Raw multipart values → the object the schemas read (lists split, single values unwrapped). */
export function formObject(fields: RawFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(fields)) {
    if (LIST_FIELDS.has(name)) {
      const items = values.flatMap((value) =>
        name === 'null_values' ? splitNulls(value) : value.split(','),
      );
      out[name] = name === 'null_values' ? items : items.map((item) => item.trim()).filter(Boolean);
    } else {
      out[name] = values[values.length - 1];
    }
  }
  return out;
}

/** `null_values` may be a JSON list (Superset's form sends `["", "NA"]`) or comma-separated. */
function splitNulls(value: string): string[] {
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON after all: read it as a comma-separated list below.
    }
  }
  return value === '' ? [] : value.split(',');
}

/** pandas' dtype names in `column_data_types` → DuckDB types. */
const DTYPES: Readonly<Record<string, string>> = {
  int: 'BIGINT',
  int64: 'BIGINT',
  int32: 'INTEGER',
  Int64: 'BIGINT',
  float: 'DOUBLE',
  float64: 'DOUBLE',
  float32: 'FLOAT',
  str: 'VARCHAR',
  string: 'VARCHAR',
  object: 'VARCHAR',
  bool: 'BOOLEAN',
  boolean: 'BOOLEAN',
  'datetime64[ns]': 'TIMESTAMP',
  datetime64: 'TIMESTAMP',
  date: 'DATE',
};

/** `{"col": "int64"}` → `{col: 'BIGINT'}`; a message for anything else. */
export function parseColumnTypes(text: string | undefined): Record<string, string> | string {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'Not a valid JSON object of column name → data type.';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'Not a valid JSON object of column name → data type.';
  }
  const out: Record<string, string> = {};
  for (const [column, dtype] of Object.entries(parsed)) {
    const type = typeof dtype === 'string' ? DTYPES[dtype] : undefined;
    if (!type)
      return `Unknown data type "${String(dtype)}" for column "${column}"; use one of: ${Object.keys(DTYPES).join(', ')}.`;
    out[column] = type;
  }
  return out;
}

/** pandas' default missing-value markers, which Superset's readers keep beside the form's. */
export const DEFAULT_NULL_VALUES = [
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];
