import type { ControlDefinition } from '../types';

/** Superset's colour picker default, rgb(0, 122, 135) opaque, saved as `{ r, g, b, a }`. */
export const DEFAULT_PICKED_COLOR: Readonly<{ r: number; g: number; b: number; a: number }> = {
  r: 0,
  g: 122,
  b: 135,
  a: 1,
};

/**
 * Colour and axis-shape controls (Superset's names and defaults). Their components live in Explore's
 * control map: colour schemes show their swatches, the picker saves `{r, g, b, a}`.
 */
export const colorControls: readonly ControlDefinition[] = [
  {
    name: 'color_scheme',
    type: 'color_scheme',
    label: 'Color scheme',
    description:
      'The colours of the categories. On a dashboard, its own colour scheme and label colours win, and a label keeps its colour from chart to chart.',
    default: 'supersetColors',
    renderTrigger: true,
  },
  {
    name: 'xAxisLabelRotation',
    type: 'select',
    label: 'Rotate x axis label',
    description: 'Degrees the x-axis labels turn.',
    default: 0,
    renderTrigger: true,
    choices: [
      { value: 0, label: '0°' },
      { value: 45, label: '45°' },
      { value: 90, label: '90°' },
    ],
  },
];
