import type { QueryFormData } from '@tessera/core';
import { NUMBER_FORMAT_CHOICES } from '../../shared/valueFormat';
import type { ControlChoice, ControlDatasource, ControlDefinition } from '../types';
import { required as cannotBeEmpty } from '../validators';

const isForce = (formData: QueryFormData) => (formData.layout ?? 'force') === 'force';
const isOrthogonal = (formData: QueryFormData) => (formData.layout ?? 'orthogonal') === 'orthogonal';

type Columns = ControlDatasource['columns'];
const groupable = (columns: Columns) => columns.filter((c) => c.groupby !== false);
const named = (columns: Columns, names: readonly string[]) =>
  names.map((n) => columns.find((c) => c.column_name.toLowerCase() === n)).find(Boolean);

/**
 * First guesses so a new chart draws at once (the user changes them): a column of a telling name,
 * else the first groupable column that is not temporal (or is, for times), skipping `not`.
 */
export function guessColumn(
  datasource: ControlDatasource,
  {
    names = [],
    temporal = false,
    not = [],
  }: { names?: readonly string[]; temporal?: boolean; not?: readonly unknown[] },
): string | null {
  const columns = groupable(datasource.columns).filter((c) => !not.includes(c.column_name));
  const isTime = (c: Columns[number]) => Boolean(c.is_dttm) || c.type_generic === 2;
  const pick =
    named(columns, names) ??
    columns.find((c) => isTime(c) === temporal) ??
    (temporal ? undefined : columns[0]);
  return pick?.column_name ?? null;
}

/** A column picker for one column. */
const columnControl = (
  name: string,
  label: string,
  description: string,
  required: boolean,
): ControlDefinition => ({
  name,
  type: 'column',
  label,
  description,
  columnFilter: 'groupable',
  placeholder: 'Choose a column',
  clearable: !required,
  ...(required ? { validators: [cannotBeEmpty] } : {}),
});

/** A number of the force layout, shown only while the layout is force-directed. */
const forceControl = (name: string, label: string, def: number, description: string): ControlDefinition => ({
  name,
  type: 'number',
  label,
  description,
  default: def,
  renderTrigger: true,
  visibility: isForce,
});

/**
 * Superset saves roam and selectedMode as `true`/`false` or a word; the select holds words, so
 * booleans travel as 'true'/'false' and are written back as booleans.
 */
const booleanOrWord = (
  name: string,
  label: string,
  def: boolean | string,
  description: string,
  choices: ControlChoice[],
): ControlDefinition => ({
  name,
  type: 'select',
  label,
  description,
  default: String(def),
  renderTrigger: true,
  choices,
  read: (formData) => (formData[name] === undefined ? undefined : String(formData[name])),
  write: (formData, value) => ({
    ...formData,
    [name]: value === 'true' ? true : value === 'false' ? false : value,
  }),
});

const POSITIONS: ControlChoice[] = ['left', 'top', 'right', 'bottom'].map((value) => ({
  value,
  label: value,
}));

const TIME_BOUND_DESCRIPTION =
  'A time of day (HH:mm:ss) on the first or last day of the data; empty follows the data.';

/** One end of the Gantt's x-axis bounds, kept in Superset's `x_axis_time_bounds` pair. */
const timeBound = (index: 0 | 1, label: string): ControlDefinition => ({
  name: index === 0 ? 'x_axis_time_bound_start' : 'x_axis_time_bound_end',
  type: 'text',
  label,
  description: TIME_BOUND_DESCRIPTION,
  placeholder: index === 0 ? '00:00:00' : '23:59:59',
  read: (formData) => {
    const bounds = formData.x_axis_time_bounds;
    return Array.isArray(bounds) ? (bounds[index] ?? '') : '';
  },
  write: (formData, value) => {
    const bounds = Array.isArray(formData.x_axis_time_bounds)
      ? [...formData.x_axis_time_bounds]
      : [null, null];
    bounds[index] = typeof value === 'string' && value.trim() ? value.trim() : null;
    return {
      ...formData,
      x_axis_time_bounds:
        bounds[0] === null && bounds[1] === null ? undefined : [bounds[0] ?? null, bounds[1] ?? null],
    };
  },
});

