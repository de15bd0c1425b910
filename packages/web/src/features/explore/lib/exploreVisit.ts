/**
 * An Explore visit in the event log: Superset logs every explore view on the server (`log_this`
 * on its explore endpoint) and its frontend logs 'mount_explorer'. Opening a saved chart logs
 * this event with its slice_id, so the home page's recent activity (rows with a chart and no
 * dashboard) lists the chart even when it does not run on opening (missing controls), when no
 * load_chart event names it.
 */
import type { LogEvent } from '../../../charts/loadLog';

export const MOUNT_EXPLORER = 'mount_explorer';

export function exploreVisitEvent(sliceId: number, now: number): LogEvent {
  return { event_name: MOUNT_EXPLORER, source: 'explore', source_id: sliceId, slice_id: sliceId, ts: now };
}
