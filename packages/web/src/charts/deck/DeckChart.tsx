// The one host of every deck.gl chart: the bundled base map, the chart's layers, tooltip and
// legend. Loaded lazily, so deck.gl stays out of every page that shows no deck chart.
import { type MapViewState, WebMercatorViewport } from '@deck.gl/core';
import DeckGL from '@deck.gl/react';
import {
  combineLayerSets,
  type DeckLayerSet,
  deckLayerSet,
  initialViewport,
  subsliceFormData,
  type TooltipRow,
} from '@tessera/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { legacyChartDataRequest, legacyData } from '../legacy';
import type { ChartRenderProps } from '../types';
import {
  type BaseMap,
  type Bounds,
  baseLayers,
  DETAILED_ZOOM,
  loadCountries,
  loadDetailedLand,
  SEA_COLOR,
} from './basemap';
import { DeckLegendBox } from './Legend';
import { deckLayer } from './layers';
import { type PickedInfo, tooltipRows } from './tooltip';
import { DECK_PALETTE, type DeckChartProps } from './transformProps';
import { hasWebGL2, NO_WEBGL_MESSAGE } from './webgl';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** deck_multi: each saved layer queried through explore_json with the multi chart's filters. */
function useSubsliceLayers(props: DeckChartProps): { set: DeckLayerSet | null; failures: string[] } {
  const [state, setState] = useState<{ set: DeckLayerSet | null; failures: string[] }>({
    set: null,
    failures: [],
  });
  const { subslices, formData, verboseMap } = props;
  useEffect(() => {
    if (!subslices) return;
    const abort = new AbortController();
    const options = { palette: DECK_PALETTE, verboseMap };
    Promise.allSettled(
      subslices.map(async (sub) => {
        const subFormData = subsliceFormData(sub, formData);
        const results = await legacyChartDataRequest(subFormData as never, { signal: abort.signal });
        return deckLayerSet(subFormData, legacyData({ queriesData: results }), options);
      }),
    ).then((settled) => {
      if (abort.signal.aborted) return;
      const sets = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failures = settled.flatMap((s, i) =>
        s.status === 'rejected' ? [`${subslices[i]?.name || 'A layer'}: ${errorText(s.reason)}`] : [],
      );
      setState({ set: combineLayerSets(sets), failures });
    });
    return () => abort.abort();
  }, [subslices, formData, verboseMap]);
  return subslices ? state : { set: props.layerSet, failures: [] };
}

