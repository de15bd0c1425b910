/**
 * Superset's SpatialControl: where each point is, from longitude and latitude columns, one
 * delimited "long,lat" column or a geohash column. The popover edits a draft; the closed control
 * shows the columns, or N/A with 'Invalid lat/long configuration.'.
 */
import { Button, Checkbox, Input, Popover, Radio, Select } from 'antd';
import { useState } from 'react';
import {
  asSpatial,
  SPATIAL_MODES,
  type SpatialValue,
  spatialError,
  spatialLabel,
  spatialValue,
} from '../../../../../charts/controls/spatial';
import type { ControlComponentProps } from '../controlTypes';
import './SpatialControl.css';
import { useControlPopoverPlacement } from '../popoverPlacement';

function SpatialEditor({
  initial,
  columns,
  onDone,
}: {
  readonly initial: SpatialValue;
  readonly columns: readonly { value: string; label: string }[];
  readonly onDone: (next: SpatialValue | null) => void;
}) {
  const [draft, setDraft] = useState<SpatialValue>({ delimiter: ',', ...initial });
  const set = (patch: Partial<SpatialValue>) => setDraft({ ...draft, ...patch });
  const column = (
    field: 'lonCol' | 'latCol' | 'lonlatCol' | 'geohashCol',
    label: string,
    mode: SpatialValue['type'],
  ) => (
    <div className="spatial-field">
      <label htmlFor={`spatial-${field}`}>{label}</label>
      <Select
        id={`spatial-${field}`}
        value={draft[field] ?? undefined}
        disabled={draft.type !== mode}
        onChange={(value: string) => set({ [field]: value })}
        options={[...columns]}
        showSearch
        optionFilterProp="label"
        placeholder="Select column"
        style={{ width: '100%' }}
      />
    </div>
  );
  const reverse = (mode: SpatialValue['type']) => (
    <Checkbox
      checked={draft.reverseCheckbox === true}
      disabled={draft.type !== mode}
      onChange={(e) => set({ reverseCheckbox: e.target.checked })}
    >
      Reverse lat/long
    </Checkbox>
  );
  const error = spatialError(draft);
  return (
    <div className="spatial-editor">
      <Radio.Group value={draft.type} onChange={(e) => set({ type: e.target.value })}>
        {SPATIAL_MODES.map((mode) => (
          <section key={mode.value} className="spatial-mode">
            <Radio value={mode.value}>{mode.label}</Radio>
            <div className="spatial-mode-fields">
              {mode.value === 'latlong' ? (
                <>
                  {column('lonCol', 'Longitude', 'latlong')}
                  {column('latCol', 'Latitude', 'latlong')}
                </>
              ) : null}
              {mode.value === 'delimited' ? (
                <>
                  {column('lonlatCol', 'Column', 'delimited')}
                  <div className="spatial-field">
                    <label htmlFor="spatial-delimiter">Delimiter</label>
                    <Input
                      id="spatial-delimiter"
                      value={draft.delimiter ?? ''}
                      disabled={draft.type !== 'delimited'}
                      onChange={(e) => set({ delimiter: e.target.value })}
                    />
                  </div>
                  {reverse('delimited')}
                </>
              ) : null}
              {mode.value === 'geohash' ? (
                <>
                  {column('geohashCol', 'Column', 'geohash')}
                  {reverse('geohash')}
                </>
              ) : null}
            </div>
          </section>
        ))}
      </Radio.Group>
      {error ? (
        <div className="control-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="popover-editor-actions">
        <Button onClick={() => onDone(null)}>Close</Button>
        <Button type="primary" onClick={() => onDone(spatialValue(draft))}>
          Save
        </Button>
      </div>
    </div>
  );
}

export function SpatialControl({ id, dataTest, value, dataset, onChange }: ControlComponentProps) {
  const [open, setOpen] = useState(false);
  const [placement, measurePlacement] = useControlPopoverPlacement();
  const spatial = asSpatial(value);
  const error = spatialError(spatial);
  const columns = dataset.columns.map((c) => ({
    value: c.column_name,
    label: c.verbose_name || c.column_name,
  }));
  return (
    <div data-test={dataTest} onClickCapture={measurePlacement}>
      <Popover
        trigger="click"
        placement={placement}
        title="Point location"
        open={open}
        onOpenChange={setOpen}
        destroyOnHidden
        content={
          open ? (
            <SpatialEditor
              initial={spatial}
              columns={columns}
              onDone={(next) => {
                if (next) onChange(next);
                setOpen(false);
              }}
            />
          ) : null
        }
      >
        <button id={id} type="button" className="spatial-label" aria-invalid={Boolean(error)}>
          {spatialLabel(spatial)}
        </button>
      </Popover>
      {error ? <div className="control-error">{error}</div> : null}
    </div>
  );
}
