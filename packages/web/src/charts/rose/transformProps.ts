import { legacyData, seriesKeyText } from '../legacy';
import { labelPalette } from '../shared/colors';
import { timeFormatter, valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** RoseViz's payload: per timestamp (epoch ns as text) each series' value. */
export type RoseData = Readonly<
  Record<string, readonly { readonly key: unknown; readonly value: number; readonly time: number }[]>
>;

export interface RoseWedge {
  readonly time: number;
  /** Each series' value in the wedge, largest first (drawn first, so smaller petals stay visible). */
  readonly petals: readonly { readonly series: string; readonly value: number }[];
}

export interface RoseProps {
  readonly wedges: readonly RoseWedge[];
  readonly series: readonly string[];
  readonly colors: Readonly<Record<string, string>>;
  readonly max: number;
  /** rose_area_proportion: a petal's area, not its radius, is proportional to its value. */
  readonly areaProportion: boolean;
  readonly showLegend: boolean;
  readonly formatValue: (value: unknown) => string;
  readonly formatTime: (value: unknown) => string;
}

export function transformRoseProps({
  formData,
  queriesData,
  colorNamespace,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'colorNamespace'>): RoseProps {
  const data = legacyData<RoseData>({ queriesData }) ?? {};
  const series: string[] = [];
  const wedges = Object.values(data)
    .map((petals) => ({
      time: petals[0]?.time ?? 0,
      petals: petals
        .map((petal) => {
          const name = seriesKeyText(petal.key);
          if (!series.includes(name)) series.push(name);
          return { series: name, value: Number.isFinite(petal.value) ? petal.value : 0 };
        })
        .sort((a, b) => b.value - a.value),
    }))
    .sort((a, b) => a.time - b.time);
  const max = Math.max(0, ...wedges.flatMap((w) => w.petals.map((p) => p.value)));
  return {
    wedges,
    series,
    colors: Object.fromEntries(
      labelPalette({ formData, colorNamespace }, series).map((color, i) => [series[i], color]),
    ),
    max,
    areaProportion: formData.rose_area_proportion === true,
    showLegend: formData.show_legend !== false,
    formatValue: valueFormatter(formData.number_format),
    formatTime: timeFormatter(formData.date_time_format, formData.time_grain_sqla),
  };
}

/** A petal's radius for its value: linear, or by the square root so that areas compare. */
export function petalRadius(value: number, max: number, radius: number, areaProportion: boolean): number {
  if (max <= 0 || value <= 0) return 0;
  const share = value / max;
  return radius * (areaProportion ? Math.sqrt(share) : share);
}

/** The wedge's tooltip: its time, then each series' value. */
export function wedgeTitle(props: RoseProps, wedge: RoseWedge): string {
  return [
    props.formatTime(wedge.time),
    ...wedge.petals.map((p) => `${p.series}: ${props.formatValue(p.value)}`),
  ].join('\n');
}
