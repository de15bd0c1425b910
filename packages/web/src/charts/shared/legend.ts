import { truncateLabel } from './metrics';

export interface LegendStyle {
  /** Centred over a round chart (pie, funnel, radar) rather than spanning the plot's width. */
  readonly centered?: boolean;
  readonly icon?: 'circle' | 'roundRect';
  /** Marker size, for line-like series whose marker is a short stroke. */
  readonly itemWidth?: number;
  readonly itemHeight?: number;
}

/** The scrolling legend every ECharts chart puts above its plot, or a hidden one. */
export function topLegend(show: boolean, style: LegendStyle = {}): Record<string, unknown> {
  if (!show) return { show: false };
  const { centered = false, icon = 'circle', itemWidth, itemHeight } = style;
  return {
    type: 'scroll',
    ...(centered ? { orient: 'horizontal', top: 4, left: 'center' } : { top: 4, left: 8, right: 8 }),
    icon,
    ...(itemWidth !== undefined ? { itemWidth } : {}),
    ...(itemHeight !== undefined ? { itemHeight } : {}),
    textStyle: { color: '#3d4450' },
    formatter: (name: string) => truncateLabel(name),
  };
}

/**
 * The horizontal colour-scale legend of a map shaded by a metric (ECharts' continuous visualMap),
 * bottom left; a flat range widens by one so the scale still draws.
 */
export function colourScaleLegend(scale: {
  readonly min: number;
  readonly max: number;
  readonly colors: readonly string[];
  readonly formatValue: (value: number) => string;
}) {
  return {
    type: 'continuous' as const,
    min: scale.min,
    max: scale.max === scale.min ? scale.min + 1 : scale.max,
    calculable: false,
    orient: 'horizontal' as const,
    left: 12,
    bottom: 10,
    itemWidth: 12,
    itemHeight: 140,
    text: [scale.formatValue(scale.max), scale.formatValue(scale.min)],
    textGap: 6,
    textStyle: { color: '#5b6270', fontSize: 11 },
    inRange: { color: [...scale.colors] },
  };
}
