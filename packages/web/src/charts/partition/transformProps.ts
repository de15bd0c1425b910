import { legacyData } from '../legacy';
import { chartColors } from '../shared/colors';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** PartitionViz's payload: a tree per metric, `{name, val, children}`. */
export interface PartitionNode {
  readonly name: unknown;
  readonly val?: number | null;
  readonly children?: readonly PartitionNode[];
}

export interface IcicleNode {
  readonly name: string;
  readonly value: number;
  readonly children: readonly IcicleNode[];
}

export interface PartitionProps {
  readonly trees: readonly IcicleNode[];
  /** A label's colour (the scheme's, or the dashboard's label colour). */
  readonly colorFor: (label: string) => string;
  readonly formatValue: (value: unknown) => string;
}

/** A node's name: from the second level PartitionViz names nodes by their key tuple; its last part. */
function nameOf(name: unknown): string {
  const last = Array.isArray(name) ? name[name.length - 1] : name;
  return last === null || last === undefined ? 'N/A' : String(last);
}

/** The tree with each node's children cut to the largest `limit` and those above `threshold` of it. */
export function pruneTree(node: PartitionNode, limit: number, threshold: number): IcicleNode {
  const value = typeof node.val === 'number' && Number.isFinite(node.val) ? node.val : 0;
  const children = [...(node.children ?? [])]
    .map((child) => pruneTree(child, limit, threshold))
    .sort((a, b) => b.value - a.value)
    .filter((child) => value <= 0 || child.value / value >= threshold)
    .slice(0, limit > 0 ? limit : undefined);
  return { name: nameOf(node.name), value, children };
}

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function transformPartitionProps({
  formData,
  queriesData,
  datasource,
  colorNamespace,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'datasource' | 'colorNamespace'>): PartitionProps {
  const data = legacyData<PartitionNode[]>({ queriesData }) ?? [];
  const limit = positive(formData.partition_limit, 5);
  const threshold = positive(formData.partition_threshold, 0.05);
  return {
    colorFor: chartColors({ formData, colorNamespace }),
    trees: data.map((tree) => {
      const pruned = pruneTree(tree, limit, threshold);
      return { ...pruned, name: datasource.verboseMap[pruned.name] ?? pruned.name };
    }),
    formatValue: valueFormatter(formData.number_format),
  };
}

export interface IcicleCell {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly path: readonly string[];
  readonly node: IcicleNode;
  readonly color: string;
  /** Share of the root's value. */
  readonly share: number;
}

/** The icicle's cells: one column per level, each child a slice of its parent's height by value. */
export function icicleLayout(
  root: IcicleNode,
  width: number,
  height: number,
  colour: (name: string) => string,
): IcicleCell[] {
  const depthOf = (node: IcicleNode): number => 1 + Math.max(0, ...node.children.map(depthOf));
  const levels = depthOf(root);
  const columnWidth = width / levels;
  const cells: IcicleCell[] = [];
  const visit = (node: IcicleNode, depth: number, y: number, h: number, path: string[], color: string) => {
    cells.push({
      x: depth * columnWidth,
      y,
      width: columnWidth,
      height: h,
      depth,
      path,
      node,
      color,
      share: root.value > 0 ? node.value / root.value : 0,
    });
    const total = node.value > 0 ? node.value : node.children.reduce((sum, c) => sum + c.value, 0);
    let offset = y;
    for (const child of node.children) {
      const childHeight = total > 0 ? (h * child.value) / total : 0;
      // The first level picks the colours; deeper levels keep their branch's.
      visit(
        child,
        depth + 1,
        offset,
        childHeight,
        [...path, child.name],
        depth === 0 ? colour(child.name) : color,
      );
      offset += childHeight;
    }
  };
  visit(root, 0, 0, height, [root.name], '#b0b7c3');
  return cells;
}
