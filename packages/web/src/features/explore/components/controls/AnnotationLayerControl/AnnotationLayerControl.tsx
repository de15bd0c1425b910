/**
 * Superset's AnnotationLayerControl: `annotation_layers`, each a formula, event, interval or time
 * series layer edited in a popover. An applied layer's data is queried at once (spec 000 point 8):
 * the list shows it loading, and its error ('Query timeout' after 60 s) under its name.
 */
import { LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { asArray } from '../../../../../charts';
import {
  ANNOTATION_TYPES,
  type AnnotationLayer,
  newLayer,
} from '../../../../../charts/shared/annotationLayers';
import type { ControlComponentProps } from '../controlTypes';
import { PopoverList } from '../PopoverList';
import { AnnotationLayerEditor } from './AnnotationLayerEditor';
import { runAnnotationQuery } from './annotationQuery';
import './AnnotationLayerControl.css';

type LayerState = { readonly status: 'loading' } | { readonly status: 'failed'; readonly error: string };

export function AnnotationLayerControl({ id, dataTest, value, formData, onChange }: ControlComponentProps) {
  const layers = asArray<AnnotationLayer>(value).filter((layer) => layer && typeof layer === 'object');
  const [states, setStates] = useState<Readonly<Record<string, LayerState>>>({});
  const running = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const map = running.current;
    return () => {
      for (const controller of map.values()) controller.abort();
    };
  }, []);
  const query = (layer: AnnotationLayer) => {
    running.current.get(layer.name)?.abort();
    const controller = new AbortController();
    running.current.set(layer.name, controller);
    setStates((s) => ({ ...s, [layer.name]: { status: 'loading' } }));
    void runAnnotationQuery(layer, formData, { signal: controller.signal }).then((outcome) => {
      if (outcome.status === 'aborted') return;
      running.current.delete(layer.name);
      setStates((s) => {
        const { [layer.name]: _done, ...rest } = s;
        return outcome.status === 'failed'
          ? { ...rest, [layer.name]: { status: 'failed', error: outcome.error } }
          : rest;
      });
    });
  };
  const typeLabel = (layer: AnnotationLayer) =>
    ANNOTATION_TYPES.find((t) => t.value === layer.annotationType)?.label;
  return (
    <PopoverList<AnnotationLayer>
      id={id}
      dataTest={dataTest}
      items={layers}
      itemLabel={(layer) => {
        const state = states[layer.name];
        return (
          <span
            className={layer.show === false ? 'annotation-item annotation-item-hidden' : 'annotation-item'}
          >
            {state?.status === 'loading' ? <LoadingOutlined aria-label="Loading" /> : null}
            {state?.status === 'failed' ? (
              <WarningOutlined className="annotation-warning" aria-label="Error" />
            ) : null}
            <span>{layer.name}</span>
            <span className="annotation-item-type">{typeLabel(layer)}</span>
          </span>
        );
      }}
      itemNote={(layer) => {
        const state = states[layer.name];
        return state?.status === 'failed' ? state.error : null;
      }}
      addLabel="Add annotation layer"
      addTitle="Add annotation layer"
      editTitle="Edit annotation layer"
      removeLabel={(layer) => `Remove annotation layer ${layer.name}`}
      popoverWidth={520}
      editor={(layer, done) => (
        <AnnotationLayerEditor
          layer={layer ?? newLayer()}
          takenNames={layers.filter((l) => l !== layer).map((l) => l.name)}
          onDone={(next) => {
            done(next);
            if (next) query(next);
          }}
        />
      )}
      onChange={onChange}
    />
  );
}
