/**
 * Issue 13, finding 10 and 11 (bundle part): bundles are read within limits on entries, sizes,
 * YAML aliases and depth, and field lengths; each refusal is a 422 with a clear message, and the
 * server (this process) stays far below 1 GB while refusing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';
import {
  DASHBOARD_UUID,
  dashboardYaml,
  deflateChunks,
  metadata,
  ROOT,
  rawZip,
  repeat,
  upload,
  zip,
} from './import-support';

const GB = 1024 ** 3;
const MiB = 1024 ** 2;

let t: TestApp;
let token: string;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  admin = client(t, token);
});
afterAll(async () => {
  await t?.close();
});

/** A dashboard bundle whose dashboard file is `head`, then `body` repeated, then `tail`. */
async function bundleWithHugeDashboard(
  head: string,
  body: Uint8Array | string,
  times: number,
  tail: string,
  declare: (realSize: number) => number = (size) => size,
) {
  const bodyLength = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  const realSize = Buffer.byteLength(head) + bodyLength * times + Buffer.byteLength(tail);
  const data = await deflateChunks([head, ...repeat(body, times), tail]);
  const meta = Buffer.from(metadata());
  return rawZip([
    { name: `${ROOT}/metadata.yaml`, data: await deflateChunks([meta]), size: meta.byteLength },
    { name: `${ROOT}/dashboards/Huge.yaml`, data, size: declare(realSize) },
  ]);
}

async function expectRefused(bytes: Uint8Array, message: RegExp) {
  const reply = await upload(t, token, 'dashboard', bytes, { overwrite: 'true' });
  expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(422);
  expect(JSON.stringify(reply.body)).toMatch(message);
  expect(process.memoryUsage().rss).toBeLessThan(GB);
  expect((await admin.get('/api/v1/dashboard/')).body.count).toBe(0);
  return reply;
}

describe('bundle size limits', () => {
  const head = `dashboard_title: Huge\nuuid: ${DASHBOARD_UUID}\nversion: 1.0.0\ndescription: "`;

  it('refuses a ~400 KB bundle holding a 400 MB YAML string (declared size)', async () => {
    const bytes = await bundleWithHugeDashboard(head, 'a'.repeat(MiB), 400, '"\n');
    expect(bytes.byteLength).toBeLessThan(600 * 1024);
    const reply = await expectRefused(bytes, /Huge\.yaml is larger than 10 MB uncompressed/);
    expect(reply.body.message).toMatch(
      /^dashboard_export_\d+T\d+\/dashboards\/Huge\.yaml is larger than 10 MB/,
    );
  }, 60_000);

  it('refuses the same bundle when its headers lie about the size (capped while inflating)', async () => {
    const bytes = await bundleWithHugeDashboard(head, 'a'.repeat(MiB), 400, '"\n', () => 1000);
    await expectRefused(bytes, /Huge\.yaml is larger than 10 MB uncompressed/);
  }, 60_000);

  it('refuses a 1 MB zip of 1 GiB of zeros, declared or not', async () => {
    const zeros = new Uint8Array(MiB);
    const honest = await bundleWithHugeDashboard('', zeros, 1024, '');
    expect(honest.byteLength).toBeLessThan(2 * MiB);
    await expectRefused(honest, /larger than 10 MB uncompressed/);
    const lying = await bundleWithHugeDashboard('', zeros, 1024, '', () => 10);
    await expectRefused(lying, /larger than 10 MB uncompressed/);
  }, 60_000);

  it('refuses many files that are each small but 100 MB and more together', async () => {
    const chunk = 'x'.repeat(MiB);
    const entries = [];
    const data = await deflateChunks(repeat(chunk, 9));
    for (let i = 0; i < 12; i += 1) {
      entries.push({ name: `${ROOT}/charts/c${i}.yaml`, data, size: 9 * MiB });
    }
    await expectRefused(rawZip(entries), /The bundle is larger than 100 MB uncompressed/);
  }, 60_000);

  it('refuses more than 5,000 entries', async () => {
    const files: Record<string, string> = { [`${ROOT}/metadata.yaml`]: metadata() };
    for (let i = 0; i < 5001; i += 1) files[`${ROOT}/notes/n${i}.txt`] = '';
    await expectRefused(zip(files), /more than 5000 files/);
  });
});

