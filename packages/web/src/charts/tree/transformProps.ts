import { formColumn, formColumnLabel } from '@tessera/core';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export interface TreeNode {
  readonly name: string;
  readonly value?: number;
  readonly children: TreeNode[];
}

type Position = 'left' | 'top' | 'right' | 'bottom';

export interface TreeProps {
  /** The tree; null only without rows. */
  readonly root: TreeNode | null;
  readonly metricLabel: string;
  readonly formatValue: (value: unknown) => string;
  readonly layout: 'orthogonal' | 'radial';
  readonly orient: 'LR' | 'RL' | 'TB' | 'BT';
  readonly nodeLabelPosition: Position;
  readonly childLabelPosition: Position;
  readonly emphasis: 'ancestor' | 'descendant';
  readonly symbol: string;
  readonly symbolSize: number;
  readonly roam: boolean | 'scale' | 'move';
}

type Row = Readonly<Record<string, unknown>>;

const key = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The tree under `rootId`: each row hangs under the row whose id is its parent (rows elsewhere are left out). */
export function buildTree(
  rows: readonly Row[],
  columns: { id: string; parent: string; name: string; metric: string },
  rootId: string,
): TreeNode | null {
  const rootRow = rows.find((row) => key(row[columns.id]) === rootId);
  if (!rootRow) return null;
  const nodes = rows.map((row) => {
    const value = Number(row[columns.metric]);
    return {
      name: key(row[columns.name]),
      ...(columns.metric && Number.isFinite(value) && row[columns.metric] !== null ? { value } : {}),
      children: [] as TreeNode[],
    };
  });
  const byId = new Map(rows.map((row, i) => [key(row[columns.id]), nodes[i]!]));
  const root: TreeNode = { name: key(rootRow[columns.name]), children: [] };
  rows.forEach((row, i) => {
    const parentId = key(row[columns.parent]);
    if (parentId === rootId) root.children.push(nodes[i]!);
    else if (parentId !== '' && key(row[columns.id]) !== rootId) byId.get(parentId)?.children.push(nodes[i]!);
  });
  return root;
}

function countNodes(node: TreeNode, seen = new Set<TreeNode>()): number {
  if (seen.has(node)) return 0;
  seen.add(node);
  return 1 + node.children.reduce((sum, child) => sum + countNodes(child, seen), 0);
}

/**
 * Without a root id, Superset tries each row that is the only child of its parent as the root and
 * keeps the tree with the most nodes.
 */
export function largestTree(rows: readonly Row[], columns: Parameters<typeof buildTree>[1]): TreeNode | null {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const parent = key(row[columns.parent]);
    children.set(parent, [...(children.get(parent) ?? []), key(row[columns.id])]);
  }
  let best: TreeNode | null = null;
  let bestSize = 0;
  for (const ids of children.values()) {
    if (ids.length !== 1) continue;
    const tree = buildTree(rows, columns, ids[0]!);
    const size = tree ? countNodes(tree) : 0;
    if (size > bestSize) [best, bestSize] = [tree, size];
  }
  return best;
}

/** Rows (id, parent, name, metric) → the tree and Superset's tree options. */
export function transformTreeProps({ formData, queriesData, datasource }: ChartProps): TreeProps {
  const label = (name: string) => {
    const column = formColumn(formData[name]);
    return column ? formColumnLabel(column) : '';
  };
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const columns = {
    id: label('id'),
    parent: label('parent'),
    name: label('name') || label('id'),
    metric: metricLabel,
  };
  const rows = queriesData[0]?.data ?? [];
  const rootId = key(formData.root_node_id).trim();
  const roam = formData.roam;
  const root = rootId ? buildTree(rows, columns, rootId) : largestTree(rows, columns);
  // Superset draws an empty canvas here; saying why is kinder.
  if (!root && rows.length > 0)
    throw new Error(
      rootId
        ? `No row has the id "${rootId}" given as the root node id.`
        : 'No root node found: no row is the only child of its parent. Set the root node id.',
    );
  return {
    root,
    metricLabel,
    formatValue: valueFormatter(undefined, datasource.columnFormats[metricLabel]),
    layout: formData.layout === 'radial' ? 'radial' : 'orthogonal',
    orient: oneOf(formData.orient, ['LR', 'RL', 'TB', 'BT'] as const, 'LR'),
    nodeLabelPosition: oneOf(
      formData.node_label_position,
      ['left', 'top', 'right', 'bottom'] as const,
      'left',
    ),
    childLabelPosition: oneOf(
      formData.child_label_position,
      ['left', 'top', 'right', 'bottom'] as const,
      'bottom',
    ),
    emphasis: formData.emphasis === 'ancestor' ? 'ancestor' : 'descendant',
    symbol: typeof formData.symbol === 'string' && formData.symbol ? formData.symbol : 'emptyCircle',
    symbolSize:
      Number.isFinite(Number(formData.symbolSize)) && formData.symbolSize !== null
        ? Number(formData.symbolSize)
        : 7,
    roam: roam === 'scale' || roam === 'move' ? roam : !(roam === false || roam === 'false'),
  };
}
