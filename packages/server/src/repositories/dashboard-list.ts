/** The dashboard list in SQL: filters, search, order columns and scope of `GET /api/v1/dashboard/`. */
import { sql } from 'kysely';
import { tagOperators } from '../tags/list-filters';
import { AUDIT_COLUMNS, FAVORITE_CLASS, OWNER_COLUMNS } from './common';
import { loadDashboardItems } from './dashboards';
import { dashboardScope } from './list/access';
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
  boolOperators,
  col,
  createdByMeOperator,
  favoriteOperator,
  manyRelationOperators,
  numberOperators,
  relationOperators,
  textOperators,
  userColumn,
} from './list/filters';

export const dashboardList: ListDefinition = {
  table: 'dashboards',
  title: 'List Dashboard',
  filters: {
    id: {
      ...numberOperators(col('id')),
      dashboard_is_favorite: favoriteOperator(FAVORITE_CLASS.dashboard),
      dashboard_is_certified: (v) =>
        asBool(v) ? sql`t.certified_by is not null` : sql`t.certified_by is null`,
    },
    dashboard_title: {
      ...textOperators(col('dashboard_title')),
      title_or_slug: (value) => {
        const pattern = `%${String(value).toLowerCase()}%`;
        return anyOf([
          sql`lower(t.dashboard_title) like ${pattern}`,
          sql`lower(coalesce(t.slug, '')) like ${pattern}`,
        ]);
      },
    },
    slug: textOperators(col('slug')),
    published: boolOperators(col('published')),
    owners: manyRelationOperators('dashboard_user', 'dashboard_id', 'user_id'),
    created_by: {
      ...relationOperators('created_by_fk'),
      dashboard_created_by_me: createdByMeOperator(),
      created_by_me: createdByMeOperator(),
      dashboard_has_created_by: (v) =>
        asBool(v) ? sql`t.created_by_fk is not null` : sql`t.created_by_fk is null`,
    },
    changed_by: relationOperators('changed_by_fk'),
    tags: tagOperators('dashboard', 'dashboard'),
  },
  orderColumns: {
    id: col('id'),
    dashboard_title: col('dashboard_title'),
    slug: col('slug'),
    published: col('published'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    created_on: col('created_on'),
    'changed_by.first_name': userColumn('changed_by_fk'),
  },
  columns: [
    'id',
    'uuid',
    'dashboard_title',
    'slug',
    'url',
    'position_json',
    'json_metadata',
    'css',
    'description',
    'published',
    'status',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'external_url',
    'thumbnail_url',
    'charts',
    'roles',
    'roles.id',
    'roles.name',
    'tags',
    'tags.id',
    'tags.name',
    'tags.type',
    ...OWNER_COLUMNS,
    ...AUDIT_COLUMNS,
  ],
  defaultColumns: [
    'id',
    'dashboard_title',
    'slug',
    'url',
    'published',
    'status',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'thumbnail_url',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'tags.id',
    'tags.name',
    'tags.type',
    ...CHANGED_COLUMNS,
    'created_by.first_name',
    'created_by.last_name',
  ],
  defaultOrder: NEWEST_FIRST,
  scope: dashboardScope,
  load: (db, ids) => loadDashboardItems(db, ids),
  related: { ...PEOPLE_RELATED, tags: TAG_RELATED },
};
