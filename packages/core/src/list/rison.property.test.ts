import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListQueryError } from './errors';
import { decodeRison, encodeRison } from './rison';

const risonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    // `__proto__` is no key a list query has: the rison package assigns keys, so it sets the
    // decoded object's prototype instead (tested below: never Object.prototype).
    fc.dictionary(
      fc.string({ minLength: 1 }).filter((key) => key !== '__proto__'),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

describe('rison decoding', () => {
  it('round-trips what encodeRison writes', () => {
    fc.assert(
      fc.property(risonValue, (value) => {
        const text = encodeRison(value);
        // An empty text means "no q" (the empty object); rison writes '' only for the empty string.
        fc.pre(text !== '' && text.trim() !== '');
        expect(decodeRison(text)).toEqual(value);
      }),
    );
  });

  it('never reaches Object.prototype through a __proto__ key', () => {
    decodeRison('(__proto__:(polluted:!t))');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never fails with anything but a ListQueryError', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          decodeRison(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ListQueryError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
