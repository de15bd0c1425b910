import { describe, expect, it } from 'vitest';
import { creatingFailure, deletedMessage, deletingFailure } from './messages';

describe('list page messages (spec 001 point 8)', () => {
  it('fills the resource and the reason into the creating template', () => {
    expect(creatingFailure('annotation layers', 'Name must be unique')).toBe(
      'An error occurred while creating annotation layers: Name must be unique',
    );
  });

  it("names what was deleted ('Deleted: %s') and the one row a failure was about", () => {
    expect(deletedMessage(['v1.0', 'v2.0'])).toBe('Deleted: v1.0, v2.0');
    expect(deletingFailure(['v1.0'], 'in use')).toBe('There was an issue deleting v1.0: in use');
    expect(deletingFailure(['v1.0', 'v2.0'], 'in use')).toBe('There was an issue deleting: in use');
  });
});
