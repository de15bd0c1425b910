import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { type CountryRegions, loadCountryRegions } from './geometry';
import { countryMapName, countryMapOption } from './option';
import type { CountryMapProps } from './transformProps';

echarts.use([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** The country's regions, registered with ECharts once loaded; a failure goes to `onFailed`. */
function useRegions(country: string | null, label: string, onFailed: (error: Error) => void) {
  const [regions, setRegions] = useState<{ country: string; geometry: CountryRegions } | null>(null);
  useEffect(() => {
    if (!country) {
      onFailed(new Error('Choose a country for the map.'));
      return;
    }
    const loading = loadCountryRegions(country);
    if (!loading) {
      onFailed(new Error(`No map for ${label || country}: there is no geometry for this country.`));
      return;
    }
    let live = true;
    loading.then(
      (geometry) => {
        if (!live) return;
        const name = countryMapName(country);
        if (!echarts.getMap(name)) {
          echarts.registerMap(name, geometry as unknown as Parameters<typeof echarts.registerMap>[1]);
        }
        setRegions({ country, geometry });
      },
      (error: unknown) => {
        if (live) onFailed(new Error(`The map of ${label || country} could not be loaded: ${String(error)}`));
      },
    );
    return () => {
      live = false;
    };
  }, [country, label, onFailed]);
  return regions?.country === country ? regions.geometry : null;
}

const EMPTY_OPTION = {};

export default function CountryMapChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<CountryMapProps>) {
  const geometry = useRegions(props.country, props.countryLabel, onRenderFailed);
  const names = useMemo(
    () => new Map(geometry?.features.map((f) => [f.properties.ISO, f.properties.NAME_1]) ?? []),
    [geometry],
  );
  const option = useMemo(
    () => (geometry ? countryMapOption(props, names) : EMPTY_OPTION),
    [geometry, props, names],
  );
  const ref = useEcharts(echarts, option, {
    width,
    height,
    onRendered: geometry ? onRendered : () => {},
    onRenderFailed,
  });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Map of ${props.countryLabel || 'a country'}: ${props.metricLabel} by region`}
    />
  );
}
