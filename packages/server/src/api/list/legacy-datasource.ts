/**
 * The explore-side view of a dataset ("datasource data") and Superset's legacy
 * `POST /datasource/save/` that explore's dataset editor calls (spec 000, point 7).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidFields, notFound } from '../../errors';
import { anyObject, errorAnswers } from '../../openapi/schemas';
import { type Db, unknownUsers } from '../../repositories/common';
import { datasetExists, loadDatasetItems, updateDataset } from '../../repositories/datasets';
import { datasetVisible } from '../../repositories/list/access';
import { assertOwner, contextOf, keepOwner } from './request';

type Item = Record<string, unknown>;

/** A dataset item with what explore reads besides: type, uid, column_formats, verbose_map. */
export function datasourceData(item: Item): Item {
  const columns = (item.columns ?? []) as { column_name: string; verbose_name: string | null }[];
  const metrics = (item.metrics ?? []) as {
    metric_name: string;
    verbose_name: string | null;
    d3format: string | null;
  }[];
  return {
    ...item,
    type: 'table',
    datasource_name: item.table_name,
    column_formats: Object.fromEntries(
      metrics.filter((m) => m.d3format).map((m) => [m.metric_name, m.d3format]),
    ),
    verbose_map: Object.fromEntries(
      [
        ...columns.map((c) => [c.column_name, c.verbose_name]),
        ...metrics.map((m) => [m.metric_name, m.verbose_name]),
      ].map(([name, verbose]) => [name, verbose || name]),
    ),
  };
}

export async function loadDatasourceData(db: Db, ids: readonly number[]): Promise<Item[]> {
  return (await loadDatasetItems(db, ids, true)).map(datasourceData);
}

const text = z.string().nullish();
const flag = z.boolean().nullish();
/** Explore sends the whole datasource back; the fields we store are read, the rest ignored. */
const columnEntry = z.looseObject({
  id: z.number().int().nullish(),
  column_name: z.string().min(1),
  verbose_name: text,
  type: text,
  is_dttm: flag,
  is_active: flag,
  groupby: flag,
  filterable: flag,
  expression: text,
  description: text,
  python_date_format: text,
  advanced_data_type: text,
  extra: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
});
const metricEntry = z.looseObject({
  id: z.number().int().nullish(),
  metric_name: z.string().min(1),
  expression: z.string().min(1),
  verbose_name: text,
  metric_type: text,
  description: text,
  d3format: text,
  currency: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  extra: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  warning_text: text,
});
const owner = z.union([
  z.number().int(),
  z.looseObject({ value: z.number().int() }),
  z.looseObject({ id: z.number().int() }),
]);
const datasourceSchema = z.looseObject({
  id: z.number().int(),
  table_name: z.string().min(1).optional(),
  schema: text,
  sql: text,
  description: text,
  main_dttm_col: text,
  default_endpoint: text,
  offset: z.number().int().nullish(),
  cache_timeout: z.number().int().nullish(),
  template_params: text,
  extra: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  filter_select_enabled: flag,
  fetch_values_predicate: text,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  owners: z.array(owner).optional(),
  columns: z.array(columnEntry).optional(),
  metrics: z.array(metricEntry).optional(),
});

const asText = (value: unknown) =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
const orUndefined = <T>(value: T | null | undefined) => (value === null ? undefined : value);

function ownerId(value: z.infer<typeof owner>): number {
  if (typeof value === 'number') return value;
  return 'value' in value ? (value.value as number) : (value.id as number);
}

/** JSON or a form post; `data` is checked by `readData` (its errors are named `data.<field>`). */
const saveBody = z.looseObject({
  data: z
    .union([z.string(), anyObject])
    .optional()
    .describe('The dataset (id, columns, metrics, ...), as an object or as JSON text'),
});

function readData(body: z.output<typeof saveBody>) {
  const raw = body.data;
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw invalidFields({ data: ['Not a valid JSON string.'] });
    }
  }
  const parsed = datasourceSchema.safeParse(data);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = ['data', ...issue.path].join('.');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw invalidFields(errors);
  }
  return parsed.data;
}

const duplicated = (names: readonly string[]): string[] => [
  ...new Set(names.filter((name, index) => names.indexOf(name) !== index)),
];

