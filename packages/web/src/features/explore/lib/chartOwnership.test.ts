import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../app/session';
import { canOverwriteChart, ownersAfterSave } from './chartOwnership';

const alice: SessionUser = { id: 1, username: 'alice', roles: ['Alpha'] };
const admin: SessionUser = { id: 9, username: 'admin', roles: { Admin: [] } };
const chart = { id: 12, dashboards: [], owners: [1, 2] };

describe('canOverwriteChart (Superset SaveModal canOverwrite)', () => {
  it('lets an owner or an admin overwrite, and nobody else', () => {
    expect(canOverwriteChart(chart, alice)).toBe(true);
    expect(canOverwriteChart(chart, admin)).toBe(true);
    expect(canOverwriteChart(chart, { id: 3, username: 'bob', roles: ['Alpha'] })).toBe(false);
    expect(canOverwriteChart(chart, null)).toBe(false);
  });

  it('has nothing to overwrite for an unsaved chart', () => {
    expect(canOverwriteChart(null, admin)).toBe(false);
  });
});

describe('ownersAfterSave', () => {
  it('keeps the owners on overwrite; a new chart belongs to the user who saved it', () => {
    expect(ownersAfterSave(chart, 12, admin)).toEqual([1, 2]);
    expect(ownersAfterSave(chart, 77, { id: 3, username: 'bob' })).toEqual([3]);
    expect(ownersAfterSave(null, 77, alice)).toEqual([1]);
  });
});
