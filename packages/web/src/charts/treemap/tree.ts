import { GenericDataType, type QueryResult } from '@tessera/core';
import type { DataValue } from '../shared/crossFilter';

/** One node of a hierarchy built from grouped rows: a dimension value and its summed metrics. */
export interface TreeNode {
  readonly name: string;
  /** The names on the path from the outermost level to this node, joined with "," (its element key). */
  readonly key: string;
  /** The dimension values on that path, as the answer holds them (what a cross-filter filters on). */
  readonly values: readonly DataValue[];
  readonly value: number;
  readonly secondaryValue: number;
  readonly children: readonly TreeNode[];
}

interface MutableNode {
  name: string;
  key: string;
  values: DataValue[];
  value: number;
  secondaryValue: number;
  children: Map<string, MutableNode>;
}

const NULL_NAME = '<NULL>';

const number = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

/**
 * Rows grouped by `levels` (outermost first) → a tree whose parents sum their children, as
 * Superset's treeBuilder does. Names are the values as text; temporal ones through `formatTime`.
 */
export function buildTree(
  result: QueryResult | undefined,
  levels: readonly string[],
  metric: string,
  secondary: string | null,
  formatTime: (value: unknown) => string,
): TreeNode[] {
  const rows = result?.data ?? [];
  const temporal = new Set(
    (result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL),
  );
  const root = new Map<string, MutableNode>();
  for (const row of rows) {
    const value = number(row[metric]);
    const secondaryValue = secondary ? number(row[secondary]) : value;
    let level = root;
    let parent = null as MutableNode | null;
    for (const column of levels) {
      const raw = row[column];
      const name =
        raw === null || raw === undefined ? NULL_NAME : temporal.has(column) ? formatTime(raw) : String(raw);
      let node = level.get(name);
      if (!node) {
        node = {
          name,
          key: parent ? `${parent.key},${name}` : name,
          values: [...(parent?.values ?? []), (raw ?? null) as DataValue],
          value: 0,
          secondaryValue: 0,
          children: new Map(),
        };
        level.set(name, node);
      }
      node.value += value;
      node.secondaryValue += secondaryValue;
      parent = node;
      level = node.children;
    }
  }
  const freeze = (nodes: Map<string, MutableNode>): TreeNode[] =>
    [...nodes.values()].map((n) => ({ ...n, children: freeze(n.children) }));
  return freeze(root);
}

/** Every node's key → its dimension values (Superset's labelMap of tree charts). */
export function treeLabelMap(
  nodes: readonly TreeNode[],
  into: Record<string, readonly DataValue[]> = {},
): Record<string, readonly DataValue[]> {
  for (const node of nodes) {
    into[node.key] = node.values;
    treeLabelMap(node.children, into);
  }
  return into;
}

/** The element key an ECharts tree item carries (set by the chart's option). */
export function treeItemKey(params: { readonly data?: unknown }): string | null {
  const key = (params.data as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : null;
}
