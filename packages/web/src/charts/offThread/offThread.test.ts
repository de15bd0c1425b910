import { describe, expect, it } from 'vitest';
import { materializeRows, toColumnar, transferables } from './columnar';
import { COLUMNAR_FROM_ROWS, parseAnswer } from './parseAnswer';
import { readAnswerOffThread } from './readAnswerOffThread';

const rows = Array.from({ length: COLUMNAR_FROM_ROWS + 17 }, (_, i) => ({
  id: i,
  name: `customer ${i}`,
  price: i % 7 === 0 ? null : i / 4,
  shipped: i % 2 === 0,
  order_date: 1_600_000_000_000 + i * 86_400_000,
  mixed: i % 3 === 0 ? 'n/a' : i,
}));

describe('columnar rows', () => {
  it('moves numbers into typed arrays (nulls kept apart) and the rest into plain arrays', () => {
    const columnar = toColumnar(rows);
    expect(columnar?.names).toEqual(['id', 'name', 'price', 'shipped', 'order_date', 'mixed']);
    expect(columnar?.columns.map((column) => column.kind)).toEqual([
      'number',
      'any',
      'number',
      'any',
      'number',
      'any',
    ]);
    // id and order_date have no nulls; price has them.
    expect(transferables(columnar ?? { length: 0, names: [], columns: [] })).toHaveLength(4);
  });

  it('rebuilds the very rows it was given, in slices', () => {
    const columnar = toColumnar(rows);
    if (!columnar) throw new Error('expected columns');
    const out: Record<string, unknown>[] = [];
    materializeRows(columnar, 0, 1000, out);
    materializeRows(columnar, 1000, Number.MAX_SAFE_INTEGER, out);
    expect(out).toEqual(rows);
    expect(Object.keys(out[5] ?? {})).toEqual(Object.keys(rows[5] ?? {}));
  });

  it('leaves rows of different shapes as they are', () => {
    expect(toColumnar([{ a: 1 }, { b: 2 }])).toBeNull();
    expect(
      toColumnar([
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ]),
    ).toBeNull();
    expect(toColumnar([])).toBeNull();
  });
});

describe('big chart answers', () => {
  const answer = {
    result: [
      { rowcount: rows.length, colnames: Object.keys(rows[0] ?? {}), data: rows, is_cached: false },
      { rowcount: 1, data: [{ rowcount: rows.length }] },
    ],
  };

  it('parses the answer and moves only big queries into columns', () => {
    const parsed = parseAnswer(JSON.stringify(answer));
    expect(parsed.columnar[0]?.length).toBe(rows.length);
    expect(parsed.columnar[1]).toBeNull();
    const result = (parsed.answer as typeof answer).result;
    expect(result[0]?.data).toEqual([]);
    expect(result[1]?.data).toEqual([{ rowcount: rows.length }]);
  });

  it('reads a response into the same JSON response.json() gives', async () => {
    const read = await readAnswerOffThread(new Response(JSON.stringify(answer)));
    expect(read).toEqual(answer);
    await expect(readAnswerOffThread(new Response(JSON.stringify({ job_id: 'x' })))).resolves.toEqual({
      job_id: 'x',
    });
  });

  it('says so when the answer is not JSON', async () => {
    await expect(readAnswerOffThread(new Response('{"result": ['))).rejects.toThrow(/could not be read/);
  });
});
