import type { EChartsCoreOption } from 'echarts/core';
import { createContext } from 'react';

/**
 * Whether charts animate their first draw. Explore's one chart does. A dashboard's do not
 * (DashboardPage): ECharts reports a chart drawn only when its opening animation ends. With many
 * charts on screen that second of frames also held the page, so the charts drew later.
 */
export const OpeningAnimationContext = createContext(true);

interface Draw {
  /** No option has been drawn on this instance yet. */
  readonly first: boolean;
  /** The context allows an opening animation and the person did not ask for reduced motion. */
  readonly animateOpening: boolean;
  /** Nobody would see it animate: the chart is below or above the window, or hidden. */
  readonly outOfSight: boolean;
}

/**
 * The option to draw: as given, or without animation when nobody asked for it or would see it.
 * Later draws (a filter applied, a control changed) keep their transition unless out of sight.
 */
export function optionToDraw(option: EChartsCoreOption, draw: Draw): EChartsCoreOption {
  const still = draw.outOfSight || (draw.first && !draw.animateOpening);
  return still ? { ...option, animation: false } : option;
}
