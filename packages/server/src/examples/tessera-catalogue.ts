/**
 * The datasets, charts and dashboard that present our generated example data. Chart params are
 * the form_data Superset's Explore would save for these viz types, so the web app and Superset
 * clients read them the same way.
 */
import { COUNT_METRIC, type DatasetDef } from './register';

const USD = { symbol: 'USD', symbolPosition: 'prefix' } as const;

export const ORDERS: DatasetDef = {
  uuid: '365c0998-8fe9-43fd-b2c8-caf540f33f3c',
  tableName: 'tessera_orders',
  description: 'Generated sales orders over three years: one row per order line.',
  mainDttmCol: 'order_date',
  metrics: [
    COUNT_METRIC,
    {
      metric_name: 'sum__revenue',
      verbose_name: 'Revenue',
      expression: 'SUM(revenue)',
      d3format: '$,.0f',
      currency: USD,
    },
    {
      metric_name: 'sum__cost',
      verbose_name: 'Cost',
      expression: 'SUM(cost)',
      d3format: '$,.0f',
      currency: USD,
    },
    { metric_name: 'sum__quantity', verbose_name: 'Units sold', expression: 'SUM(quantity)' },
    {
      metric_name: 'avg__unit_price',
      verbose_name: 'Average unit price',
      expression: 'AVG(unit_price)',
      d3format: '$,.2f',
    },
    {
      metric_name: 'margin',
      verbose_name: 'Gross margin',
      expression: '(SUM(revenue) - SUM(cost)) / NULLIF(SUM(revenue), 0)',
      d3format: '.1%',
      description: 'Share of revenue left after the cost of goods.',
    },
  ],
  columnOverrides: {
    order_date: { verbose_name: 'Order date' },
    deal_size: { description: 'Small under $3,000, Medium under $10,000, Large above.' },
  },
};

export const SESSIONS: DatasetDef = {
  uuid: 'd7ee8f98-4697-4a6d-ac0e-e87cfd63e68c',
  tableName: 'tessera_web_sessions',
  description: 'Generated web-site sessions: device, traffic source, engagement and conversion.',
  mainDttmCol: 'session_start',
  metrics: [
    COUNT_METRIC,
    { metric_name: 'sum__pageviews', verbose_name: 'Page views', expression: 'SUM(pageviews)' },
    {
      metric_name: 'avg__duration_seconds',
      verbose_name: 'Average duration (s)',
      expression: 'AVG(duration_seconds)',
      d3format: ',.0f',
    },
    {
      metric_name: 'conversion_rate',
      verbose_name: 'Conversion rate',
      expression: 'AVG(CASE WHEN converted THEN 1 ELSE 0 END)',
      d3format: '.2%',
    },
    {
      metric_name: 'bounce_rate',
      verbose_name: 'Bounce rate',
      expression: 'AVG(CASE WHEN bounced THEN 1 ELSE 0 END)',
      d3format: '.1%',
    },
  ],
};

export const COUNTRIES_DATASET: DatasetDef = {
  uuid: 'c589f638-479a-4360-991e-621ddc0fd6de',
  tableName: 'tessera_countries',
  description: 'The countries Tessera sells in, with their region and a few facts.',
  metrics: [
    COUNT_METRIC,
    {
      metric_name: 'sum__population_millions',
      verbose_name: 'Population (millions)',
      expression: 'SUM(population_millions)',
    },
  ],
};

export const TESSERA_DATASETS = [ORDERS, SESSIONS, COUNTRIES_DATASET] as const;

export const DASHBOARD_UUID = '49c97ab5-2f23-4968-9aee-9e3c2b6899a4';
export const DASHBOARD_TITLE = 'Tessera Sales Overview';

type DatasetKey = 'orders' | 'sessions';

export interface ChartDef {
  readonly uuid: string;
  readonly sliceName: string;
  readonly vizType: string;
  readonly dataset: DatasetKey;
  readonly description?: string;
  /** Form-data fields beyond the common ones (datasource, viz_type, adhoc time filter, ...). */
  readonly params: Record<string, unknown>;
  /** Width on the 12-column dashboard grid; charts fill rows in order. */
  readonly width: number;
}

export const TIME_COLUMN: Record<DatasetKey, string> = { orders: 'order_date', sessions: 'session_start' };

export const TESSERA_CHARTS: readonly ChartDef[] = [
  {
    uuid: 'e58ed23f-f74b-4a63-a356-ce8be071a7d5',
    sliceName: 'Total Revenue',
    vizType: 'big_number_total',
    dataset: 'orders',
    params: { metric: 'sum__revenue', subheader: 'all orders', y_axis_format: 'SMART_NUMBER' },
    width: 4,
  },
  {
    uuid: '4c1ecf0d-81e8-4372-bfc7-dfa0e88a3dda',
    sliceName: 'Monthly Revenue',
    vizType: 'echarts_timeseries_line',
    dataset: 'orders',
    params: {
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: ['sum__revenue'],
      groupby: [],
      markerEnabled: true,
    },
    width: 8,
  },
  {
    uuid: 'fedbf1d4-5527-4616-b4a5-40ff679a477f',
    sliceName: 'Revenue by Region',
    vizType: 'echarts_timeseries_bar',
    dataset: 'orders',
    params: {
      x_axis: 'order_date',
      time_grain_sqla: 'P3M',
      metrics: ['sum__revenue'],
      groupby: ['region'],
      stack: 'Stack',
    },
    width: 6,
  },
  {
    uuid: 'd1a21857-0cc2-4fdb-99ed-e180daa7ab14',
    sliceName: 'Orders by Channel',
    vizType: 'pie',
    dataset: 'orders',
    params: {
      metric: 'count',
      groupby: ['channel'],
      show_labels: true,
      label_type: 'key_percent',
      donut: true,
    },
    width: 6,
  },
  {
    uuid: '874eb818-05b1-4c45-9a24-3a34c01273d3',
    sliceName: 'Top Countries',
    vizType: 'table',
    dataset: 'orders',
    params: {
      query_mode: 'aggregate',
      groupby: ['country', 'region'],
      metrics: ['sum__revenue', 'count', 'margin'],
      all_columns: [],
      order_desc: true,
      server_page_length: 10,
      row_limit: 10,
      timeseries_limit_metric: 'sum__revenue',
    },
    width: 6,
  },
  {
    uuid: 'b44eba47-6007-4730-aefc-040c2681ae5a',
    sliceName: 'Weekly Sessions by Device',
    vizType: 'echarts_timeseries_line',
    dataset: 'sessions',
    params: { x_axis: 'session_start', time_grain_sqla: 'P1W', metrics: ['count'], groupby: ['device'] },
    width: 6,
  },
  {
    uuid: '998aa051-119f-4950-9ae2-81319911a73a',
    sliceName: 'Conversion Rate by Traffic Source',
    vizType: 'echarts_timeseries_bar',
    dataset: 'sessions',
    params: { x_axis: 'traffic_source', metrics: ['conversion_rate'], groupby: [], orientation: 'vertical' },
    width: 12,
  },
];
