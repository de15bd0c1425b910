import type { ControlDefinition } from '../types';

/** Controls of the time-series charts' "Annotations and Layers" section. */
export const annotationControls: readonly ControlDefinition[] = [
  {
    // Superset's AnnotationLayerControl: [{name, annotationType, sourceType, value, show, style, …}].
    name: 'annotation_layers',
    type: 'annotation_layers',
    label: 'Annotation layers',
    description: 'Annotation layers to overlay on the visualization',
    default: [],
  },
];
