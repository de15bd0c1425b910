/**
 * The first schema: security (Flask-AppBuilder's ab_* tables), databases, datasets with columns
 * and metrics, charts, dashboards, owners, saved queries, key-value entries, favourites, logs.
 * Table and column names follow Superset's so bundles and habits map one to one.
 */
import type { StoreDialect } from '../connection';
import { flag, type MigrationDb, type PortableMigration, withAudit, withExternal, withId } from './helpers';

async function createSecurityTables(db: MigrationDb, dialect: StoreDialect): Promise<void> {
  await withId(db.schema.createTable('ab_user'), dialect)
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_on', 'text', (col) => col.notNull())
    .addColumn('changed_on', 'text', (col) => col.notNull())
    .addColumn('last_login', 'text')
    .addColumn('login_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ix_ab_user_email').on('ab_user').column('email').execute();

  await withId(db.schema.createTable('ab_role'), dialect)
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();
  await withId(db.schema.createTable('ab_permission'), dialect)
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();
  await withId(db.schema.createTable('ab_view_menu'), dialect)
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await withId(db.schema.createTable('ab_permission_view'), dialect)
    .addColumn('permission_id', 'integer', (col) =>
      col.notNull().references('ab_permission.id').onDelete('cascade'),
    )
    .addColumn('view_menu_id', 'integer', (col) =>
      col.notNull().references('ab_view_menu.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_ab_permission_view', ['permission_id', 'view_menu_id'])
    .execute();
  await db.schema
    .createIndex('ix_ab_permission_view_view')
    .on('ab_permission_view')
    .column('view_menu_id')
    .execute();

  await withId(db.schema.createTable('ab_permission_view_role'), dialect)
    .addColumn('permission_view_id', 'integer', (col) =>
      col.notNull().references('ab_permission_view.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (col) => col.notNull().references('ab_role.id').onDelete('cascade'))
    .addUniqueConstraint('uq_ab_permission_view_role', ['permission_view_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('ix_ab_permission_view_role_role')
    .on('ab_permission_view_role')
    .column('role_id')
    .execute();

  await withId(db.schema.createTable('ab_user_role'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('ab_role.id').onDelete('cascade'))
    .addUniqueConstraint('uq_ab_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('ix_ab_user_role_role').on('ab_user_role').column('role_id').execute();
}

async function createDataTables(db: MigrationDb, dialect: StoreDialect): Promise<void> {
  await withExternal(
    withAudit(withId(db.schema.createTable('dbs'), dialect))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('database_name', 'text', (col) => col.notNull().unique())
      .addColumn('sqlalchemy_uri', 'text', (col) => col.notNull())
      .addColumn('password', 'text')
      .addColumn('expose_in_sqllab', 'integer', flag(1))
      .addColumn('allow_run_async', 'integer', flag(0))
      .addColumn('allow_dml', 'integer', flag(0))
      .addColumn('allow_file_upload', 'integer', flag(0))
      .addColumn('allow_ctas', 'integer', flag(0))
      .addColumn('allow_cvas', 'integer', flag(0))
      .addColumn('cache_timeout', 'integer')
      .addColumn('extra', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('impersonate_user', 'integer', flag(0)),
  ).execute();

  await withExternal(
    withAudit(withId(db.schema.createTable('tables'), dialect))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('database_id', 'integer', (col) => col.notNull().references('dbs.id'))
      .addColumn('catalog', 'text')
      .addColumn('schema', 'text')
      .addColumn('table_name', 'text', (col) => col.notNull())
      .addColumn('sql', 'text')
      .addColumn('main_dttm_col', 'text')
      .addColumn('description', 'text')
      .addColumn('default_endpoint', 'text')
      .addColumn('offset', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('cache_timeout', 'integer')
      .addColumn('params', 'text')
      .addColumn('template_params', 'text')
      .addColumn('extra', 'text')
      .addColumn('filter_select_enabled', 'integer', flag(1))
      .addColumn('fetch_values_predicate', 'text')
      .addColumn('normalize_columns', 'integer', flag(0))
      .addColumn('always_filter_main_dttm', 'integer', flag(0))
      .addUniqueConstraint('uq_tables_database_schema_table', ['database_id', 'schema', 'table_name']),
  ).execute();

  await withId(db.schema.createTable('table_columns'), dialect)
    .addColumn('uuid', 'text', (col) => col.notNull().unique())
    .addColumn('table_id', 'integer', (col) => col.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'text', (col) => col.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('is_dttm', 'integer', flag(0))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('type', 'text')
    .addColumn('advanced_data_type', 'text')
    .addColumn('groupby', 'integer', flag(1))
    .addColumn('filterable', 'integer', flag(1))
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('uq_table_columns_table_column', ['table_id', 'column_name'])
    .execute();

  await withId(db.schema.createTable('sql_metrics'), dialect)
    .addColumn('uuid', 'text', (col) => col.notNull().unique())
    .addColumn('table_id', 'integer', (col) => col.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'text', (col) => col.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('metric_type', 'text')
    .addColumn('expression', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'text')
    .addColumn('currency', 'text')
    .addColumn('extra', 'text')
    .addColumn('warning_text', 'text')
    .addUniqueConstraint('uq_sql_metrics_table_metric', ['table_id', 'metric_name'])
    .execute();
}

async function createContentTables(db: MigrationDb, dialect: StoreDialect): Promise<void> {
  await withExternal(
    withAudit(withId(db.schema.createTable('slices'), dialect))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('slice_name', 'text', (col) => col.notNull())
      .addColumn('viz_type', 'text', (col) => col.notNull())
      .addColumn('datasource_id', 'integer')
      .addColumn('datasource_type', 'text')
      .addColumn('params', 'text')
      .addColumn('query_context', 'text')
      .addColumn('description', 'text')
      .addColumn('cache_timeout', 'integer')
      .addColumn('certified_by', 'text')
      .addColumn('certification_details', 'text'),
  ).execute();
  await db.schema
    .createIndex('ix_slices_datasource')
    .on('slices')
    .columns(['datasource_type', 'datasource_id'])
    .execute();

  await withExternal(
    withAudit(withId(db.schema.createTable('dashboards'), dialect))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('dashboard_title', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.unique())
      .addColumn('position_json', 'text')
      .addColumn('json_metadata', 'text')
      .addColumn('css', 'text')
      .addColumn('description', 'text')
      .addColumn('published', 'integer', flag(0))
      .addColumn('certified_by', 'text')
      .addColumn('certification_details', 'text'),
  ).execute();

  await withId(db.schema.createTable('dashboard_slices'), dialect)
    .addColumn('dashboard_id', 'integer', (col) =>
      col.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('slice_id', 'integer', (col) => col.notNull().references('slices.id').onDelete('cascade'))
    .addUniqueConstraint('uq_dashboard_slice', ['dashboard_id', 'slice_id'])
    .execute();
  await db.schema
    .createIndex('ix_dashboard_slices_slice')
    .on('dashboard_slices')
    .column('slice_id')
    .execute();

  const owners = [
    ['slice_user', 'slice_id', 'slices'],
    ['dashboard_user', 'dashboard_id', 'dashboards'],
    ['sqlatable_user', 'table_id', 'tables'],
  ] as const;
  for (const [table, objectColumn, objectTable] of owners) {
    await withId(db.schema.createTable(table), dialect)
      .addColumn(objectColumn, 'integer', (col) =>
        col.notNull().references(`${objectTable}.id`).onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('ab_user.id').onDelete('cascade'))
      .addUniqueConstraint(`uq_${table}`, [objectColumn, 'user_id'])
      .execute();
    await db.schema.createIndex(`ix_${table}_user`).on(table).column('user_id').execute();
  }
}

async function createUserStateTables(db: MigrationDb, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('saved_query'), dialect))
    .addColumn('uuid', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.references('ab_user.id').onDelete('set null'))
    .addColumn('db_id', 'integer', (col) => col.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text', (col) => col.notNull())
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .execute();
  await db.schema.createIndex('ix_saved_query_user').on('saved_query').column('user_id').execute();

  await withId(db.schema.createTable('key_value'), dialect)
    .addColumn('uuid', 'text', (col) => col.notNull().unique())
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_on', 'text', (col) => col.notNull())
    .addColumn('created_by_fk', 'integer', (col) => col.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_on', 'text')
    .addColumn('changed_by_fk', 'integer', (col) => col.references('ab_user.id').onDelete('set null'))
    .addColumn('expires_on', 'text')
    .execute();
  await db.schema.createIndex('ix_key_value_resource').on('key_value').column('resource').execute();
  await db.schema.createIndex('ix_key_value_expires_on').on('key_value').column('expires_on').execute();

  await withId(db.schema.createTable('favstar'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('class_name', 'text', (col) => col.notNull())
    .addColumn('obj_id', 'integer', (col) => col.notNull())
    .addColumn('dttm', 'text', (col) => col.notNull())
    .addUniqueConstraint('uq_favstar', ['user_id', 'class_name', 'obj_id'])
    .execute();

  await withId(db.schema.createTable('logs'), dialect)
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('ab_user.id').onDelete('set null'))
    .addColumn('json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('dttm', 'text', (col) => col.notNull())
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'text')
    .execute();
  await db.schema.createIndex('ix_logs_dttm').on('logs').column('dttm').execute();
  await db.schema.createIndex('ix_logs_user').on('logs').column('user_id').execute();
}

export const initialMigration: PortableMigration = {
  name: '0001_initial',
  async up(db, dialect) {
    await createSecurityTables(db, dialect);
    await createDataTables(db, dialect);
    await createContentTables(db, dialect);
    await createUserStateTables(db, dialect);
  },
  async down(db) {
    const tables = [
      'logs',
      'favstar',
      'key_value',
      'saved_query',
      'sqlatable_user',
      'dashboard_user',
      'slice_user',
      'dashboard_slices',
      'dashboards',
      'slices',
      'sql_metrics',
      'table_columns',
      'tables',
      'dbs',
      'ab_user_role',
      'ab_permission_view_role',
      'ab_permission_view',
      'ab_view_menu',
      'ab_permission',
      'ab_role',
      'ab_user',
    ];
    for (const table of tables) await db.schema.dropTable(table).execute();
  },
};
