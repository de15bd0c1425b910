import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CanonicalJsonError, canonicalJson } from './canonical-json';

/** The same value with every object's keys in reverse order (arrays keep theirs). */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, member]) => [key, reverseKeys(member)]),
    );
  }
  return value;
}

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe('{"a":{"c":null,"d":[3,1]},"b":1}');
  });

  it('drops what JSON drops and writes what JSON cannot hold as null', () => {
    expect(canonicalJson({ a: undefined, f: () => 1, n: Number.NaN, i: -Infinity, z: -0 })).toBe(
      '{"i":null,"n":null,"z":0}',
    );
    expect(canonicalJson([undefined, () => 1])).toBe('[null,null]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('writes dates through toJSON', () => {
    expect(canonicalJson({ when: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe(
      '{"when":"2026-01-02T03:04:05.000Z"}',
    );
  });

  it('orders keys by code unit, so upper case comes before lower case', () => {
    expect(canonicalJson({ b: 1, B: 2, a: 3, _: 4, '10': 5, '9': 6 })).toBe(
      '{"10":5,"9":6,"B":2,"_":4,"a":3,"b":1}',
    );
  });

  it('refuses BigInt and cycles with the path of the problem', () => {
    expect(() => canonicalJson({ a: [1, 2n] })).toThrow(CanonicalJsonError);
    expect(() => canonicalJson({ a: [1, 2n] })).toThrow('.a[1] is a BigInt');
    const loop: Record<string, unknown> = { x: 1 };
    loop.self = { back: loop };
    expect(() => canonicalJson(loop)).toThrow('.self.back refers back to itself');
  });

  it('allows the same object twice when it is not a cycle', () => {
    const shared = { k: 1 };
    expect(canonicalJson({ a: shared, b: [shared] })).toBe('{"a":{"k":1},"b":[{"k":1}]}');
  });

  it('property: key order never changes the text, and the text parses back to the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(reverseKeys(value))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('property: two values share a text exactly when they are equal as JSON', () => {
    const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    const equalAsJson = (a: unknown, b: unknown) => {
      try {
        expect(asJson(a)).toEqual(asJson(b));
        return true;
      } catch {
        return false;
      }
    };
    const pairs = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      fc.jsonValue().map((value) => [value, reverseKeys(value)] as const),
    );
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        expect(canonicalJson(a) === canonicalJson(b)).toBe(equalAsJson(a, b));
      }),
      { numRuns: 300 },
    );
  });
});
