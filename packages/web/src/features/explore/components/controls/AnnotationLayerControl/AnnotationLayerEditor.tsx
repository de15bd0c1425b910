import { Button, ColorPicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import {
  ANNOTATION_TYPES,
  type AnnotationLayer,
  type AnnotationType,
  layerProblems,
  OPACITY_CHOICES,
  type SourceType,
  STYLE_CHOICES,
  sourceTypesOf,
} from '../../../../../charts/shared/annotationLayers';
import { AnnotationSourceSelect } from './AnnotationSourceSelect';

export interface AnnotationLayerEditorProps {
  readonly layer: AnnotationLayer;
  readonly takenNames: readonly string[];
  readonly onDone: (layer: AnnotationLayer | null) => void;
}

/** One layer's popover (Superset's AnnotationLayer): what it shows, where from, and how it looks. */
export function AnnotationLayerEditor({ layer, takenNames, onDone }: AnnotationLayerEditorProps) {
  const [draft, setDraft] = useState<AnnotationLayer>(layer);
  const set = (patch: Partial<AnnotationLayer>) => setDraft({ ...draft, ...patch });
  const id = (field: string) => `annotation-${field}`;
  const problems = layerProblems(draft, takenNames);
  const type = draft.annotationType;
  const sources = sourceTypesOf(type);
  const fromChart = draft.sourceType === 'table' || draft.sourceType === 'line';
  const toggle = (field: 'showMarkers' | 'hideLine' | 'showLabel', label: string) => (
    <div className="control-toggle">
      <label htmlFor={id(field)}>{label}</label>
      <Switch
        id={id(field)}
        size="small"
        checked={draft[field] === true}
        onChange={(on) => set({ [field]: on })}
      />
    </div>
  );
  return (
    <Form layout="vertical" component="div" className="popover-editor annotation-editor">
      <div className="annotation-editor-columns">
        <div>
          <Form.Item label="Name" htmlFor={id('name')} required>
            <Input id={id('name')} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
          </Form.Item>
          <div className="control-toggle">
            <label htmlFor={id('hide')}>Hide layer</label>
            <Switch
              id={id('hide')}
              size="small"
              checked={!draft.show}
              onChange={(hide) => set({ show: !hide })}
            />
          </div>
          <Form.Item label="Annotation layer type" htmlFor={id('type')}>
            <Select
              id={id('type')}
              value={type}
              onChange={(next: AnnotationType) =>
                set({ annotationType: next, sourceType: sourceTypesOf(next)[0]?.value ?? '', value: null })
              }
              options={ANNOTATION_TYPES.map((t) => ({ ...t }))}
            />
          </Form.Item>
          {type === 'FORMULA' ? (
            <Form.Item label="Formula" htmlFor={id('formula')} tooltip="Expression of x, e.g. 2x+5">
              <Input
                id={id('formula')}
                placeholder="y = 2x + 5"
                value={String(draft.value ?? '')}
                onChange={(e) => set({ value: e.target.value })}
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item label="Annotation source type" htmlFor={id('source')}>
                <Select
                  id={id('source')}
                  value={draft.sourceType || undefined}
                  placeholder="Choose the source"
                  onChange={(next: SourceType) => set({ sourceType: next, value: null })}
                  options={sources.map((s) => ({ ...s }))}
                />
              </Form.Item>
              {draft.sourceType ? (
                <AnnotationSourceSelect
                  id={id('value')}
                  sourceType={draft.sourceType}
                  value={draft.value}
                  onChange={(value) => set({ value })}
                />
              ) : null}
            </>
          )}
          {fromChart ? (
            <>
              <Form.Item label="Time column" htmlFor={id('time-column')}>
                <Input
                  id={id('time-column')}
                  value={draft.timeColumn ?? ''}
                  onChange={(e) => set({ timeColumn: e.target.value })}
                />
              </Form.Item>
              {type === 'INTERVAL' ? (
                <Form.Item label="Interval end column" htmlFor={id('end-column')}>
                  <Input
                    id={id('end-column')}
                    value={draft.intervalEndColumn ?? ''}
                    onChange={(e) => set({ intervalEndColumn: e.target.value })}
                  />
                </Form.Item>
              ) : null}
              <Form.Item label="Title column" htmlFor={id('title-column')}>
                <Input
                  id={id('title-column')}
                  value={draft.titleColumn ?? ''}
                  onChange={(e) => set({ titleColumn: e.target.value })}
                />
              </Form.Item>
              <div className="control-toggle">
                <label htmlFor={id('own-range')}>Use this chart's time range</label>
                <Switch
                  id={id('own-range')}
                  size="small"
                  checked={'time_range' in draft.overrides}
                  onChange={(on) => {
                    const { time_range: _dropped, ...rest } = draft.overrides;
                    set({ overrides: on ? { ...rest, time_range: null } : rest });
                  }}
                />
              </div>
            </>
          ) : null}
        </div>
        <div>
          <Form.Item label="Color" htmlFor={id('color')}>
            <ColorPicker
              allowClear
              // Without a colour the layer takes the chart's next one.
              showText={(color) => (draft.color ? color.toHexString() : 'Automatic')}
              value={draft.color ?? undefined}
              onChangeComplete={(color) => set({ color: color.cleared ? null : color.toHexString() })}
              onClear={() => set({ color: null })}
            />
          </Form.Item>
          <Form.Item label="Style" htmlFor={id('style')}>
            <Select
              id={id('style')}
              value={draft.style}
              onChange={(style: AnnotationLayer['style']) => set({ style })}
              options={STYLE_CHOICES.map((c) => ({ ...c }))}
            />
          </Form.Item>
          <Form.Item label="Opacity" htmlFor={id('opacity')}>
            <Select
              id={id('opacity')}
              value={draft.opacity}
              onChange={(opacity: AnnotationLayer['opacity']) => set({ opacity })}
              options={OPACITY_CHOICES.map((c) => ({ ...c }))}
            />
          </Form.Item>
          <Form.Item label="Line width" htmlFor={id('width')}>
            <InputNumber
              id={id('width')}
              min={0}
              value={draft.width}
              onChange={(width) => set({ width: typeof width === 'number' ? width : 1 })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          {type === 'TIME_SERIES' ? (
            <>
              {toggle('showMarkers', 'Show markers')}
              {toggle('hideLine', 'Hide line')}
            </>
          ) : null}
          {toggle('showLabel', 'Show label')}
        </div>
      </div>
      {problems.length ? (
        <ul className="annotation-problems" aria-live="polite">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="popover-editor-actions">
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button
          type="primary"
          disabled={problems.length > 0}
          onClick={() => onDone({ ...draft, name: draft.name.trim() })}
        >
          Apply
        </Button>
      </div>
    </Form>
  );
}
