import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultTooLarge } from '../engine/result-size';
import {
  answerPieces,
  answerText,
  knownJsonBytes,
  rememberText,
  resultBody,
  resultBytes,
  templateOf,
} from './json-text';

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

describe('resultBytes', () => {
  it('is the UTF-8 of JSON.stringify({result}), from remembered pieces, texts and plain answers', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.string(), (data, timing, note) => {
        const value = { is_cached: false, data: [data, note, '€ é 😀'], timing };
        const perAnswer = { is_cached: true, timing: { total: 1.5, note } };
        const fromPieces = {};
        rememberText(fromPieces, answerPieces(value, perAnswer)!);
        const fromText = {};
        rememberText(fromText, JSON.stringify(value));
        const plain = { note, data };
        const expected = JSON.stringify({ result: [{ ...value, ...perAnswer }, value, plain] });
        const body = resultBytes([fromPieces, fromText, plain]);
        expect(body.toString('utf8')).toBe(expected);
        expect(body.length).toBe(Buffer.byteLength(expected, 'utf8'));
      }),
    );
  });

  it('refuses a body over the cap, counted in UTF-8 bytes', () => {
    const answer = { data: ['é'.repeat(10)] };
    const bytes = Buffer.byteLength(JSON.stringify({ result: [answer] }), 'utf8');
    expect(resultBytes([answer], bytes).length).toBe(bytes);
    expect(() => resultBytes([answer], bytes - 1)).toThrow(resultTooLarge(bytes - 1).message);
  });
});
