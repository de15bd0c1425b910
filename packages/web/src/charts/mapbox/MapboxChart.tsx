import { fitBounds, pan, type Viewport, zoomAround } from '@tessera/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadWorldCountries } from '../shared/geo/worldAtlas';
import type { ChartRenderProps } from '../types';
import { clusterIndex, marksInView } from './clusters';
import { type BaseShape, baseShapes, drawBase, drawMarks } from './draw';
import type { MapboxProps } from './transformProps';

const COLOR_ERROR = "Color field must be of form 'rgb(%d, %d, %d)'";

/** A canvas sized for the screen's pixel ratio, drawing in CSS pixels. */
function prepare(
  canvas: HTMLCanvasElement | null,
  width: number,
  height: number,
): CanvasRenderingContext2D | null {
  if (!canvas) return null;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

const buttonStyle = {
  width: 28,
  height: 28,
  border: '1px solid #d9d9d9',
  background: 'rgba(255,255,255,0.92)',
  cursor: 'pointer',
  fontSize: 16,
  lineHeight: '24px',
  padding: 0,
  color: '#434343',
} as const;

export default function MapboxChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<MapboxProps>) {
  const base = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const [shapes, setShapes] = useState<readonly BaseShape[] | null>(null);
  const [viewport, setViewport] = useState<Viewport>(() => fitBounds(props.bounds, width, height));
  const [dragging, setDragging] = useState(false);
  const reported = useRef(false);

  // A new answer (or size) frames its points again.
  useEffect(() => {
    setViewport(fitBounds(props.bounds, width, height));
  }, [props.bounds, width, height]);

  useEffect(() => {
    if (!props.rgb) onRenderFailed(new Error(COLOR_ERROR));
  }, [props.rgb, onRenderFailed]);

  useEffect(() => {
    let live = true;
    loadWorldCountries().then(
      (world) => live && setShapes(baseShapes(world)),
      (error: unknown) =>
        live && onRenderFailed(new Error(`The base map could not be loaded: ${String(error)}`)),
    );
    return () => {
      live = false;
    };
  }, [onRenderFailed]);

  const index = useMemo(
    () => clusterIndex(props.points, props.clusteringRadius, props.hasCustomMetric),
    [props.points, props.clusteringRadius, props.hasCustomMetric],
  );

  useLayoutEffect(() => {
    if (!shapes || !props.rgb) return;
    const baseCtx = prepare(base.current, width, height);
    if (baseCtx) drawBase(baseCtx, shapes, viewport, width, height, props.baseStyle);
    const overlayCtx = prepare(overlay.current, width, height);
    if (overlayCtx) {
      const marks =
        props.renderWhileDragging || !dragging
          ? marksInView(index, viewport, width, height, props.hasCustomMetric, props.aggregator)
          : [];
      drawMarks(overlayCtx, marks, props, viewport, width, height);
    }
    if (!reported.current) {
      reported.current = true;
      onRendered();
    }
  }, [shapes, index, viewport, dragging, width, height, props, onRendered]);

  // Wheel zoom around the pointer; the listener is not passive so the page does not scroll.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const delta = -event.deltaY / (event.deltaMode === 1 ? 8 : 300);
      setViewport((v) =>
        zoomAround(v, width, height, event.clientX - rect.left, event.clientY - rect.top, delta),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [width, height]);

  const last = useRef<{ x: number; y: number } | null>(null);
  const zoomBy = (delta: number) =>
    setViewport((v) => zoomAround(v, width, height, width / 2, height / 2, delta));

  return (
    <div
      ref={holder}
      role="img"
      aria-label={`Map of ${props.points.length} points in clusters`}
      data-test="mapbox-map"
      style={{
        position: 'relative',
        width,
        height,
        overflow: 'hidden',
        cursor: dragging ? 'grabbing' : 'grab',
        touchAction: 'none',
      }}
      onPointerDown={(event) => {
        if ((event.target as HTMLElement).tagName === 'BUTTON') return;
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = { x: event.clientX, y: event.clientY };
        setDragging(true);
      }}
      onPointerMove={(event) => {
        const previous = last.current;
        if (!previous) return;
        last.current = { x: event.clientX, y: event.clientY };
        setViewport((v) => pan(v, width, height, event.clientX - previous.x, event.clientY - previous.y));
      }}
      onPointerUp={() => {
        last.current = null;
        setDragging(false);
      }}
      onPointerCancel={() => {
        last.current = null;
        setDragging(false);
      }}
      onDoubleClick={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        setViewport((v) =>
          zoomAround(v, width, height, event.clientX - rect.left, event.clientY - rect.top, 1),
        );
      }}
    >
      <canvas ref={base} style={{ position: 'absolute', inset: 0, width, height }} />
      <canvas ref={overlay} style={{ position: 'absolute', inset: 0, width, height }} />
      <div
        style={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <button type="button" aria-label="Zoom in" style={buttonStyle} onClick={() => zoomBy(1)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" style={buttonStyle} onClick={() => zoomBy(-1)}>
          −
        </button>
      </div>
    </div>
  );
}
