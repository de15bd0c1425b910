/**
 * Issue 12 item 5: simultaneous saves of one dashboard never lose an update. Many editors save
 * the copy they loaded (the same last_modified_time) at once: exactly one save wins, every other
 * one gets Superset's stale-save 409, and the stored dashboard is the winner's. On SQLite and on
 * PostgreSQL (TEST_POSTGRES_URL), where the check and the write race on separate connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, postgresSkipped, STORES, storeFor } from '../resources/client';

const STALE = 'This dashboard was changed recently. Please reload dashboard to get latest version.';
const EDITORS = 12;

describe.each(STORES)('simultaneous dashboard saves on %s', (kind) => {
  const skip = kind === 'postgres' && postgresSkipped();
  let t: TestApp;
  let admin: Client;
  let drop = async () => {};

  beforeAll(async () => {
    if (skip) return;
    const store = await storeFor(kind);
    drop = store.drop;
    t = await startTestApp({ env: store.env });
    admin = client(t, await t.login());
  });
  afterAll(async () => {
    await t?.close();
    await drop();
  });

  it.skipIf(skip)('lets exactly one of many saves of the same copy through', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await admin.post('/api/v1/dashboard/', { dashboard_title: `Shared ${round}` });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const loaded = await admin.get(`/api/v1/dashboard/${id}`);
      const copyTime = loaded.body.result.changed_on_dttm / 1000;

      const saves = await Promise.all(
        Array.from({ length: EDITORS }, (_, editor) =>
          admin.put(`/api/v1/dashboard/${id}`, {
            dashboard_title: `Editor ${editor}`,
            css: `.editor-${editor} {}`,
            json_metadata: JSON.stringify({ color_scheme: `scheme-${editor}`, last_modified_time: copyTime }),
          }),
        ),
      );
      const won = saves.filter((save) => save.status === 200);
      const refused = saves.filter((save) => save.status === 409);
      expect(won, JSON.stringify(saves.map((save) => save.status))).toHaveLength(1);
      expect(refused).toHaveLength(EDITORS - 1);
      for (const save of refused) expect(save.body.message).toBe(STALE);

      const winner = won[0]!.body.result;
      const stored = (await admin.get(`/api/v1/dashboard/${id}`)).body.result;
      const editor = /Editor (\d+)/.exec(stored.dashboard_title)?.[1];
      expect(stored.dashboard_title).toBe(winner.dashboard_title);
      expect(stored.css).toBe(`.editor-${editor} {}`);
      expect(JSON.parse(stored.json_metadata)).toEqual({ color_scheme: `scheme-${editor}` });
      // The winner's answer carries the time a next save of its copy must send.
      expect(won[0]!.body.last_modified_time * 1000).toBe(stored.changed_on_dttm);
      expect(stored.changed_on_dttm).toBeGreaterThan(copyTime * 1000);
    }
  });
});
