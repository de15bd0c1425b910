import type { QueryFormData } from '../../wire';

/** Ethnic minority to gender, as Superset's FCC New Coder Survey sankey. */
export const sankeyFormData: QueryFormData = {
  datasource: '42__table',
  viz_type: 'sankey_v2',
  source: 'ethnic_minority',
  target: 'gender',
  metric: 'count',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'gender',
      operator: '!=',
      comparator: 'NULL',
    },
  ],
  row_limit: 10000,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};
