/** The chart list in SQL: filters, search, order columns and scope of `GET /api/v1/chart/`. */
import { sql } from 'kysely';
import { tagOperators } from '../tags/list-filters';
import { loadChartItems } from './charts';
import { AUDIT_COLUMNS, FAVORITE_CLASS, OWNER_COLUMNS } from './common';
import { chartScope } from './list/access';
import {
  CHANGED_COLUMNS,
  type ListDefinition,
  NEWEST_FIRST,
  PEOPLE_RELATED,
  TAG_RELATED,
} from './list/definition';
import {
  anyOf,
  asBool,
  col,
  createdByMeOperator,
  favoriteOperator,
  manyRelationOperators,
  numberOperators,
  relationOperators,
  textOperators,
  userColumn,
} from './list/filters';

const datasetName = sql`(select d.table_name from tables d where d.id = t.datasource_id)`;
const changedByName = userColumn('changed_by_fk');

const allText: ListDefinition['filters'][string] = {
  chart_all_text: (value) => {
    const pattern = `%${String(value).toLowerCase()}%`;
    return anyOf([
      sql`lower(t.slice_name) like ${pattern}`,
      sql`lower(coalesce(t.description, '')) like ${pattern}`,
      sql`lower(t.viz_type) like ${pattern}`,
      sql`lower(coalesce(${datasetName}, '')) like ${pattern}`,
    ]);
  },
};

export const chartList: ListDefinition = {
  table: 'slices',
  title: 'List Slice',
  filters: {
    id: {
      ...numberOperators(col('id')),
      chart_is_favorite: favoriteOperator(FAVORITE_CLASS.chart),
      chart_is_certified: (v) => (asBool(v) ? sql`t.certified_by is not null` : sql`t.certified_by is null`),
      chart_owned_created_favored_by_me: (_v, ctx) =>
        anyOf([
          sql`t.created_by_fk = ${ctx.userId ?? -1}`,
          sql`t.id in (select slice_id from slice_user where user_id = ${ctx.userId ?? -1})`,
          favoriteOperator(FAVORITE_CLASS.chart)(true, ctx),
        ]),
    },
    slice_name: { ...textOperators(col('slice_name')), ...allText },
    viz_type: textOperators(col('viz_type')),
    description: textOperators(col('description')),
    datasource_id: numberOperators(col('datasource_id')),
    datasource_type: textOperators(col('datasource_type')),
    datasource_name: textOperators(datasetName),
    owners: manyRelationOperators('slice_user', 'slice_id', 'user_id'),
    dashboards: manyRelationOperators('dashboard_slices', 'slice_id', 'dashboard_id'),
    created_by: {
      ...relationOperators('created_by_fk'),
      chart_created_by_me: createdByMeOperator(),
      chart_has_created_by: (v) =>
        asBool(v) ? sql`t.created_by_fk is not null` : sql`t.created_by_fk is null`,
    },
    changed_by: relationOperators('changed_by_fk'),
    tags: tagOperators('chart', 'chart'),
  },
  orderColumns: {
    id: col('id'),
    slice_name: col('slice_name'),
    viz_type: col('viz_type'),
    datasource_id: col('datasource_id'),
    datasource_name: datasetName,
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    created_on: col('created_on'),
    last_saved_at: col('changed_on'),
    'last_saved_by.id': col('changed_by_fk'),
    'changed_by.first_name': changedByName,
    description: col('description'),
  },
  columns: [
    'id',
    'uuid',
    'slice_name',
    'viz_type',
    'params',
    'form_data',
    'query_context',
    'description',
    'description_markeddown',
    'cache_timeout',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'external_url',
    'datasource_id',
    'datasource_type',
    'datasource_name_text',
    'datasource_url',
    'datasource_uid',
    'url',
    'slice_url',
    'edit_url',
    'thumbnail_url',
    'table',
    'table.table_name',
    'table.default_endpoint',
    'dashboards',
    'dashboards.id',
    'dashboards.dashboard_title',
    'tags',
    'tags.id',
    'tags.name',
    'tags.type',
    ...OWNER_COLUMNS,
    ...AUDIT_COLUMNS,
  ],
  defaultColumns: [
    'id',
    'slice_name',
    'viz_type',
    'url',
    'description',
    'datasource_id',
    'datasource_type',
    'datasource_name_text',
    'datasource_url',
    'cache_timeout',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'thumbnail_url',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'dashboards.id',
    'dashboards.dashboard_title',
    'tags.id',
    'tags.name',
    'tags.type',
    ...CHANGED_COLUMNS,
    'created_by.first_name',
    'created_by.last_name',
  ],
  defaultOrder: NEWEST_FIRST,
  scope: chartScope,
  load: (db, ids) => loadChartItems(db, ids),
  related: {
    ...PEOPLE_RELATED,
    dashboards: { table: 'dashboards', text: 'dashboard_title', search: ['dashboard_title'] },
    tags: TAG_RELATED,
  },
  distinct: { viz_type: 't.viz_type' },
};