/** A JSON text or object that must be a JSON object (Superset's extra fields). */
function extraProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? null
      : 'Extra must be a JSON object.';
  } catch {
    return 'Not a valid JSON string.';
  }
}

/**
 * Superset's checks of the editor's payload: duplicate column names are a 409 ("Duplicate column
 * name(s): …"), and so are duplicate metric names (Superset's unique constraint); unknown owners
 * and extras that are not JSON objects are field errors.
 */
async function checkData(db: Db, data: z.infer<typeof datasourceSchema>): Promise<void> {
  const columns = duplicated((data.columns ?? []).map((c) => c.column_name));
  if (columns.length > 0) {
    throw new ApiError('CONFLICT', { detail: `Duplicate column name(s): ${columns.join(',')}` });
  }
  const metrics = duplicated((data.metrics ?? []).map((m) => m.metric_name));
  if (metrics.length > 0) {
    throw new ApiError('CONFLICT', { detail: `Duplicate metric name(s): ${metrics.join(',')}` });
  }
  const errors: Record<string, string[]> = {};
  const extra = extraProblem(data.extra);
  if (extra) errors['data.extra'] = [extra];
  for (const [index, entry] of [...(data.columns ?? []), ...(data.metrics ?? [])].entries()) {
    const problem = extraProblem(entry.extra);
    const field = index < (data.columns?.length ?? 0) ? 'columns' : 'metrics';
    if (problem) errors[`data.${field}.extra`] = [problem];
  }
  const owners = data.owners?.map(ownerId) ?? [];
  if (owners.length > 0 && (await unknownUsers(db, owners)).length > 0) {
    errors['data.owners'] = ['Owners are invalid'];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

export function registerDatasourceSave(app: FastifyInstance): void {
  const schema = {
    summary: "Save the dataset editor's changes (legacy explore endpoint)",
    body: saveBody,
    response: {
      200: anyObject.describe('The saved dataset, as explore reads it'),
      ...errorAnswers(400, 401, 403, 404),
    },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/datasource/save/',
      { preHandler: app.authorize('can_write', 'Dataset'), schema },
      async (request) => {
        const data = readData(request.body);
        const found = await datasetExists(app.store, data.id);
        if (!found || !(await datasetVisible(app.store, data.id, contextOf(request)))) throw notFound();
        await assertOwner(request, app.store, 'dataset', data.id);
        await checkData(app.store, data);
        const input = keepOwner(
          {
            ...(data.table_name !== undefined ? { table_name: data.table_name } : {}),
            schema: data.schema,
            sql: data.sql,
            description: data.description,
            main_dttm_col: data.main_dttm_col,
            default_endpoint: data.default_endpoint,
            offset: orUndefined(data.offset),
            cache_timeout: data.cache_timeout,
            template_params: data.template_params,
            extra: asText(data.extra),
            filter_select_enabled: orUndefined(data.filter_select_enabled),
            fetch_values_predicate: data.fetch_values_predicate,
            normalize_columns: orUndefined(data.normalize_columns),
            always_filter_main_dttm: orUndefined(data.always_filter_main_dttm),
            owners: data.owners?.map(ownerId),
            columns: data.columns?.map((c) => ({
              ...(c.id ? { id: c.id } : {}),
              column_name: c.column_name,
              verbose_name: c.verbose_name ?? null,
              type: c.type ?? null,
              is_dttm: orUndefined(c.is_dttm),
              is_active: orUndefined(c.is_active),
              groupby: orUndefined(c.groupby),
              filterable: orUndefined(c.filterable),
              expression: c.expression ?? null,
              description: c.description ?? null,
              python_date_format: c.python_date_format ?? null,
              advanced_data_type: c.advanced_data_type ?? null,
              extra: asText(c.extra),
            })),
            metrics: data.metrics?.map((m) => ({
              ...(m.id ? { id: m.id } : {}),
              metric_name: m.metric_name,
              expression: m.expression,
              verbose_name: m.verbose_name ?? null,
              metric_type: m.metric_type ?? null,
              description: m.description ?? null,
              d3format: m.d3format ?? null,
              currency: asText(m.currency),
              extra: asText(m.extra),
              warning_text: m.warning_text ?? null,
            })),
          },
          request,
        );
        await updateDataset(app.store, data.id, input, contextOf(request).userId);
        const [saved] = await loadDatasourceData(app.store, [data.id]);
        return saved;
      },
    );
}
