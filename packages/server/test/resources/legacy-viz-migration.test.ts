import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../src/bundles';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

const EXAMPLES =
  process.env.TESSERA_SUPERSET_EXAMPLES ??
  fileURLToPath(new URL('../../../../../shared/superset-examples', import.meta.url));
const missing = !existsSync(join(EXAMPLES, 'Video_Game_Sales'));

// Superset's import migrates legacy viz types (migrate_chart): the chart is stored as the modern type.
describe.skipIf(missing)('legacy viz types on import', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
    await importBundle(t.app, join(EXAMPLES, 'Video_Game_Sales'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const chart = async (name: string) => {
    const list = await admin.list('/api/v1/chart/', {
      columns: ['id', 'slice_name', 'viz_type'],
      filters: [{ col: 'slice_name', opr: 'eq', value: name }],
    });
    const [found] = list.body.result as { id: number; viz_type: string }[];
    const detail = (await admin.get(`/api/v1/chart/${found!.id}`)).body.result;
    return {
      vizType: detail.viz_type as string,
      params: JSON.parse(detail.params) as Record<string, unknown>,
    };
  };

  it('stores dist_bar as a stacked echarts_timeseries_bar with the genre on the x-axis', async () => {
    const { vizType, params } = await chart('Total Sales per Market (Grouped by Genre)');
    expect(vizType).toBe('echarts_timeseries_bar');
    expect(params).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'genre',
      groupby: [],
      stack: 'Stack',
    });
    expect(params.datasource).toMatch(/^\d+__table$/);
    expect(params).not.toHaveProperty('granularity_sqla');
  });

  it('stores heatmap and treemap as heatmap_v2 and treemap_v2; modern charts stay as they were', async () => {
    expect((await chart('Popular Genres Across Platforms')).vizType).toBe('heatmap_v2');
    const treemap = await chart('Games per Genre');
    expect(treemap.vizType).toBe('treemap_v2');
    expect(treemap.params.metric).toBe('count');
    expect((await chart('Games per Genre over time')).vizType).toBe('echarts_timeseries_line');
  });
});
