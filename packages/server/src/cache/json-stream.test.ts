import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsJsonBound } from './json-bound';
import { type AnswerSink, STREAM_FROM_ROWS, streamAnswer } from './json-stream';
import { answerPieces, knownJsonBytes, rememberText, resultBytes } from './json-text';

/** A sink that records the body as the HTTP side would send it. */
class Recorder implements AnswerSink {
  opened = false;
  readonly chunks: Buffer[] = [];
  sent: readonly string[] = [];
  open() {
    this.opened = true;
    this.chunks.push(Buffer.from('{"result":['));
  }
  async write(piece: string | Uint8Array) {
    this.chunks.push(typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece));
  }
  written(pieces: readonly string[]) {
    this.sent = pieces;
  }
  /** The body once the answer's remaining pieces and the close are added, as StreamedBody does. */
  body(pieces: readonly string[]): Buffer {
    return Buffer.concat([
      ...this.chunks,
      ...pieces.slice(this.sent.length).map((p) => Buffer.from(p)),
      Buffer.from(']}'),
    ]);
  }
}

const fullResult = (data: unknown[]) => ({
  cache_key: null,
  cached_dttm: null,
  cache_timeout: null,
  is_cached: false,
  query: 'SELECT customer, COUNT(*) FROM t GROUP BY 1',
  rowcount: data.length,
  indexnames: data.map((_, i) => i),
  data,
  result_format: 'json',
  timing: { execute: 3, serialise: 0 },
});
const known = { cache_key: 'k', cached_dttm: null, cache_timeout: 300, is_cached: false };
const perAnswer = { ...known, timing: { validate: 0.1, execute: 3, serialise: 1.25, total: 9.5 } };

/** The body as it is sent unstreamed: the same answer from templateOf (json-text.ts). */
function unstreamed(value: Record<string, unknown>): Buffer {
  const copy = structuredClone(value);
  const answer = { ...copy, ...perAnswer };
  const pieces = answerPieces(copy, perAnswer);
  if (pieces) rememberText(answer, pieces);
  return resultBytes([answer]);
}

describe('streamAnswer', () => {
  it('sends the unstreamed body byte for byte, and keeps the same template for the cache', async () => {
    const rows = Array.from({ length: 5_432 }, (_, i) => ({
      customer: `c${i} "é" \u0001 ${'😀'.repeat(i % 3)}`,
      'COUNT(*)': i * 1.5,
      day: i % 7 === 0 ? null : 1_700_000_000_000 + i,
      flag: i % 2 === 0,
    }));
    const value = fullResult(rows);
    const sink = new Recorder();
    expect(await streamAnswer(value, known, sink, Number.POSITIVE_INFINITY)).toBe(true);
    const pieces = answerPieces(value, perAnswer);
    expect(pieces).not.toBeNull();
    // Everything up to `timing` left while serialising; timing and the close come after.
    expect(sink.sent.length).toBe((pieces?.pieces.length ?? 0) - 2);
    expect(sink.sent).toEqual(pieces?.pieces.slice(0, sink.sent.length));
    const body = sink.body(pieces?.pieces ?? []);
    expect(body.equals(unstreamed(value))).toBe(true);
    expect(body.toString()).toBe(JSON.stringify({ result: [{ ...value, ...perAnswer }] }));
    expect(knownJsonBytes(value)).toBe(Buffer.byteLength(JSON.stringify(value)));
  });

  it('matches JSON.stringify for arbitrary rows and fields', async () => {
    const row = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: STREAM_FROM_ROWS, max: 4_500 }),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
        async (some, n, rest) => {
          const data = Array.from({ length: n }, (_, i) => some[i % some.length]);
          const value = { ...rest, ...fullResult(data) };
          const sink = new Recorder();
          expect(await streamAnswer(value, known, sink, Number.POSITIVE_INFINITY)).toBe(true);
          const pieces = answerPieces(value, perAnswer)?.pieces ?? [];
          expect(sink.body(pieces).toString()).toBe(JSON.stringify({ result: [{ ...value, ...perAnswer }] }));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('declines, opening nothing, below STREAM_FROM_ROWS rows or when the cap might be passed', async () => {
    const small = new Recorder();
    expect(await streamAnswer(fullResult([{ a: 1 }]), known, small, Number.POSITIVE_INFINITY)).toBe(false);
    expect(small.opened).toBe(false);

    const rows = Array.from({ length: 3_000 }, (_, i) => ({ id: i }));
    const value = fullResult(rows);
    const bytes = Buffer.byteLength(JSON.stringify({ result: [{ ...value, ...perAnswer }] }));
    // Under the cap in fact, but the bound (24 bytes a number) is not: the exact path decides.
    const near = new Recorder();
    expect(await streamAnswer(value, known, near, bytes + 10)).toBe(false);
    expect(near.opened).toBe(false);
    expect(near.chunks).toEqual([]);
  });
});

describe('rowsJsonBound', () => {
  it('is at least the UTF-8 size of JSON.stringify(rows)', () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ unit: 'binary' }),
      fc.double(),
      fc.date({ noInvalidDate: false }),
      fc.constant(undefined),
    );
    const row = fc.oneof(fc.dictionary(fc.string({ unit: 'binary' }), value), fc.array(value), value);
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        expect(rowsJsonBound(rows)).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(rows), 'utf8'));
      }),
      { numRuns: 300 },
    );
  });

  it('stops at the limit, and refuses rows with a toJSON and bigints', () => {
    expect(rowsJsonBound([{ a: 'x'.repeat(100) }], 50)).toBe(Number.POSITIVE_INFINITY);
    expect(rowsJsonBound([{ a: 1n }])).toBe(Number.POSITIVE_INFINITY);
    expect(rowsJsonBound([{ toJSON: () => 'x'.repeat(1_000) }])).toBe(Number.POSITIVE_INFINITY);
    expect(
      rowsJsonBound([
        new (class Row {
          toJSON() {
            return 'x'.repeat(1_000);
          }
        })(),
      ]),
    ).toBe(Number.POSITIVE_INFINITY);
    expect(rowsJsonBound([{ a: 1 }])).toBeLessThan(64);
  });
});
