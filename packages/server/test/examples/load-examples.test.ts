import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { loadExamples } from '../../src/examples';
import { encodePolyline } from '../../src/examples/data-files';
import { startTestApp, type TestApp } from '../platform/harness';

// The public example files live beside the repository (never copied into it).
const DATA_DIR = resolve(__dirname, '../../../../../shared/examples-data');
const haveData = existsSync(join(DATA_DIR, 'birth_names2.json.gz'));
if (!haveData) console.info(`load-examples tests skipped: ${DATA_DIR} is missing`);

describe.skipIf(!haveData)('loadExamples on the public example files', () => {
  let t: TestApp;
  let duck: DuckDBConnector;
  // The examples file is opened without file access (as data sources are); the data files are
  // read directly through a plain in-memory DuckDB (every connector's DuckDB is sandboxed).
  const files = plainDuckDB();
  beforeAll(async () => {
    t = await startTestApp();
    duck = new DuckDBConnector({ path: t.config.examplesDuckdbPath, allowDml: false });
  });
  afterAll(async () => {
    await files.close();
    await t?.close();
  });

  it('loads gzipped JSON, gzipped CSV and plain CSV under Superset table names, and registers datasets', async () => {
    const result = await loadExamples(t.app, {
      dataDir: DATA_DIR,
      tables: [
        'birth_names',
        'FCC 2018 Survey',
        'Vehicle Sales',
        'video_game_sales',
        'energy_usage',
        'bart_lines',
      ],
      log: () => {},
    });
    expect(result.skipped).toEqual([]);
    expect(result.loaded.map((l) => [l.table, l.file])).toEqual([
      ['birth_names', 'birth_names2.json.gz'],
      ['Vehicle Sales', 'datasets/examples/sales.csv'],
      ['video_game_sales', 'datasets/examples/video_game_sales.csv'],
      ['FCC 2018 Survey', 'datasets/examples/fcc_survey_2018.csv.gz'],
      ['energy_usage', 'energy.json.gz'],
      ['bart_lines', 'bart-lines.json.gz'],
    ]);

    // Row counts, checked against DuckDB reading the same files directly.
    for (const loaded of result.loaded) {
      const file = join(DATA_DIR, loaded.file);
      const reader = loaded.file.includes('.json') ? `read_json_auto('${file}')` : `read_csv_auto('${file}')`;
      const direct = await files.execute(`SELECT COUNT(*) AS n FROM ${reader}`);
      expect(loaded.rows, loaded.table).toBe(direct.rows[0]!.n);
      expect(loaded.rows).toBeGreaterThan(0);
    }

    // birth_names: ds (epoch ms in the file) became a timestamp; values travel back as epoch ms.
    const first = await duck.execute('SELECT ds FROM birth_names LIMIT 1');
    const raw = await files.execute(
      `SELECT ds::BIGINT AS raw FROM read_json_auto('${join(DATA_DIR, 'birth_names2.json.gz')}') LIMIT 1`,
    );
    expect(first.rows[0]!.ds).toBe(raw.rows[0]!.raw);
    const births = await duck.getColumns('main', 'birth_names');
    expect(births.find((c) => c.name === 'ds')).toMatchObject({ type: 'TIMESTAMP', isDttm: true });

    const sales = await duck.getColumns('main', 'Vehicle Sales');
    expect(sales.find((c) => c.name === 'order_date')).toMatchObject({ type: 'TIMESTAMP', isDttm: true });
    const games = await duck.getColumns('main', 'video_game_sales');
    expect(games.find((c) => c.name === 'year')).toMatchObject({ type: 'BIGINT' });
    // pandas' missing markers are NULL: last_yr_income (`7E+04`, `NA`) is a number Superset's chart sums.
    const fcc = await duck.getColumns('main', 'FCC 2018 Survey');
    expect(fcc.find((c) => c.name === 'last_yr_income')?.type).toBe('DOUBLE');
    const income = await duck.execute(
      'SELECT COUNT(*) FILTER (WHERE last_yr_income IS NULL) AS missing, MAX(last_yr_income) AS top FROM "FCC 2018 Survey"',
    );
    expect(Number(income.rows[0]!.missing)).toBeGreaterThan(0);
    expect(typeof income.rows[0]!.top).toBe('number');

    const energy = await duck.execute('SELECT SUM(value) AS total, COUNT(*) AS n FROM energy_usage');
    expect(typeof energy.rows[0]!.total).toBe('number');

    const bart = await duck.execute('SELECT path_json, polyline FROM bart_lines ORDER BY name LIMIT 1');
    const path = JSON.parse(String(bart.rows[0]!.path_json)) as number[][];
    expect(bart.rows[0]!.polyline).toBe(encodePolyline(path));

    const datasets = await t.app.store
      .selectFrom('tables')
      .select(['id', 'uuid', 'table_name', 'main_dttm_col'])
      .where('table_name', 'in', ['birth_names', 'Vehicle Sales', 'FCC 2018 Survey'])
      .orderBy('table_name')
      .execute();
    expect(datasets.map((d) => [d.table_name, d.uuid])).toEqual([
      ['FCC 2018 Survey', 'd95a2865-53ce-1f82-a53d-8e3c89331469'],
      ['Vehicle Sales', 'e8623bb9-5e00-f531-506a-19607f5f8005'],
      ['birth_names', '4ec507ac-bece-4d2b-8dc3-cfb7c3515e76'],
    ]);
    const birthColumns = await t.app.store
      .selectFrom('table_columns')
      .select(['column_name', 'is_dttm', 'expression'])
      .where('table_id', '=', datasets[2]!.id)
      .execute();
    expect(birthColumns.map((c) => c.column_name)).toEqual(
      expect.arrayContaining(['ds', 'state', 'gender', 'name', 'num', 'num_california']),
    );
  });

  it("registers the calculated columns Superset's example bundles define, so their charts find them", async () => {
    await loadExamples(t.app, {
      dataDir: DATA_DIR,
      tables: ['COVID Vaccines', 'FCC 2018 Survey'],
      log: () => {},
    });
    const calculated = await t.app.store
      .selectFrom('table_columns')
      .innerJoin('tables', 'tables.id', 'table_columns.table_id')
      .select(['tables.table_name', 'table_columns.column_name', 'table_columns.verbose_name'])
      .where('tables.table_name', 'in', ['COVID Vaccines', 'FCC 2018 Survey'])
      .where('table_columns.expression', 'is not', null)
      .execute();
    const names = calculated.map((c) => `${c.table_name}.${c.column_name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'COVID Vaccines.clinical_stage',
        'FCC 2018 Survey.developer_type',
        'FCC 2018 Survey.ethnic_minority',
        'FCC 2018 Survey.gender',
      ]),
    );
    // FCC's calculated `gender` replaces the physical column of that name, as in Superset's YAML.
    const genders = calculated.filter((c) => c.column_name === 'gender');
    expect(genders).toHaveLength(1);
    const covid = await t.app.store
      .selectFrom('tables')
      .select('id')
      .where('table_name', '=', 'COVID Vaccines')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: t.bearer(await t.login()),
      payload: {
        datasource: { id: covid.id, type: 'table' },
        queries: [{ columns: ['clinical_stage'], metrics: ['count'], orderby: [['clinical_stage', true]] }],
        result_format: 'json',
        result_type: 'full',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().result[0].data as { clinical_stage: string | null }[];
    expect(rows.map((row) => row.clinical_stage)).toContain('3. Phase III');
  });

  it('replaces a table on reload instead of appending, keeping the dataset id', async () => {
    const before = await t.app.store
      .selectFrom('tables')
      .select('id')
      .where('table_name', '=', 'energy_usage')
      .executeTakeFirstOrThrow();
    const again = await loadExamples(t.app, { dataDir: DATA_DIR, tables: ['energy_usage'], log: () => {} });
    const count = await duck.execute('SELECT COUNT(*) AS n FROM energy_usage');
    expect(count.rows[0]!.n).toBe(again.loaded[0]!.rows);
    expect(again.loaded[0]!.datasetId).toBe(before.id);
    const datasets = await t.app.store
      .selectFrom('tables')
      .select('id')
      .where('table_name', '=', 'energy_usage')
      .execute();
    expect(datasets).toHaveLength(1);
  });

  it('skips files that are missing, and refuses unknown table names and missing folders', async () => {
    const partial = mkdtempSync(join(tmpdir(), 'tessera-data-'));
    try {
      mkdirSync(join(partial, 'datasets/examples'), { recursive: true });
      writeFileSync(
        join(partial, 'datasets/examples/unicode_test.csv'),
        'phrase,short_phrase,with_missing,dttm,value\nÀ bientôt,À bi,,2020-10-07,1.5\n',
      );
      writeFileSync(join(partial, 'random_time_series.json.gz'), gzipSync('[{"ds": 86400}, {"ds": 172800}]'));
      const result = await loadExamples(t.app, {
        dataDir: partial,
        tables: ['unicode_test', 'random_time_series', 'flights'],
        log: () => {},
      });
      expect(result.loaded.map((l) => [l.table, l.rows])).toEqual([
        ['unicode_test', 1],
        ['random_time_series', 2],
      ]);
      expect(result.skipped.map((s) => s.table)).toEqual(['flights']);
      const series = await duck.execute('SELECT ds FROM random_time_series ORDER BY ds');
      expect(series.rows).toEqual([{ ds: 86_400_000 }, { ds: 172_800_000 }]);
      const unicode = await duck.execute('SELECT phrase, dttm FROM unicode_test');
      expect(unicode.rows).toEqual([{ phrase: 'À bientôt', dttm: Date.UTC(2020, 9, 7) }]);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
    await expect(loadExamples(t.app, { dataDir: DATA_DIR, tables: ['nope'] })).rejects.toThrow(
      /Unknown example tables: nope/,
    );
    await expect(loadExamples(t.app, { dataDir: join(DATA_DIR, 'missing') })).rejects.toThrow(
      /does not exist/,
    );
  });
});

describe('encodePolyline', () => {
  it("matches Google's documented example", () => {
    // https://developers.google.com/maps/documentation/utilities/polylinealgorithm
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });
});

/** An in-memory DuckDB with file access, as the loader has: only for reading the data files here. */
function plainDuckDB() {
  const instance = DuckDBInstance.create(':memory:');
  return {
    async execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> {
      const connection = await (await instance).connect();
      try {
        const rows = (await connection.runAndReadAll(sql)).getRowObjectsJS();
        return {
          rows: rows.map((row) =>
            Object.fromEntries(
              Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]),
            ),
          ),
        };
      } finally {
        connection.closeSync();
      }
    },
    async close(): Promise<void> {
      (await instance).closeSync();
    },
  };
}
