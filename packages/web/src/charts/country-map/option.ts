import { geoMercator } from 'd3-geo';
import type { EChartsCoreOption } from 'echarts/core';
import { echartsProjection } from '../shared/geo/projection';
import { html } from '../shared/html';
import { colourScaleLegend } from '../shared/legend';
import type { CountryMapProps } from './transformProps';

/** ECharts' name for a country's registered geometry. */
export const countryMapName = (country: string) => `tessera-country-${country}`;

interface TooltipParams {
  readonly name?: string;
  readonly value?: unknown;
}

/**
 * The country's regions on a Mercator projection (as Superset's d3 map), shaded by the metric
 * through a continuous visual map; `names` gives each region's name by its ISO code.
 */
export function countryMapOption(
  props: CountryMapProps,
  names: ReadonlyMap<string, string>,
): EChartsCoreOption {
  const { formatValue } = props;
  const hasValues = props.regions.some((r) => r.value !== null);
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: ({ name = '', value }: TooltipParams) => {
        const shown = typeof value === 'number' && Number.isFinite(value) ? formatValue(value) : 'No data';
        return html`<strong>${names.get(name) ?? name}</strong> <span style="color:#8c8c8c">${name}</span><br>${props.metricLabel}: ${shown}`;
      },
    },
    visualMap: hasValues
      ? colourScaleLegend({ min: props.min, max: props.max, colors: props.colors, formatValue })
      : undefined,
    series: [
      {
        type: 'map',
        map: countryMapName(props.country ?? ''),
        nameProperty: 'ISO',
        projection: echartsProjection(geoMercator()),
        // The projection gives the shape: keep it, centred in the box (ECharts' default 0.75 squash off).
        aspectScale: 1,
        preserveAspect: 'contain',
        roam: true,
        scaleLimit: { min: 0.8, max: 30 },
        top: 12,
        bottom: hasValues ? 40 : 12,
        left: 12,
        right: 12,
        label: { show: false },
        itemStyle: { areaColor: '#f0f0f0', borderColor: '#ffffff', borderWidth: 0.6 },
        emphasis: {
          label: { show: false },
          itemStyle: { areaColor: '#ffd666', borderColor: '#595959', borderWidth: 1 },
        },
        select: { disabled: true },
        data: props.regions.map((region) => ({ name: region.code, value: region.value ?? Number.NaN })),
      },
    ],
  };
}
