import { geoNaturalEarth1 } from 'd3-geo';
import type { EChartsCoreOption } from 'echarts/core';
import { selectionOpacity } from '../shared/crossFilter';
import { echartsProjection } from '../shared/geo/projection';
import { html } from '../shared/html';
import { colourScaleLegend } from '../shared/legend';
import type { WorldMapCountry, WorldMapProps } from './transformProps';

/** The names the world's geometry is registered under with ECharts: Antarctica takes a sixth of the
 * map's height, so it is drawn only when the answer has a value for it. */
export const WORLD_MAP_NAME = 'tessera-world';
export const WORLD_MAP_WITH_ANTARCTICA = 'tessera-world-antarctica';
export const ANTARCTICA = 'ATA';

/** Superset's grey of countries without data (theme grayscale light2) and its white borders. */
const NO_DATA_FILL = '#e0e0e0';
const BORDER = '#ffffff';

interface TooltipParams {
  readonly componentType?: string;
  readonly seriesType?: string;
  readonly name?: string;
  readonly data?: { readonly country?: WorldMapCountry } | null;
}

const alpha = (hex: string, opacity: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
};

/**
 * The ECharts option of the world map: the atlas' countries on a Natural Earth projection,
 * shaded through a continuous visual map (or each in its categorical colour), with bubbles at
 * Superset's country centres when asked. `labels` names the atlas' countries (alpha-3 → name)
 * for the tooltip of countries without data.
 */
export function worldMapOption(props: WorldMapProps, labels: ReadonlyMap<string, string>): EChartsCoreOption {
  const { countries, formatValue, interaction } = props;
  const byMetric = props.colorBy === 'metric';
  const withValues = countries.filter((c) => c.m1 !== null);
  const tooltip = (params: TooltipParams) => {
    const country = params.data?.country;
    if (params.seriesType === 'scatter' && country) {
      return html`<strong>${country.name}</strong><br>${props.secondaryLabel}: ${formatValue(country.m2)}`;
    }
    if (country)
      return html`<strong>${country.name}</strong><br>${props.metricLabel}: ${formatValue(country.m1)}`;
    const code = params.name ?? '';
    return html`<strong>${labels.get(code) ?? code}</strong><br><span style="color:#8c8c8c">No data</span>`;
  };
  return {
    animation: false,
    tooltip: { trigger: 'item', confine: true, formatter: tooltip },
    visualMap:
      byMetric && withValues.length > 0
        ? {
            ...colourScaleLegend({ min: props.min, max: props.max, colors: props.colors, formatValue }),
            seriesIndex: 0,
          }
        : undefined,
    geo: {
      map: countries.some((c) => c.code === ANTARCTICA) ? WORLD_MAP_WITH_ANTARCTICA : WORLD_MAP_NAME,
      projection: echartsProjection(geoNaturalEarth1()),
      // The projection gives the shape: keep it, centred in the box (ECharts' default 0.75 squash off).
      aspectScale: 1,
      preserveAspect: 'contain',
      roam: true,
      scaleLimit: { min: 0.8, max: 20 },
      top: 8,
      bottom: byMetric ? 40 : 8,
      left: 8,
      right: 8,
      itemStyle: { areaColor: NO_DATA_FILL, borderColor: BORDER, borderWidth: 0.6 },
      emphasis: {
        label: { show: false },
        itemStyle: { areaColor: props.bubbleColor, borderColor: BORDER, borderWidth: 0.6 },
      },
      select: { disabled: true },
      tooltip: { show: true },
      regions: countries.map((country) => ({
        name: country.code,
        itemStyle: {
          ...(country.color ? { areaColor: country.color } : {}),
          opacity: selectionOpacity(interaction.selectedValues, country.code),
        },
      })),
    },
    series: [
      {
        type: 'map',
        geoIndex: 0,
        data: countries.map((country) => ({ name: country.code, value: country.m1 ?? Number.NaN, country })),
      },
      ...(props.showBubbles
        ? [
            {
              type: 'scatter',
              coordinateSystem: 'geo',
              geoIndex: 0,
              data: countries
                .filter((c) => c.longitude !== null && c.latitude !== null && c.radius > 0)
                .sort((a, b) => b.radius - a.radius)
                .map((country) => ({
                  name: country.code,
                  value: [country.longitude, country.latitude, country.m2],
                  symbolSize: 2 * country.radius,
                  country,
                })),
              itemStyle: {
                color: alpha(props.bubbleColor, 0.5),
                borderColor: props.bubbleColor,
                borderWidth: 1,
              },
              emphasis: {
                scale: false,
                itemStyle: { color: alpha(props.bubbleColor, 0.85), borderColor: '#323232', borderWidth: 2 },
              },
            },
          ]
        : []),
    ],
  };
}
