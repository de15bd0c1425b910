import { useEffect, useRef } from 'react';
import type { ChartRenderProps } from '../types';
import { type HorizonProps, type HorizonRow, horizonBars, horizonColor } from './transformProps';

function drawRow(canvas: HTMLCanvasElement, row: HorizonRow, width: number, height: number, bands: number) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const step = row.values.length > 0 ? width / row.values.length : width;
  row.values.forEach((value, i) => {
    for (const bar of horizonBars(value, row.extent, bands)) {
      context.fillStyle = horizonColor(bar, bands);
      const h = bar.fill * height;
      // Positive bands grow up from the bottom, negative ones down from the top (offset mode).
      context.fillRect(i * step, bar.positive ? height - h : 0, Math.ceil(step), h);
    }
  });
}

/** Superset's horizon chart: one canvas row per series, its values folded into coloured bands. */
export default function HorizonChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<HorizonProps>) {
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const total = props.rows.length * props.seriesHeight;
  // A scroll bar takes width when the rows are taller than the chart.
  const rowWidth = Math.max(0, total > height ? width - 12 : width);

  useEffect(() => {
    try {
      props.rows.forEach((row, i) => {
        const canvas = canvases.current[i];
        if (canvas) drawRow(canvas, row, rowWidth, props.seriesHeight, props.bands);
      });
      onRendered();
    } catch (error) {
      onRenderFailed(error instanceof Error ? error : new Error(String(error)));
    }
  }, [props, rowWidth, onRendered, onRenderFailed]);

  return (
    <div
      className="tessera-horizon"
      style={{ width, height, overflowY: 'auto', overflowX: 'hidden' }}
      role="img"
      aria-label={`Horizon chart of ${props.rows.length} series`}
    >
      {props.rows.map((row, i) => (
        <div
          key={row.name}
          className="tessera-horizon-row"
          style={{ position: 'relative', height: props.seriesHeight, borderBottom: '1px solid #fff' }}
        >
          <canvas
            ref={(element) => {
              canvases.current[i] = element;
            }}
            style={{ width: rowWidth, height: props.seriesHeight, display: 'block' }}
          />
          <span
            className="tessera-horizon-title"
            style={{
              position: 'absolute',
              top: 0,
              left: 4,
              fontSize: Math.min(12, Math.max(9, props.seriesHeight - 6)),
              lineHeight: `${Math.min(props.seriesHeight, 18)}px`,
              padding: '0 4px',
              background: 'rgba(255, 255, 255, 0.75)',
              color: '#1f2630',
              pointerEvents: 'none',
            }}
          >
            {row.name}
          </span>
        </div>
      ))}
    </div>
  );
}
