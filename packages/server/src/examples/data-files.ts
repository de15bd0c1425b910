/**
 * Superset's public example files and the tables they load into: the table names (and dataset
 * uuids, where Superset's example bundles have one) are exactly Superset's, so imported example
 * charts and dashboards find their data. `select` shapes a table the way Superset's loaders do
 * (see shared/superset-examples/README.md, "How Superset's example loaders shape some tables").
 */
import { COUNT_METRIC, type DatasetDef } from './register';
import { COVID_VACCINES, FCC_2018_SURVEY } from './superset-calculated-columns';

/** Reads a file as DuckDB sees it: a table expression, gzip handled by the file extension. */
export type Reader = (relativePath: string, options?: string) => string;

export interface ExampleFile {
  readonly def: DatasetDef;
  /** Relative to the data dir; the first one that exists is used. */
  readonly files: readonly string[];
  /** SELECT producing the table, given a reader for the chosen file (and any `needs`). */
  readonly select: (read: Reader, file: string) => string;
  /** Other files the select reads (e.g. airports for flights); skipped when missing. */
  readonly needs?: readonly string[];
  /** Work done after the table is created (values computed in JavaScript). */
  readonly after?: 'bart_polyline';
}

const simple = (
  tableName: string,
  uuid: string | null,
  files: readonly string[],
  extra: Partial<DatasetDef> = {},
): ExampleFile => ({
  def: { uuid: uuid ?? '', tableName, metrics: [COUNT_METRIC], ...extra },
  files,
  select: (read, file) => `SELECT * FROM ${read(file)}`,
});

const SLACK = 'datasets/examples/slack';

