import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import { crossFilterEvents } from '../shared/crossFilter';
import { loadWorldCountries, type WorldCountries } from '../shared/geo/worldAtlas';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { ANTARCTICA, WORLD_MAP_NAME, WORLD_MAP_WITH_ANTARCTICA, worldMapOption } from './option';
import type { WorldMapProps } from './transformProps';

echarts.use([MapChart, ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** The world's geometry, registered with ECharts once it has loaded. */
function useWorld(onFailed: (error: Error) => void): WorldCountries | null {
  const [world, setWorld] = useState<WorldCountries | null>(null);
  useEffect(() => {
    let live = true;
    loadWorldCountries().then(
      (countries) => {
        if (!live) return;
        type GeoJson = Parameters<typeof echarts.registerMap>[1];
        if (!echarts.getMap(WORLD_MAP_NAME)) {
          const features = countries.features.filter((f) => f.properties.name !== ANTARCTICA);
          echarts.registerMap(WORLD_MAP_NAME, { ...countries, features } as unknown as GeoJson);
          echarts.registerMap(WORLD_MAP_WITH_ANTARCTICA, countries as unknown as GeoJson);
        }
        setWorld(countries);
      },
      (error: unknown) => {
        if (live) onFailed(new Error(`The world map could not be loaded: ${String(error)}`));
      },
    );
    return () => {
      live = false;
    };
  }, [onFailed]);
  return world;
}

const EMPTY_OPTION = {};

export default function WorldMapChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<WorldMapProps>) {
  const world = useWorld(onRenderFailed);
  const labels = useMemo(
    () => new Map(world?.features.map((f) => [f.properties.name, f.properties.label]) ?? []),
    [world],
  );
  const option = useMemo(
    () => (world ? worldMapOption(props, labels) : EMPTY_OPTION),
    [world, props, labels],
  );
  const events = useMemo(() => crossFilterEvents(props.interaction), [props.interaction]);
  const ref = useEcharts(echarts, option, {
    width,
    height,
    onRendered: world ? onRendered : () => {},
    onRenderFailed,
    events,
  });
  const placed = props.countries.length;
  return (
    <div style={{ position: 'relative', width, height }}>
      <div
        ref={ref}
        style={{ width, height }}
        role="img"
        aria-label={`World map of ${props.metricLabel || 'a metric'} over ${placed} ${placed === 1 ? 'country' : 'countries'}`}
      />
      {props.unmatched > 0 && (
        <div
          data-test="world-map-unmatched"
          style={{ position: 'absolute', right: 10, bottom: 8, fontSize: 11, color: '#8c8c8c' }}
        >
          {props.unmatched} {props.unmatched === 1 ? 'row names' : 'rows name'} no known country
        </div>
      )}
    </div>
  );
}
