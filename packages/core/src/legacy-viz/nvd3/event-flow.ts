// EventFlowViz (`event_flow`): raw event rows (event name, entity id, meta columns, time) for the
// data-ui event flow chart.
import { asList } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyViz } from '../types';
import { columnName } from './helpers';

function eventFlowQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const event = formData.all_columns_x;
  const entity = formData.entity;
  // Superset fails with a KeyError here; we say which controls are missing.
  if (!event || !entity) throw new LegacyVizError('Pick the columns of event names and entity ids');
  const keys = [columnName(event), columnName(entity)];
  const meta = asList(formData.all_columns).filter((c) => c && !keys.includes(columnName(c)));
  const query: LegacyQuery = { ...base, columns: [event, entity, ...meta], metrics: null };
  if (formData.order_by_entity) query.orderby = [[entity, true]];
  return query;
}

export const eventFlowViz: LegacyViz = {
  id: 'event_flow',
  name: 'Event flow',
  isTimeseries: true,
  queryObject: eventFlowQuery,
  getData: ({ rows }) => rows.map((row) => ({ ...row })),
  // BaseViz.get_data of an empty frame is [].
  dataWhenEmpty: true,
};
