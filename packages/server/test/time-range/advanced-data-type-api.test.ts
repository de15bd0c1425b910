import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';

let on: TestApp;
let off: TestApp;
let token: string;

beforeAll(async () => {
  on = await startTestApp({ env: { TESSERA_FEATURE_FLAGS: '{"ENABLE_ADVANCED_DATA_TYPES": true}' } });
  off = await startTestApp();
  token = await on.login();
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

async function get(t: TestApp, path: string, headers: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const convert = (q: string, headers = on.bearer(token)) =>
  get(on, `/api/v1/advanced_data_type/convert?q=${encodeURIComponent(q)}`, headers);

describe('GET /api/v1/advanced_data_type/*', () => {
  it('lists Superset’s default types', async () => {
    const { status, body } = await get(on, '/api/v1/advanced_data_type/types', on.bearer(token));
    expect(status).toBe(200);
    expect(body.result).toEqual(['internet_address', 'port']);
  });

  it('converts values with their display value and the operators they allow', async () => {
    const { status, body } = await convert("(type:internet_address,values:!('10.0.0.0/8','10.1.1.1'))");
    expect(status).toBe(200);
    expect(body.result).toEqual({
      values: [{ start: 167772160, end: 184549375 }, 167837953],
      error_message: '',
      display_value: '167772160 - 184549375, 167837953',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
  });

  it('answers a value the type cannot read with its error message, in a 200', async () => {
    const { status, body } = await convert('(type:port,values:!(https,nope))');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      values: [[443]],
      error_message: "'nope' does not appear to be a port name or number",
    });
  });

  it('refuses an unknown type and a malformed q with 400', async () => {
    const unknown = await convert('(type:mac_address,values:!(x))');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid advanced data type: mac_address');
    expect((await convert('(type:port)')).status).toBe(400);
    expect((await convert('(type:port,values:!(')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await convert('(type:port,values:!(http))', {})).status).toBe(401);
  });

  it('is absent while ENABLE_ADVANCED_DATA_TYPES is off', async () => {
    const offToken = await off.login();
    const { status } = await get(off, '/api/v1/advanced_data_type/types', off.bearer(offToken));
    expect(status).toBe(404);
  });
});
