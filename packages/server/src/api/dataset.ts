/** /api/v1/dataset: list, show, create (columns from the database when not given), update, delete. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerBundleRoutes } from '../bundles/routes';
import { ApiError, notFound } from '../errors';
import { errorAnswers, messageAnswer, pkParams } from '../openapi/schemas';
import { type Db, unknownUsers } from '../repositories/common';
import { physicalColumns, virtualColumns } from '../repositories/connections';
import type { ColumnInput } from '../repositories/dataset-fields';
import { datasetList } from '../repositories/dataset-list';
import {
  createDataset,
  type DatasetInput,
  deleteDatasets,
  findDataset,
  findDatasetRow,
  loadDatasetItems,
  savedColumns,
  updateDataset,
} from '../repositories/datasets';
import { databaseReadable, datasetVisible } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import type { DatasetColumnRow } from '../store/schema';
import { registerDatasourceSave } from './list/legacy-datasource';
import { registerRelatedObjects } from './list/related-objects';
import { assertOwner, contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes } from './list/resource-routes';
import { registerShowCreateUpdate, rowExists } from './list/resource-write';
import { idList, optionalText, uuidText } from './list/schemas';

const databaseExists = rowExists('dbs');

export const datasetResource: ResourceApi = {
  path: 'dataset',
  viewMenu: 'Dataset',
  noun: 'dataset',
  list: datasetList,
  owned: 'dataset',
  exists: rowExists('tables'),
  deleteMany: deleteDatasets,
};

const columnSchema = z.strictObject({
  id: z.number().int().optional(),
  column_name: z.string().min(1),
  verbose_name: optionalText,
  type: optionalText,
  is_dttm: z.boolean().optional(),
  is_active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? undefined),
  groupby: z.boolean().optional(),
  filterable: z.boolean().optional(),
  expression: optionalText,
  description: optionalText,
  python_date_format: optionalText,
  advanced_data_type: optionalText,
  extra: optionalText,
  uuid: uuidText.optional(),
  type_generic: z.number().int().nullish(),
  changed_on: z.string().optional(),
  created_on: z.string().optional(),
});
const metricSchema = z.strictObject({
  id: z.number().int().optional(),
  metric_name: z.string().min(1),
  expression: z.string().min(1),
  verbose_name: optionalText,
  metric_type: optionalText,
  description: optionalText,
  d3format: optionalText,
  currency: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  extra: optionalText,
  warning_text: optionalText,
  uuid: uuidText.optional(),
  changed_on: z.string().optional(),
  created_on: z.string().optional(),
});
const fields = {
  database: z.number().int(),
  table_name: z.string().min(1).max(250),
  schema: z.string().max(255).nullish(),
  catalog: z.string().max(255).nullish(),
  sql: optionalText,
  main_dttm_col: optionalText,
  description: optionalText,
  default_endpoint: optionalText,
  offset: z.number().int().optional(),
  cache_timeout: z.number().int().nullish(),
  template_params: optionalText,
  extra: optionalText,
  filter_select_enabled: z.boolean().optional(),
  fetch_values_predicate: optionalText,
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  is_managed_externally: z.boolean().optional(),
  external_url: optionalText,
  is_sqllab_view: z.boolean().optional(),
  owners: idList.optional(),
  columns: z.array(columnSchema).optional(),
  metrics: z.array(metricSchema).optional(),
};
const createSchema = z.strictObject({ ...fields, uuid: uuidText.optional() });
const updateSchema = z.strictObject({ ...fields, database_id: z.number().int() }).partial();
type DatasetBody = z.infer<typeof updateSchema>;

function toInput(body: DatasetBody): DatasetInput {
  const { database, database_id, is_sqllab_view: _view, columns, metrics, ...rest } = body;
  const databaseId = database_id ?? database;
  return {
    ...rest,
    ...(databaseId !== undefined ? { database_id: databaseId } : {}),
    ...(columns
      ? { columns: columns.map(({ type_generic: _g, changed_on: _c, created_on: _o, ...c }) => c) }
      : {}),
    ...(metrics
      ? {
          metrics: metrics.map(({ changed_on: _c, created_on: _o, currency, ...m }) => ({
            ...m,
            currency:
              currency === undefined || currency === null || typeof currency === 'string'
                ? currency
                : JSON.stringify(currency),
          })),
        }
      : {}),
  };
}

/** Columns read from the database: the physical table's, or what the virtual SQL returns. */
async function introspectColumns(
  app: FastifyInstance,
  databaseId: number,
  schema: string | null,
  table: string,
  virtualSql?: string | null,
): Promise<ColumnInput[]> {
  const { store, config } = app;
  try {
    return virtualSql
      ? await virtualColumns(store, config.secretKey, databaseId, virtualSql)
      : await physicalColumns(store, config.secretKey, databaseId, schema, table);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError('VALIDATION', { detail: `Dataset could not be created: ${reason}` }, { cause: error });
  }
}

function columnInputOf(row: DatasetColumnRow): ColumnInput {
  return {
    id: row.id,
    column_name: row.column_name,
    verbose_name: row.verbose_name,
    type: row.type,
    is_dttm: row.is_dttm === 1,
    is_active: row.is_active === 1,
    groupby: row.groupby === 1,
    filterable: row.filterable === 1,
    expression: row.expression,
    description: row.description,
    python_date_format: row.python_date_format,
    advanced_data_type: row.advanced_data_type,
    extra: row.extra,
  };
}

