import { ArcLayer, GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { DeckLayerSpec, QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { deckPlugins } from '.';
import { deckLayer } from './layers';
import { tooltipRows } from './tooltip';
import { transformDeckProps } from './transformProps';
import { hasWebGL2, NO_WEBGL_MESSAGE } from './webgl';

const chartProps = (formData: QueryFormData, data: unknown) => ({
  formData,
  queriesData: [{ data } as unknown as QueryResult],
  datasource: { ...EMPTY_DATASOURCE, verboseMap: { cnt: 'Count of flights' } },
  width: 400,
  height: 300,
  filterState: {},
  hooks: NO_HOOKS,
  emitCrossFilters: false,
});

describe('deck plugins', () => {
  it('are legacy charts that load one shared host lazily', () => {
    expect(deckPlugins.map((p) => p.id)).toEqual([
      'deck_scatter',
      'deck_screengrid',
      'deck_grid',
      'deck_hex',
      'deck_arc',
      'deck_path',
      'deck_polygon',
      'deck_heatmap',
      'deck_geojson',
      'deck_multi',
    ]);
    for (const plugin of deckPlugins) expect(plugin.metadata.useLegacyApi).toBe(true);
    expect(new Set(deckPlugins.map((p) => p.component)).size).toBe(1);
  });
});

describe('transformDeckProps', () => {
  it('builds the layers of explore_json’s payload with the dataset’s readable names', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'deck_scatter',
      slice_id: 3,
      point_radius_fixed: { type: 'metric', value: 'cnt' },
    };
    const props = transformDeckProps(
      'deck_scatter',
      chartProps(formData, { features: [{ position: [1, 2], radius: 4, metric: 4 }] }),
    );
    expect(props.subslices).toBeNull();
    const [layer] = props.layerSet.layers;
    expect(layer).toMatchObject({ kind: 'scatter', id: 'scatter-layer-3' });
    expect(layer?.data[0]).toMatchObject({
      tooltip: [
        ['Longitude and Latitude', '1, 2'],
        ['Count of flights', '4'],
      ],
    });
  });

  it('an empty answer draws the base map alone', () => {
    const props = transformDeckProps(
      'deck_grid',
      chartProps({ datasource: '1__table', viz_type: 'deck_grid' }, null),
    );
    expect(props.layerSet.layers).toEqual([]);
  });

  it('deck_multi hands over its saved layers for the host to query', () => {
    const data = { slices: [{ slice_id: 4, slice_name: 'Arcs', form_data: { viz_type: 'deck_arc' } }] };
    const props = transformDeckProps(
      'deck_multi',
      chartProps({ datasource: '1__table', viz_type: 'deck_multi' }, data),
    );
    expect(props.subslices).toEqual([{ sliceId: 4, name: 'Arcs', formData: { viz_type: 'deck_arc' } }]);
  });
});

describe('deckLayer', () => {
  const scatter: DeckLayerSpec = {
    kind: 'scatter',
    id: 'scatter-layer-1',
    data: [
      { position: [1, 2], radius: 10, color: [1, 2, 3, 255], tooltip: [], category: 'a' },
      { position: [3, 4], radius: 10, color: [4, 5, 6, 255], tooltip: [], category: 'b' },
    ],
  };

  it('makes the deck.gl layer of each kind, without the categories the legend hides', () => {
    const layer = deckLayer(scatter, new Set(['a']));
    expect(layer).toBeInstanceOf(ScatterplotLayer);
    expect((layer.props.data as unknown[]).length).toBe(1);
    const arc = deckLayer({ kind: 'arc', id: 'arc-layer-1', data: [], width: 2 });
    expect(arc).toBeInstanceOf(ArcLayer);
    expect(arc.props).toMatchObject({ getWidth: 2, pickable: true });
    const geo = deckLayer({
      kind: 'geojson',
      id: 'g',
      data: [],
      filled: true,
      stroked: false,
      extruded: false,
      lineWidth: 1,
      lineWidthUnits: 'pixels',
      pointRadiusScale: 100,
    });
    expect(geo).toBeInstanceOf(GeoJsonLayer);
  });
});

describe('tooltips', () => {
  it('are a datum’s own rows, kept as text (markup in user data is not read)', () => {
    const rows = tooltipRows(
      { object: { tooltip: [['Category', '<img src=x onerror=alert(1)>']] } },
      new Map(),
    );
    expect(rows).toEqual([['Category', '<img src=x onerror=alert(1)>']]);
  });

  it('of an aggregated cell name its position, the weight and the number of points', () => {
    const rows = tooltipRows(
      {
        object: { colorValue: 12.5, count: 3 },
        coordinate: [-122.4194155, 37.7749295],
        layer: { id: 'grid-layer-1' },
      },
      new Map([['grid-layer-1', 'count']]),
    );
    expect(rows).toEqual([
      ['Longitude and Latitude', '-122.419415, 37.77493'],
      ['count', '12.5'],
      ['Points', '3'],
    ]);
  });
});

describe('WebGL', () => {
  it('a browser without WebGL2 is told so', () => {
    const doc = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
    expect(hasWebGL2(doc)).toBe(false);
    const throwing = {
      createElement: () => ({
        getContext: () => {
          throw new Error('blocked');
        },
      }),
    } as unknown as Document;
    expect(hasWebGL2(throwing)).toBe(false);
    expect(NO_WEBGL_MESSAGE).toBe('This chart needs WebGL, which this browser does not offer');
  });
});

describe('the base map', () => {
  it('clips a coastline to the region around the view', async () => {
    const { clipRing } = await import('./basemap');
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const corners = (ring: number[][]) => ring.map((p) => p.join()).sort();
    expect(corners(clipRing(square, [5, -5, 20, 5]))).toEqual(['10,0', '10,5', '5,0', '5,5']);
    expect(clipRing(square, [20, 20, 30, 30])).toEqual([]);
  });
});
