/**
 * Superset's ViewportControl: longitude, latitude, zoom, bearing and pitch in a popover, saved as
 * one `viewport` object; a missing field takes the spec's default (6.85, 31.22, zoom 1).
 */
import { InputNumber, Popover } from 'antd';
import {
  asViewport,
  VIEWPORT_FIELDS,
  type Viewport,
  viewportLabel,
} from '../../../../../charts/controls/viewport';
import type { ControlComponentProps } from '../controlTypes';
import '../SpatialControl/SpatialControl.css';
import { useControlPopoverPlacement } from '../popoverPlacement';

const LIMITS: Readonly<Record<keyof Viewport, readonly [number, number]>> = {
  longitude: [-180, 180],
  latitude: [-90, 90],
  zoom: [0, 24],
  bearing: [-360, 360],
  pitch: [0, 85],
};

export function ViewportControl({ id, dataTest, value, onChange }: ControlComponentProps) {
  const viewport = asViewport(value);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  const editor = (
    <div className="viewport-editor" style={{ width: 220 }}>
      {VIEWPORT_FIELDS.map(([field, label]) => (
        <div key={field} className="spatial-field" style={{ marginBottom: 6 }}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <InputNumber
            id={`${id}-${field}`}
            value={viewport[field]}
            min={LIMITS[field][0]}
            max={LIMITS[field][1]}
            step={field === 'zoom' ? 0.5 : 1}
            onChange={(next) => {
              if (typeof next === 'number' && Number.isFinite(next)) onChange({ ...viewport, [field]: next });
            }}
            style={{ width: '100%' }}
          />
        </div>
      ))}
    </div>
  );
  return (
    <div data-test={dataTest} onClickCapture={measurePlacement}>
      <Popover trigger="click" placement={placement} title="Viewport" content={editor}>
        <button id={id} type="button" className="spatial-label">
          {viewportLabel(viewport)}
        </button>
      </Popover>
    </div>
  );
}
