import { isAdminUser, type SessionUser } from '../../../app/session';
import type { SavedSlice } from '../state/exploreSlice';

/** Why Save (Overwrite) is off for someone who does not own the chart. */
export const NOT_CHART_OWNER_HINT =
  'Only the chart’s owners (or an admin) can overwrite it. Save as a new chart instead.';

/**
 * Whether the user may overwrite the saved chart: an owner or an admin, as Superset's SaveModal
 * (the server refuses anyone else with "You do not have permission to do this.").
 */
export function canOverwriteChart(slice: SavedSlice | null, user: SessionUser | null | undefined): boolean {
  if (!slice || !user) return false;
  return isAdminUser(user) || slice.owners.includes(user.id);
}

/** The owners after a save: an overwrite keeps them; a new chart belongs to whoever saved it. */
export function ownersAfterSave(
  previous: SavedSlice | null,
  savedId: number,
  user: SessionUser | null | undefined,
): number[] {
  if (previous && previous.id === savedId) return [...previous.owners];
  return user ? [user.id] : [];
}