/** Controls first needed by the graph charts; each is written once and any chart may refer to it. */
export const graphControls: readonly ControlDefinition[] = [
  // Graph and Sankey: the two ends of each edge.
  {
    ...columnControl('source', 'Source', 'The column of the source nodes.', true),
    initialValue: (datasource) => guessColumn(datasource, { names: ['source'] }),
  },
  {
    ...columnControl('target', 'Target', 'The column of the target nodes.', true),
    // A second column, so a fresh sankey is not one loop from a column to itself.
    initialValue: (datasource) => {
      const source = guessColumn(datasource, { names: ['source'] });
      return (
        guessColumn(datasource, { names: ['target'], not: [source] }) ??
        guessColumn(datasource, { temporal: true, not: [source] })
      );
    },
  },
  columnControl(
    'source_category',
    'Source category',
    'The category of the source nodes, which colours them. A node in several categories takes the first.',
    false,
  ),
  columnControl('target_category', 'Target category', 'The category of the target nodes.', false),
  {
    name: 'layout',
    type: 'radio',
    label: 'Graph layout',
    default: 'force',
    renderTrigger: true,
    choices: [
      { value: 'force', label: 'Force' },
      { value: 'circular', label: 'Circular' },
    ],
  },
  {
    name: 'edgeSymbol',
    type: 'select',
    label: 'Edge symbols',
    description: 'The symbols at the two ends of an edge.',
    default: 'none,arrow',
    renderTrigger: true,
    choices: [
      { value: 'none,none', label: 'None -> None' },
      { value: 'none,arrow', label: 'None -> Arrow' },
      { value: 'circle,arrow', label: 'Circle -> Arrow' },
      { value: 'circle,circle', label: 'Circle -> Circle' },
    ],
  },
  {
    name: 'draggable',
    type: 'checkbox',
    label: 'Enable node dragging',
    description: 'Whether nodes can be dragged in the force layout.',
    default: false,
    renderTrigger: true,
    visibility: isForce,
  },
  booleanOrWord('roam', 'Enable graph roaming', true, 'Whether the chart can be moved and zoomed.', [
    { value: 'false', label: 'Disabled' },
    { value: 'scale', label: 'Scale only' },
    { value: 'move', label: 'Move only' },
    { value: 'true', label: 'Scale and Move' },
  ]),
  booleanOrWord('selectedMode', 'Node select mode', 'single', 'Whether a click selects nodes.', [
    { value: 'false', label: 'Disabled' },
    { value: 'single', label: 'Single' },
    { value: 'multiple', label: 'Multiple' },
  ]),
  {
    name: 'showSymbolThreshold',
    type: 'number',
    label: 'Label threshold',
    description: 'Nodes whose value is not above this carry no label; 0 labels every node.',
    default: 0,
    renderTrigger: true,
  },
  {
    name: 'baseNodeSize',
    type: 'number',
    label: 'Node size',
    description: 'Median node size; the largest node is 4 times the smallest.',
    default: 20,
    renderTrigger: true,
  },
  {
    name: 'baseEdgeWidth',
    type: 'number',
    label: 'Edge width',
    description: 'Median edge width; the thickest edge is 4 times the thinnest.',
    default: 3,
    renderTrigger: true,
  },
  forceControl('edgeLength', 'Edge length', 400, 'The length of an edge between nodes (100–1000).'),
  forceControl('gravity', 'Gravity', 0.3, 'How strongly the graph is pulled to the centre (0.1–1).'),
  forceControl('repulsion', 'Repulsion', 1000, 'How strongly nodes push each other away (100–3000).'),
  forceControl('friction', 'Friction', 0.2, 'How quickly the nodes settle (0.1–1).'),
  // Tree.
  {
    ...columnControl('id', 'Id', 'The column of the node ids.', true),
    initialValue: (datasource) => guessColumn(datasource, { names: ['id'] }),
  },
  {
    ...columnControl('parent', 'Parent', 'The column holding the id of the node’s parent.', true),
    initialValue: (datasource) => {
      const id = guessColumn(datasource, { names: ['id'] });
      return (
        guessColumn(datasource, { names: ['parent', 'parent_id'], not: [id] }) ??
        guessColumn(datasource, { temporal: true, not: [id] })
      );
    },
  },
  columnControl('name', 'Name', 'The column naming the nodes; the id when empty.', false),
  {
    name: 'root_node_id',
    type: 'text',
    label: 'Root node id',
    description: 'The id of the root of the tree; when empty, the largest tree under a single root.',
    default: '',
    renderTrigger: true,
  },
  {
    name: 'orient',
    type: 'radio',
    label: 'Tree orientation',
    default: 'LR',
    renderTrigger: true,
    choices: [
      { value: 'LR', label: 'Left to Right' },
      { value: 'RL', label: 'Right to Left' },
      { value: 'TB', label: 'Top to Bottom' },
      { value: 'BT', label: 'Bottom to Top' },
    ],
    visibility: isOrthogonal,
  },
  {
    name: 'node_label_position',
    type: 'radio',
    label: 'Node label position',
    description: 'Where the labels of the nodes with children sit.',
    default: 'left',
    renderTrigger: true,
    choices: POSITIONS,
  },
  {
    name: 'child_label_position',
    type: 'radio',
    label: 'Child label position',
    description: 'Where the labels of the leaves sit.',
    default: 'bottom',
    renderTrigger: true,
    choices: POSITIONS,
  },
  {
    name: 'emphasis',
    type: 'radio',
    label: 'Emphasis',
    description: 'Which relatives are highlighted on hover.',
    default: 'descendant',
    renderTrigger: true,
    choices: [
      { value: 'ancestor', label: 'ancestor' },
      { value: 'descendant', label: 'descendant' },
    ],
    visibility: isOrthogonal,
  },
  {
    name: 'symbol',
    type: 'select',
    label: 'Symbol',
    default: 'emptyCircle',
    renderTrigger: true,
    choices: [
      { value: 'emptyCircle', label: 'Empty circle' },
      { value: 'circle', label: 'Circle' },
      { value: 'rect', label: 'Rectangle' },
      { value: 'triangle', label: 'Triangle' },
      { value: 'diamond', label: 'Diamond' },
      { value: 'pin', label: 'Pin' },
      { value: 'arrow', label: 'Arrow' },
      { value: 'none', label: 'None' },
    ],
  },
  {
    name: 'symbolSize',
    type: 'number',
    label: 'Symbol size',
    description: 'The size of the node symbols (5–30).',
    default: 7,
    renderTrigger: true,
  },
  // Gantt.
  {
    ...columnControl('start_time', 'Start time', 'When each event starts.', true),
    columnFilter: 'temporal_first',
    initialValue: (datasource) => guessColumn(datasource, { names: ['start', 'start_time'], temporal: true }),
  },
  {
    ...columnControl('end_time', 'End time', 'When each event ends.', true),
    columnFilter: 'temporal_first',
    initialValue: (datasource) => {
      const start = guessColumn(datasource, { names: ['start', 'start_time'], temporal: true });
      return guessColumn(datasource, { names: ['end', 'end_time'], temporal: true, not: [start] }) ?? start;
    },
  },
  {
    ...columnControl('y_axis', 'Y-axis', 'The dimension on the y-axis: one line per value.', true),
    initialValue: (datasource) => guessColumn(datasource, {}),
  },
  {
    name: 'subcategories',
    type: 'checkbox',
    label: 'Subcategories',
    description:
      'Divides each line into one sub-line per value of the dimension, so events of different series never overlap.',
    default: false,
    renderTrigger: true,
    visibility: (formData) => Boolean(formData.series),
  },
  {
    name: 'tooltip_metrics',
    type: 'metrics',
    label: 'Tooltip metrics',
    description: 'Aggregates shown in each event’s tooltip.',
    default: [],
  },
  {
    name: 'tooltip_columns',
    type: 'columns',
    label: 'Tooltip columns',
    description: 'Columns shown in each event’s tooltip.',
    default: [],
    multiple: true,
    columnFilter: 'all',
    placeholder: 'Drop columns here or choose',
  },
  {
    name: 'zoomable',
    type: 'checkbox',
    label: 'Data zoom',
    description: 'A slider under the chart to zoom into a stretch of time.',
    default: false,
    renderTrigger: true,
  },
  timeBound(0, 'X-axis start bound'),
  timeBound(1, 'X-axis end bound'),
  {
    name: 'tooltip_time_format',
    type: 'select',
    label: 'Tooltip time format',
    default: 'smart_date',
    renderTrigger: true,
    choices: [
      { value: 'smart_date', label: 'Adaptive formatting' },
      { value: '%Y-%m-%d %H:%M:%S', label: '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10' },
      { value: '%Y-%m-%d', label: '%Y-%m-%d | 2019-01-14' },
      { value: '%H:%M', label: '%H:%M | 01:32' },
    ],
  },
  {
    name: 'tooltip_values_format',
    type: 'select',
    label: 'Tooltip number format',
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: NUMBER_FORMAT_CHOICES,
    freeForm: true,
  },
];
