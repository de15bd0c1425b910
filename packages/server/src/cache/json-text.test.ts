import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerText, knownJsonBytes, rememberText, resultBody, templateOf } from './json-text';

describe('answerText', () => {
  it('is JSON.stringify of the answer, byte for byte, for a full result', () => {
    const value = {
      cache_key: null,
      cached_dttm: null,
      cache_timeout: null,
      is_cached: false,
      data: [{ region: 'Nord', 'SUM(amount)': 1.5, note: 'a "quoted" \u0000 é' }],
      timing: { execute: 3 },
    };
    const perAnswer = {
      timing: { validate: 0.1, execute: 0 },
      cache_key: 'abc',
      cached_dttm: '2026-11-21T23:00:00',
      cache_timeout: 300,
      is_cached: true,
    };
    expect(answerText(value, perAnswer)).toBe(JSON.stringify({ ...value, ...perAnswer }));
    expect(knownJsonBytes(value)).toBe(Buffer.byteLength(JSON.stringify(value), 'utf8'));
  });

  it('gives null when the answer adds a field the value lacks', () => {
    expect(answerText({ data: [] }, { timing: {} })).toBeNull();
  });

  it('matches JSON.stringify for arbitrary values', () => {
    const field = fc.oneof(
      fc.constant('timing'),
      fc.constant('is_cached'),
      fc.constant('cached_dttm'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.dictionary(field, fc.jsonValue()), fc.jsonValue(), (value, replacement) => {
        const present = Object.keys(value).filter((key) =>
          ['timing', 'is_cached', 'cached_dttm'].includes(key),
        );
        const perAnswer = Object.fromEntries(present.map((key) => [key, replacement]));
        expect(answerText(value, perAnswer)).toBe(JSON.stringify({ ...value, ...perAnswer }));
        expect(knownJsonBytes(value)).toBe(Buffer.byteLength(JSON.stringify(value), 'utf8'));
      }),
    );
  });

  it('makes the template once per value object', () => {
    const value = { data: [1, 2, 3], timing: {} };
    expect(templateOf(value)).toBe(templateOf(value));
  });
});

describe('resultBody', () => {
  it('concatenates remembered texts and stringifies the others', () => {
    const a = { data: [1] };
    const b = { data: [2] };
    rememberText(a, '{"data":[1]}');
    expect(JSON.parse(resultBody([a, b]))).toEqual({ result: [a, b] });
    expect(resultBody([a, b])).toBe(JSON.stringify({ result: [a, b] }));
  });
});
