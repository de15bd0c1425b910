import { describe, expect, it } from 'vitest';
import { customTagNames, tagChanges, tagNameProblem } from './tagsApi';

describe('tag changes', () => {
  it('adds the new names and removes the dropped ones, ignoring blanks and repeats', () => {
    expect(tagChanges(['finance', 'weekly'], ['finance', ' quarterly ', 'quarterly', ''])).toEqual({
      add: ['quarterly'],
      remove: ['weekly'],
    });
    expect(tagChanges(['a'], ['a'])).toEqual({ add: [], remove: [] });
  });

  it("keeps custom tags only (Superset's type 1) and refuses names with ':' or ','", () => {
    expect(
      customTagNames([
        { name: 'finance', type: 1 },
        { name: 'owner:1', type: 3 },
      ]),
    ).toEqual(['finance']);
    expect(tagNameProblem('a,b')).toBe("Tag \"a,b\" cannot contain ':' or ','.");
    expect(tagNameProblem('sales')).toBeNull();
  });
});