/** The base map, loaded once per page; the detailed coastline only when the view zooms in. */
function useBaseMap(zoom: number): BaseMap | null {
  const [map, setMap] = useState<BaseMap | null>(null);
  useEffect(() => {
    let live = true;
    loadCountries()
      .then((countries) => live && setMap((m) => ({ countries, land: m?.land ?? null })))
      // Without the base map the chart still draws its data, on the plain sea colour.
      .catch(() => live && setMap({ countries: { type: 'FeatureCollection', features: [] }, land: null }));
    return () => {
      live = false;
    };
  }, []);
  const detailed = zoom >= DETAILED_ZOOM;
  useEffect(() => {
    if (!detailed) return;
    let live = true;
    loadDetailedLand()
      .then((land) => live && setMap((m) => (m ? { ...m, land } : m)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [detailed]);
  return map;
}

/** The visible bounds widened on every side, so panning a little keeps the same land polygons. */
function regionAround(view: MapViewState, width: number, height: number): Bounds {
  const [w, s, e, n] = new WebMercatorViewport({ ...view, width, height }).getBounds();
  const dx = (e - w) * 1.5;
  const dy = (n - s) * 1.5;
  return [w - dx, s - dy, e + dx, n + dy];
}

const inside = (a: Bounds, b: Bounds) => a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3];

function DeckMap({ props, width, height, onRendered, onRenderFailed }: ChartRenderProps<DeckChartProps>) {
  const { set, failures } = useSubsliceLayers(props);
  const [view, setView] = useState<MapViewState>(() =>
    initialViewport(props.formData, props.layerSet.points, width, height),
  );
  // The view follows a new answer, not every resize: the size is read, not tracked.
  const size = useRef({ width, height });
  size.current = { width, height };
  useEffect(() => {
    setView(initialViewport(props.formData, props.layerSet.points, size.current.width, size.current.height));
  }, [props.formData, props.layerSet]);
  const [region, setRegion] = useState<Bounds>(() => regionAround(view, width, height));
  const map = useBaseMap(view.zoom);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<{ x: number; y: number; rows: TooltipRow[] } | null>(null);

  const weightLabels = useMemo(
    () =>
      new Map(
        (set?.layers ?? []).flatMap((l) =>
          l.kind === 'grid' || l.kind === 'hexagon' || l.kind === 'screengrid' ? [[l.id, l.weightLabel]] : [],
        ),
      ),
    [set],
  );
  const detailed = view.zoom >= DETAILED_ZOOM;
  const layers = useMemo(() => {
    const base = map ? baseLayers(map, detailed ? DETAILED_ZOOM : 0, region) : [];
    return [...base, ...(set?.layers ?? []).map((spec) => deckLayer(spec, hidden))];
  }, [map, detailed, region, set, hidden]);

  const rendered = useRef(false);
  const ready = map !== null && set !== null;
  const afterRender = useCallback(() => {
    if (ready && !rendered.current) {
      rendered.current = true;
      onRendered();
    }
  }, [ready, onRendered]);

  const toggle = useCallback(
    (label: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(label)) next.delete(label);
        else next.add(label);
        // Hiding every category shows them all again, as Superset's legend does.
        const total = set?.legend?.entries.length ?? 0;
        return next.size >= total ? new Set() : next;
      }),
    [set],
  );

  const count = set?.layers.reduce((n, l) => n + l.data.length, 0) ?? 0;
  return (
    <div
      role="img"
      aria-label={`Map with ${count} ${count === 1 ? 'feature' : 'features'}`}
      data-test="deck-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', background: SEA_COLOR }}
    >
      <DeckGL
        width={width}
        height={height}
        viewState={view}
        controller
        layers={layers}
        onViewStateChange={({ viewState }) => {
          const next = viewState as MapViewState;
          setView(next);
          const visible = regionAround({ ...next }, width, height);
          const core: Bounds = [
            (visible[0] * 2 + visible[2]) / 3,
            (visible[1] * 2 + visible[3]) / 3,
            (visible[0] + visible[2] * 2) / 3,
            (visible[1] + visible[3] * 2) / 3,
          ];
          if (!inside(core, region)) setRegion(visible);
        }}
        onHover={(info) => {
          const rows = info.picked ? tooltipRows(info as PickedInfo, weightLabels) : [];
          setHover(rows.length > 0 ? { x: info.x, y: info.y, rows } : null);
        }}
        onAfterRender={afterRender}
        onError={(error) => onRenderFailed(error instanceof Error ? error : new Error(String(error)))}
      />
      {set?.legend ? <DeckLegendBox legend={set.legend} hidden={hidden} onToggle={toggle} /> : null}
      {failures.length > 0 ? (
        <div
          role="alert"
          style={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            padding: '4px 8px',
            background: 'rgba(255, 255, 255, 0.92)',
            color: '#a61d24',
            font: '12px/1.5 Inter, Helvetica, Arial, sans-serif',
            borderRadius: 4,
          }}
        >
          {failures.map((failure) => (
            <div key={failure}>Layer not drawn — {failure}</div>
          ))}
        </div>
      ) : null}
      {hover ? (
        <div
          data-test="deck-tooltip"
          style={{
            position: 'absolute',
            left: Math.min(hover.x + 12, Math.max(0, width - 260)),
            top: hover.y + 12,
            maxWidth: 260,
            padding: '6px 8px',
            pointerEvents: 'none',
            background: 'rgba(0, 0, 0, 0.8)',
            color: '#fff',
            font: '12px/1.5 Inter, Helvetica, Arial, sans-serif',
            borderRadius: 4,
            zIndex: 2,
          }}
        >
          {hover.rows.map(([label, value]) => (
            <div key={label}>
              <strong>{label}: </strong>
              {value}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A deck chart, or a clear message where the browser has no WebGL2. */
export default function DeckChart(renderProps: ChartRenderProps<DeckChartProps>) {
  const [webgl] = useState(hasWebGL2);
  const { width, height, onRendered } = renderProps;
  useEffect(() => {
    if (!webgl) onRendered();
  }, [webgl, onRendered]);
  if (!webgl) {
    return (
      <div
        role="img"
        aria-label={NO_WEBGL_MESSAGE}
        data-test="deck-no-webgl"
        style={{
          width,
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          padding: 16,
          boxSizing: 'border-box',
          background: SEA_COLOR,
          color: '#444',
          font: '14px/1.5 Inter, Helvetica, Arial, sans-serif',
        }}
      >
        {NO_WEBGL_MESSAGE}
      </div>
    );
  }
  return <DeckMap {...renderProps} />;
}