const hasDuplicates = (names: readonly string[] | undefined): boolean =>
  names !== undefined && new Set(names).size !== names.length;

async function checkBody(app: FastifyInstance, input: DatasetInput, ctx: ListContext, id?: number) {
  const db = app.store;
  const errors: Record<string, string[]> = {};
  if (input.database_id !== undefined) {
    // A database the user may not query is answered as a missing one (Superset's validation).
    if (!(await databaseExists(db, input.database_id)) || !databaseReadable(ctx, input.database_id))
      errors.database = ['Database does not exist'];
  }
  if (input.owners && (await unknownUsers(db, input.owners)).length > 0)
    errors.owners = ['Owners are invalid'];
  // Superset's DatasetColumnsDuplicateValidationError / DatasetMetricsDuplicateValidationError.
  if (hasDuplicates(input.columns?.map((c) => c.column_name))) {
    errors.columns = ['One or more columns are duplicated'];
  }
  if (hasDuplicates(input.metrics?.map((m) => m.metric_name))) {
    errors.metrics = ['One or more metrics are duplicated'];
  }
  if (input.database_id !== undefined && input.table_name !== undefined && !errors.database) {
    const other = await findDataset(db, input.database_id, input.schema ?? null, input.table_name);
    if (other && other.id !== id) errors.table_name = [`Dataset ${input.table_name} already exists`];
  }
  if (Object.keys(errors).length > 0) {
    throw new ApiError('VALIDATION', { detail: 'Invalid dataset' }, { fieldErrors: errors });
  }
}

async function showDataset(db: Db, id: number, request: FastifyRequest) {
  if (!(await datasetVisible(db, id, contextOf(request)))) throw notFound();
  const [item] = await loadDatasetItems(db, [id], true);
  if (!item) throw notFound();
  return { id, result: item };
}

/** A dataset as show, create and update answer it (Superset's DatasetRestApi show columns). */
const datasetItem = z
  .looseObject({
    id: z.number(),
    uuid: z.string().nullable(),
    table_name: z.string(),
    schema: z.string().nullable(),
    catalog: z.string().nullable(),
    sql: z.string().nullable(),
    kind: z.string(),
    database: z.looseObject({ id: z.number(), database_name: z.string(), backend: z.string() }),
    main_dttm_col: z.string().nullable(),
    columns: z.array(z.looseObject({ id: z.number(), column_name: z.string(), type: z.string().nullable() })),
    metrics: z.array(z.looseObject({ id: z.number(), metric_name: z.string(), expression: z.string() })),
    owners: z.array(z.looseObject({ id: z.number(), first_name: z.string(), last_name: z.string() })),
  })
  .partial()
  .describe('A dataset with its columns and metrics');

export default async function datasetRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, datasetResource, { add: createSchema, edit: updateSchema });
  await registerBundleRoutes(app, 'dataset');
  registerRelatedObjects(app, 'dataset');
  registerDatasourceSave(app);
  registerShowCreateUpdate(app, {
    resource: datasetResource,
    item: datasetItem,
    createBody: createSchema,
    updateBody: updateSchema,
    show: (request, id) => showDataset(app.store, id, request),
    create: async (request, body) => {
      const input = toInput(body);
      await checkBody(app, input, contextOf(request));
      if (input.columns === undefined) {
        const { database_id, schema, table_name, sql } = input;
        input.columns = await introspectColumns(app, database_id!, schema ?? null, table_name!, sql);
      }
      // Like Superset, the first temporal column becomes the default time column.
      input.main_dttm_col ??= input.columns?.find((c) => c.is_dttm)?.column_name ?? null;
      return createDataset(app.store, input, contextOf(request).userId);
    },
    update: async (request, id, body) => {
      const input = toInput(body);
      const current = await findDatasetRow(app.store, id);
      await checkBody(
        app,
        {
          ...input,
          database_id: input.database_id ?? current.database_id,
          table_name: input.table_name ?? current.table_name,
          schema: input.schema !== undefined ? input.schema : current.schema,
        },
        contextOf(request),
        id,
      );
      await updateDataset(app.store, id, input, contextOf(request).userId);
    },
  });

  // Re-reads the columns from the database (table or virtual SQL); saved column settings are kept.
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/v1/dataset/:pk/refresh',
    {
      preHandler: app.authorize('can_write', 'Dataset'),
      schema: {
        summary: "Re-read a dataset's columns from its database",
        params: pkParams,
        response: { 200: messageAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      if (!(await datasetResource.exists(app.store, id))) throw notFound();
      await assertOwner(request, app.store, 'dataset', id);
      const current = await findDatasetRow(app.store, id);
      const fresh = await introspectColumns(
        app,
        current.database_id,
        current.schema,
        current.table_name,
        current.sql,
      );
      const saved = await savedColumns(app.store, id);
      const byName = new Map(saved.map((c) => [c.column_name, c]));
      const calculated = saved.filter((c) => c.expression);
      const columns: ColumnInput[] = [
        ...fresh.map((c) => {
          const old = byName.get(c.column_name);
          return old ? { ...columnInputOf(old), type: c.type } : c;
        }),
        ...calculated.filter((c) => !fresh.some((f) => f.column_name === c.column_name)).map(columnInputOf),
      ];
      await updateDataset(app.store, id, { columns }, contextOf(request).userId);
      return { message: 'OK' };
    },
  );
}
