/** The annotation layer and annotation lists in SQL (`GET /api/v1/annotation_layer/[<pk>/annotation/]`). */
import { sql } from 'kysely';
import { loadAnnotationItems, loadLayerItems } from '../annotations/repository';
import { AUDIT_COLUMNS } from './common';
import { type ListDefinition, NEWEST_FIRST, USER_RELATED } from './list/definition';
import {
  col,
  dateOperators,
  numberOperators,
  relationOperators,
  textOperators,
  userColumn,
} from './list/filters';

const AUDIT_ORDER = {
  changed_on: col('changed_on'),
  changed_on_delta_humanized: col('changed_on'),
  created_on: col('created_on'),
  'created_by.first_name': userColumn('created_by_fk'),
  'changed_by.first_name': userColumn('changed_by_fk'),
};

export const layerList: ListDefinition = {
  table: 'annotation_layer',
  title: 'List Annotation Layer',
  filters: {
    id: numberOperators(col('id')),
    name: textOperators(col('name')),
    descr: textOperators(col('descr')),
    created_by: relationOperators('created_by_fk'),
    changed_by: relationOperators('changed_by_fk'),
    changed_on: dateOperators(col('changed_on')),
  },
  orderColumns: { id: col('id'), name: col('name'), descr: col('descr'), ...AUDIT_ORDER },
  columns: ['id', 'name', 'descr', ...AUDIT_COLUMNS],
  defaultColumns: [
    'id',
    'name',
    'descr',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'created_by.id',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
  ],
  defaultOrder: NEWEST_FIRST,
  load: (db, ids) => loadLayerItems(db, ids),
  related: { created_by: USER_RELATED, changed_by: USER_RELATED },
  distinct: { name: 't.name' },
};

/** The annotations of one layer, through the same list engine (the layer is the scope). */
export function annotationList(layerId: number): ListDefinition {
  return {
    table: 'annotation',
    title: 'List Annotation',
    filters: {
      id: numberOperators(col('id')),
      short_descr: textOperators(col('short_descr')),
      long_descr: textOperators(col('long_descr')),
      start_dttm: dateOperators(col('start_dttm')),
      end_dttm: dateOperators(col('end_dttm')),
    },
    orderColumns: {
      id: col('id'),
      short_descr: col('short_descr'),
      start_dttm: col('start_dttm'),
      end_dttm: col('end_dttm'),
      ...AUDIT_ORDER,
    },
    columns: [
      'id',
      'short_descr',
      'long_descr',
      'start_dttm',
      'end_dttm',
      'json_metadata',
      'layer.id',
      'layer.name',
      ...AUDIT_COLUMNS,
    ],
    defaultColumns: [
      'id',
      'short_descr',
      'long_descr',
      'start_dttm',
      'end_dttm',
      'json_metadata',
      'changed_on_delta_humanized',
      'created_by.first_name',
      'created_by.last_name',
    ],
    defaultOrder: { column: 'start_dttm', direction: 'desc' },
    scope: () => sql`t.layer_id = ${layerId}`,
    load: (db, ids) => loadAnnotationItems(db, ids),
  };
}
