import { isFeatureEnabled } from '../../../../app/featureFlags';

/** What each drop zone's add button reads. */
export type DropZone = 'column' | 'columns' | 'metric' | 'metrics' | 'filters';

/** Superset's ghost-button texts of its drag-and-drop controls with click-to-add on. */
const CLICK_UX_LABELS: Record<DropZone, string> = {
  column: 'Drop a column here or click',
  columns: 'Drop columns here or click',
  metric: 'Drop a column/metric here or click',
  metrics: 'Drop columns/metrics here or click',
  filters: 'Drop columns/metrics here or click',
};

const PLAIN_LABELS: Record<DropZone, string> = {
  column: 'Choose a column',
  columns: 'Add column',
  metric: 'Choose a metric',
  metrics: 'Add metric',
  filters: 'Add filter',
};

/**
 * The add button's text of a drop zone. ENABLE_DND_WITH_CLICK_UX on: Superset's "Drop … here or
 * click", the zone being one target for a drop or a click. Off: our "Add …" button beside the
 * drop zone. Either way a click (or Enter) adds: Superset's drag-only zone would lock out keyboard
 * users, which we don't do.
 */
export function dropZoneLabel(zone: DropZone): string {
  // The session's flags are primed before any page renders (app/featureFlags.ts).
  return (isFeatureEnabled('ENABLE_DND_WITH_CLICK_UX') ? CLICK_UX_LABELS : PLAIN_LABELS)[zone];
}
