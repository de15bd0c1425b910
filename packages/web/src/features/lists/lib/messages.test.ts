import { describe, expect, it } from 'vitest';
import { creatingFailure } from './messages';

describe('list page messages (spec 001 point 8)', () => {
  it('fills the resource and the reason into the creating template', () => {
    expect(creatingFailure('annotation layers', 'Name must be unique')).toBe(
      'An error occurred while creating annotation layers: Name must be unique',
    );
  });
});