describe('YAML limits', () => {
  it('refuses a 400 MB value built from aliases of one 4 MB string', async () => {
    const big = 'x'.repeat(4 * MiB);
    const yaml = `${dashboardYaml('Aliases')}metadata:\n  a: &a "${big}"\n  b: [${Array(99).fill('*a').join(', ')}]\n`;
    const reply = await expectRefused(
      zip({ [`${ROOT}/metadata.yaml`]: metadata(), [`${ROOT}/dashboards/A.yaml`]: yaml }),
      /Expands to more than 16 MB/,
    );
    expect(reply.body.errors[0].extra['dashboards/A.yaml']._schema[0]).toMatch(/aliases or anchors/);
  });

  it('refuses exponential alias nesting (billion laughs)', async () => {
    let yaml = `${dashboardYaml('Laughs')}metadata:\n  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n`;
    for (let i = 1; i < 10; i += 1) {
      yaml += `  l${i}: &l${i} [${Array(10)
        .fill(`*l${i - 1}`)
        .join(', ')}]\n`;
    }
    await expectRefused(
      zip({ [`${ROOT}/metadata.yaml`]: metadata(), [`${ROOT}/dashboards/L.yaml`]: yaml }),
      /YAML aliases too often|Expands to more than/,
    );
  });

  it('refuses nesting deeper than 64 levels, however deep', async () => {
    for (const depth of [65, 100_000]) {
      const yaml = `${dashboardYaml('Deep')}metadata: {a: ${'['.repeat(depth)}${']'.repeat(depth)}}\n`;
      await expectRefused(
        zip({ [`${ROOT}/metadata.yaml`]: metadata(), [`${ROOT}/dashboards/D.yaml`]: yaml }),
        /Nested deeper than 64 levels/,
      );
    }
  });
});

describe('field limits', () => {
  it('refuses a 50 MiB title (over the size of a bundle file)', async () => {
    const bytes = await bundleWithHugeDashboard(
      `uuid: ${DASHBOARD_UUID}\nversion: 1.0.0\ndashboard_title: "`,
      't'.repeat(MiB),
      50,
      '"\n',
    );
    await expectRefused(bytes, /Huge\.yaml is larger than 10 MB uncompressed/);
  }, 60_000);

  it('refuses a title longer than Superset stores, naming the field', async () => {
    const files = {
      [`${ROOT}/metadata.yaml`]: metadata(),
      [`${ROOT}/dashboards/T.yaml`]: dashboardYaml('t'.repeat(MiB)),
    };
    const reply = await expectRefused(zip(files), /dashboard_title/);
    expect(reply.body.errors[0].extra['dashboards/T.yaml']).toEqual({
      dashboard_title: ['Longer than maximum length 500.'],
    });
  });

  it('refuses JSON fields over their bound, naming the field', async () => {
    const files = {
      [`${ROOT}/metadata.yaml`]: metadata(),
      [`${ROOT}/dashboards/P.yaml`]: dashboardYaml('Big layout', {
        position: { HEADER_ID: { type: 'HEADER', meta: { text: 'p'.repeat(5 * MiB) } } },
      }),
    };
    const reply = await expectRefused(zip(files), /position/);
    expect(reply.body.errors[0].extra['dashboards/P.yaml']).toEqual({ position: ['Larger than 4 MB.'] });
  });

  it('still imports a dashboard within the limits', async () => {
    const files = {
      [`${ROOT}/metadata.yaml`]: metadata(),
      [`${ROOT}/dashboards/OK.yaml`]: dashboardYaml('t'.repeat(500)),
    };
    const reply = await upload(t, token, 'dashboard', zip(files));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await admin.del(`/api/v1/dashboard/${(await admin.get('/api/v1/dashboard/')).body.ids[0]}`);
  });
});

describe('upload size', () => {
  it('answers an upload over 100 MB with a 422 and a message, not a 500', async () => {
    const reply = await upload(t, token, 'dashboard', new Uint8Array(100 * MiB + 1));
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.message).toMatch(/larger than 100 MB/);
    expect(process.memoryUsage().rss).toBeLessThan(GB);
  }, 60_000);
});
