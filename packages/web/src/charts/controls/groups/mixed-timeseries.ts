import type { ControlDefinition } from '../types';

/** Controls first needed by the mixed-timeseries charts; each is written once and any chart may refer to it. */
export const mixedTimeseriesControls: readonly ControlDefinition[] = [];