export const EXAMPLE_FILES: readonly ExampleFile[] = [
  {
    def: {
      uuid: '4ec507ac-bece-4d2b-8dc3-cfb7c3515e76',
      tableName: 'birth_names',
      mainDttmCol: 'ds',
      metrics: [COUNT_METRIC, { metric_name: 'sum__num', verbose_name: 'Babies', expression: 'SUM(num)' }],
      calculated: [
        { name: 'num_california', expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END", type: 'BIGINT' },
      ],
    },
    files: ['birth_names2.json.gz'],
    // ds is epoch milliseconds.
    select: (read, file) =>
      `SELECT epoch_ms(ds::BIGINT) AS ds, state, gender, name, num_boys, num_girls, num FROM ${read(file)}`,
  },
  {
    def: {
      uuid: 'e8623bb9-5e00-f531-506a-19607f5f8005',
      tableName: 'Vehicle Sales',
      mainDttmCol: 'order_date',
      metrics: [COUNT_METRIC],
    },
    files: ['datasets/examples/sales.csv'],
    select: (read, file) => `SELECT * REPLACE (order_date::TIMESTAMP AS order_date) FROM ${read(file)}`,
  },
  {
    def: {
      uuid: '53d47c0c-c03d-47f0-b9ac-81225f808283',
      tableName: 'video_game_sales',
      metrics: [COUNT_METRIC],
      columnOverrides: { year: { python_date_format: '%Y' } },
    },
    files: ['datasets/examples/video_game_sales.csv'],
    // "N/A" years become NULL; Superset's table keeps year as BIGINT.
    select: (read, file) => `SELECT * REPLACE (TRY_CAST(year AS BIGINT) AS year) FROM ${read(file)}`,
  },
  simple('COVID Vaccines', '974b7a1c-22ea-49cb-9214-97b7dbd511e0', ['datasets/examples/covid_vaccines.csv'], {
    calculated: COVID_VACCINES,
  }),
  simple(
    'FCC 2018 Survey',
    'd95a2865-53ce-1f82-a53d-8e3c89331469',
    ['datasets/examples/fcc_survey_2018.csv.gz'],
    {
      calculated: FCC_2018_SURVEY,
    },
  ),
  simple('users', '7195db6b-2d17-7619-b7c7-26b15378df8c', [`${SLACK}/users.csv`]),
  simple('messages', 'e032c69e-716e-d700-eff7-07800d0f9989', [`${SLACK}/messages.csv`], {
    mainDttmCol: 'ts',
  }),
  simple('Slack Threads', 'd7438be6-6078-17dd-cf9a-56f0ef546c80', [`${SLACK}/threads.csv`], {
    mainDttmCol: 'ts',
  }),
  simple('channels', null, [`${SLACK}/channels.csv`]),
  simple('channel_members', null, [`${SLACK}/channel_members.csv`]),
  simple('users_channels', null, [`${SLACK}/users_channels.csv`]),
  simple('exported_stats', null, [`${SLACK}/exported_stats.csv`]),
  simple('unicode_test', 'a6771c73-96fc-44c6-8b6e-9d303955ea48', [
    'datasets/examples/unicode_test.csv',
    'unicode_utf8_unixnl_test.csv',
  ]),
  simple('tutorial_flights', null, ['tutorial_flights.csv']),
  {
    def: {
      uuid: '',
      tableName: 'energy_usage',
      metrics: [COUNT_METRIC, { metric_name: 'sum__value', expression: 'SUM(value)' }],
    },
    files: ['energy.json.gz'],
    select: (read, file) => `SELECT source, target, value::DOUBLE AS value FROM ${read(file)}`,
  },
  {
    def: { uuid: '', tableName: 'random_time_series', mainDttmCol: 'ds', metrics: [COUNT_METRIC] },
    files: ['random_time_series.json.gz'],
    // ds is epoch seconds.
    select: (read, file) => `SELECT epoch_ms(ds * 1000) AS ds FROM ${read(file)}`,
  },
  {
    def: {
      uuid: '',
      tableName: 'multiformat_time_series',
      mainDttmCol: 'ds',
      metrics: [COUNT_METRIC],
      columnOverrides: {
        epoch_s: { python_date_format: 'epoch_s' },
        epoch_ms: { python_date_format: 'epoch_ms' },
        string0: { python_date_format: '%Y-%m-%d %H:%M:%S.%f' },
        string1: { python_date_format: '%Y-%m-%d^%H:%M:%S' },
        string2: { python_date_format: '%Y%m%d-%H%M%S' },
        string3: { python_date_format: '%Y/%m/%d%H:%M:%S.%f' },
      },
    },
    files: ['multiformat_time_series.json.gz'],
    select: (read, file) =>
      `SELECT epoch_ms(ds * 1000)::DATE AS ds, epoch_ms(ds2 * 1000) AS ds2, epoch_s, epoch_ms,
        strftime(string0::TIMESTAMP, '%Y-%m-%d %H:%M:%S.%f') AS string0, string1, string2, string3
       FROM ${read(file)}`,
  },
  {
    def: { uuid: '74170377-74b9-42c1-aae2-aa5445396ba3', tableName: 'bart_lines', metrics: [COUNT_METRIC] },
    files: ['bart-lines.json.gz'],
    select: (read, file) =>
      `SELECT name, color, to_json(path)::VARCHAR AS path_json, NULL::VARCHAR AS polyline FROM ${read(file)}`,
    after: 'bart_polyline',
  },
  {
    def: {
      uuid: 'd535cda0-b146-4d0a-931b-c0945e60b2a9',
      tableName: 'sf_population_polygons',
      metrics: [COUNT_METRIC],
    },
    files: ['sf_population.json.gz'],
    select: (read, file) =>
      `SELECT zipcode, population, area, to_json(contour)::VARCHAR AS contour FROM ${read(file)}`,
  },
  {
    def: {
      uuid: 'dc2113b2-6256-4334-a092-c0b3d99db140',
      tableName: 'long_lat',
      mainDttmCol: 'datetime',
      metrics: [COUNT_METRIC],
    },
    files: ['san_francisco.csv.gz'],
    // Superset adds random occupancy and radius; ours come from the row number, so reloads agree.
    select: (read, file) =>
      `SELECT *, current_date::TIMESTAMP AS datetime,
         1 + ((row_number() OVER () * 2654435761) % 4294967296) % 6 AS occupancy,
         1 + (((row_number() OVER () * 40503) % 65536) / 65536.0) * 2 AS radius_miles,
         LAT::VARCHAR || ',' || LON::VARCHAR AS delimited
       FROM ${read(file)}`,
  },
  {
    def: {
      uuid: '9abdda01-3363-488a-ab75-f19f8c579f41',
      tableName: 'flights',
      mainDttmCol: 'ds',
      metrics: [COUNT_METRIC],
    },
    files: ['flight_data.csv.gz'],
    needs: ['airports.csv.gz'],
    select: (read, file) => `SELECT f.*, make_timestamp(f.YEAR, f.MONTH, f.DAY, 0, 0, 0) AS ds,
        o.AIRPORT, o.CITY, o.STATE, o.COUNTRY, o.LATITUDE, o.LONGITUDE,
        d.AIRPORT AS AIRPORT_DEST, d.CITY AS CITY_DEST, d.STATE AS STATE_DEST, d.COUNTRY AS COUNTRY_DEST,
        d.LATITUDE AS LATITUDE_DEST, d.LONGITUDE AS LONGITUDE_DEST
      FROM ${read(file)} f
      LEFT JOIN ${read('airports.csv.gz')} o ON f.ORIGIN_AIRPORT = o.IATA_CODE
      LEFT JOIN ${read('airports.csv.gz')} d ON f.DESTINATION_AIRPORT = d.IATA_CODE`,
  },
  {
    def: {
      uuid: 'd1801260-332a-4c9d-ae50-c23a432a7ac6',
      tableName: 'birth_france_by_region',
      mainDttmCol: 'dttm',
      metrics: [COUNT_METRIC, { metric_name: 'avg__2004', expression: 'AVG("2004")' }],
    },
    files: ['birth_france_data_for_country_map.csv'],
    select: (read, file) => `SELECT *, current_date AS dttm FROM ${read(file)}`,
  },
];

/** Google's encoded polyline of a path of [x, y] pairs, in the order given (as Superset encodes bart_lines). */
export function encodePolyline(path: readonly (readonly number[])[]): string {
  let out = '';
  let prevA = 0;
  let prevB = 0;
  const encode = (delta: number) => {
    let value = delta < 0 ? ~(delta << 1) : delta << 1;
    let chunk = '';
    while (value >= 0x20) {
      chunk += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
      value >>= 5;
    }
    return chunk + String.fromCharCode(value + 63);
  };
  for (const point of path) {
    const a = Math.round((point[0] ?? 0) * 1e5);
    const b = Math.round((point[1] ?? 0) * 1e5);
    out += encode(a - prevA) + encode(b - prevB);
    prevA = a;
    prevB = b;
  }
  return out;
}
