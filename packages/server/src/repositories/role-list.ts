/** Roles, permissions, view menus and their pairs as lists in SQL (`GET /api/v1/security/<list>/`). */
import { sql } from 'kysely';
import { loadNamedItems, loadPermissionViews, type NamedTable } from '../security/role-admin';
import type { ListDefinition } from './list/definition';
import { col, numberOperators, textOperators } from './list/filters';

const namedList = (table: NamedTable, title: string): ListDefinition => ({
  table,
  title,
  filters: { id: numberOperators(col('id')), name: textOperators(col('name')) },
  orderColumns: { id: col('id'), name: col('name') },
  columns: ['id', 'name'],
  defaultColumns: ['id', 'name'],
  defaultOrder: { column: 'name', direction: 'asc' },
  load: (db, ids) => loadNamedItems(db, table, ids) as unknown as Promise<Record<string, unknown>[]>,
});

export const roleList = namedList('ab_role', 'List Roles');
export const permissionList = namedList('ab_permission', 'List Base Permissions');
export const viewMenuList = namedList('ab_view_menu', 'List View Menus');

const permissionName = sql`(select p.name from ab_permission p where p.id = t.permission_id)`;
const viewMenuName = sql`(select v.name from ab_view_menu v where v.id = t.view_menu_id)`;
export const permissionViewList: ListDefinition = {
  table: 'ab_permission_view',
  title: 'List Permissions on Views/Menus',
  filters: {
    id: numberOperators(col('id')),
    'permission.name': textOperators(permissionName),
    'view_menu.name': textOperators(viewMenuName),
  },
  orderColumns: { id: col('id'), 'permission.name': permissionName, 'view_menu.name': viewMenuName },
  columns: [
    'id',
    'permission',
    'permission.id',
    'permission.name',
    'view_menu',
    'view_menu.id',
    'view_menu.name',
  ],
  defaultColumns: ['id', 'permission', 'view_menu'],
  defaultOrder: { column: 'id', direction: 'asc' },
  load: (db, ids) => loadPermissionViews(db, ids) as unknown as Promise<Record<string, unknown>[]>,
};
