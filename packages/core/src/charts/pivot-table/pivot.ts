/**
 * The pivot of Superset's pivot table, pure and fast: the query's rows (one per combination of the
 * row and column groupings, with one value per metric) become row keys × column keys, each cell,
 * row total, column total, subtotal and the grand total aggregated with the chart's aggregate
 * function. Metrics are a pseudo-dimension (`METRIC_KEY`) placed on the columns or the rows.
 *
 * Keys live in a trie per axis (one node per key prefix, children by value), so a record costs a
 * few Map lookups on its own values instead of building text keys, and ordering the keys is a
 * walk of the trie with each node's children sorted once.
 */
import { type Aggregator, type AggregatorFactory, aggregatorFactory, type PivotValue } from './aggregators';
import { makeNaturalSort, type PivotKey, type SortFunction, sortAs } from './sort';

/** The name of the metrics' pseudo-dimension, as Superset's pivot table calls it. */
export const METRIC_KEY = 'Metric';

export type PivotOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface PivotOptions {
  /** Attributes on the rows and on the columns, outermost first; may include METRIC_KEY. */
  readonly rows: readonly string[];
  readonly cols: readonly string[];
  /** The metrics' labels: the value columns of the records, in the chart's order. */
  readonly metrics: readonly string[];
  readonly aggregateFunction?: unknown;
  readonly rowOrder?: unknown;
  readonly colOrder?: unknown;
  /** Whether partial keys (subtotals) are computed on each axis. */
  readonly rowSubTotals?: boolean;
  readonly colSubTotals?: boolean;
  /** Subtotals before their group's members (top / left) instead of after. */
  readonly rowSubtotalOnTop?: boolean;
  readonly colSubtotalOnTop?: boolean;
}

export interface PivotAxesOptions {
  readonly groupbyRows: readonly string[];
  readonly groupbyColumns: readonly string[];
  /** 'COLUMNS' (default) or 'ROWS': the axis the metrics go on. */
  readonly metricsLayout?: unknown;
  /** Metrics innermost on their axis instead of outermost. */
  readonly combineMetric?: boolean;
  readonly transposePivot?: boolean;
}

/** Superset's rows and columns of the pivot: transposed if asked, the metrics on their axis. */
export function pivotAxes(options: PivotAxesOptions): { rows: string[]; cols: string[] } {
  let rows = options.transposePivot ? [...options.groupbyColumns] : [...options.groupbyRows];
  let cols = options.transposePivot ? [...options.groupbyRows] : [...options.groupbyColumns];
  if (options.metricsLayout === 'ROWS') {
    rows = options.combineMetric ? [...rows, METRIC_KEY] : [METRIC_KEY, ...rows];
  } else {
    cols = options.combineMetric ? [...cols, METRIC_KEY] : [METRIC_KEY, ...cols];
  }
  return { rows, cols };
}

/** One key prefix on an axis. */
interface KeyNode {
  readonly key: PivotKey;
  readonly id: number;
  /** Absent on the last level. */
  children: Map<unknown, KeyNode> | null;
  /** The row or column total (subtotal for a partial key); absent above the axis' first level shown. */
  total: Aggregator | null;
  /** Row nodes only: the cells, indexed by column node id. */
  cells: (Aggregator | undefined)[] | null;
}

class Axis {
  readonly root: KeyNode;
  private nextId = 0;
  constructor() {
    this.root = this.node([]);
  }
  node(key: PivotKey): KeyNode {
    const id = this.nextId;
    this.nextId += 1;
    return { key, id, children: null, total: null, cells: null };
  }
  child(parent: KeyNode, value: unknown): KeyNode {
    parent.children ??= new Map();
    let child = parent.children.get(value);
    if (!child) {
      const key = parent.key.slice();
      key.push(value);
      child = this.node(key);
      parent.children.set(value, child);
    }
    return child;
  }
  find(key: PivotKey): KeyNode | null {
    let node: KeyNode | undefined = this.root;
    for (const value of key) {
      node = node.children?.get(value);
      if (!node) return null;
    }
    return node;
  }
}

const EMPTY: PivotKey = [];

/** A computed pivot: sorted keys and every aggregate, read by key. */
export class PivotData {
  /** Row keys in display order; partial keys are the row subtotals. */
  readonly rowKeys: PivotKey[] = [];
  readonly colKeys: PivotKey[] = [];
  private readonly rowAxis = new Axis();
  private readonly colAxis = new Axis();
  private readonly allTotal: Aggregator;
  private readonly make: AggregatorFactory;

  constructor(
    records: readonly Readonly<Record<string, unknown>>[],
    private readonly options: PivotOptions,
  ) {
    this.make = aggregatorFactory(options.aggregateFunction, (r, c) => this.getAggregator(r, c));
    this.allTotal = this.make(EMPTY, EMPTY);
    this.process(records);
    this.sortKeys();
  }

  private process(records: readonly Readonly<Record<string, unknown>>[]): void {
    const { rows, cols, metrics } = this.options;
    const rowMetric = rows.indexOf(METRIC_KEY);
    const colMetric = cols.indexOf(METRIC_KEY);
    // Levels from which keys are shown: every level with subtotals, else only whole keys.
    const rowFrom = this.options.rowSubTotals ? 0 : Math.max(0, rows.length - 1);
    const colFrom = this.options.colSubTotals ? 0 : Math.max(0, cols.length - 1);
    const rowPath: KeyNode[] = new Array(rows.length);
    const colPath: KeyNode[] = new Array(cols.length);
    const cellsToo = rows.length > 0 && cols.length > 0;
    for (const record of records) {
      for (const metric of metrics) {
        const value = record[metric];
        if (value === null || value === undefined) continue;
        this.allTotal.push(value);
        let node = this.rowAxis.root;
        for (let i = 0; i < rows.length; i += 1) {
          node = this.rowAxis.child(node, i === rowMetric ? metric : attrValue(record, rows[i] as string));
          rowPath[i] = node;
          if (i >= rowFrom) {
            node.total ??= this.make(node.key, EMPTY);
            node.total.push(value);
          }
        }
        node = this.colAxis.root;
        for (let i = 0; i < cols.length; i += 1) {
          node = this.colAxis.child(node, i === colMetric ? metric : attrValue(record, cols[i] as string));
          colPath[i] = node;
          if (i >= colFrom) {
            node.total ??= this.make(EMPTY, node.key);
            node.total.push(value);
          }
        }
        if (!cellsToo) continue;
        for (let ri = rowFrom; ri < rows.length; ri += 1) {
          const row = rowPath[ri] as KeyNode;
          row.cells ??= [];
          for (let ci = colFrom; ci < cols.length; ci += 1) {
            const col = colPath[ci] as KeyNode;
            let cell = row.cells[col.id];
            if (!cell) {
              cell = this.make(row.key, col.key);
              row.cells[col.id] = cell;
            }
            cell.push(value);
          }
        }
      }
    }
  }

  /** The aggregator of a cell; an empty row key means a column total, both empty the grand total. */
  getAggregator(rowKey: PivotKey, colKey: PivotKey): Aggregator | null {
    if (rowKey.length === 0 && colKey.length === 0) return this.allTotal;
    if (rowKey.length === 0) return this.colAxis.find(colKey)?.total ?? null;
    const row = this.rowAxis.find(rowKey);
    if (colKey.length === 0) return row?.total ?? null;
    const col = this.colAxis.find(colKey);
    return (col && row?.cells?.[col.id]) || null;
  }

  /** A cell's value, or null where no record fell. */
  value(rowKey: PivotKey, colKey: PivotKey): PivotValue {
    return this.getAggregator(rowKey, colKey)?.value() ?? null;
  }

  private sortKeys(): void {
    const { rows, cols, metrics } = this.options;
    const sorters = (attrs: readonly string[]) =>
      attrs.map((attr) => (attr === METRIC_KEY ? sortAs(metrics) : makeNaturalSort()));
    orderAxis(this.rowAxis.root, this.rowKeys, {
      order: this.options.rowOrder,
      sorters: sorters(rows),
      depth: rows.length,
      from: this.options.rowSubTotals ? 1 : rows.length,
      partialOnTop: Boolean(this.options.rowSubtotalOnTop),
    });
    orderAxis(this.colAxis.root, this.colKeys, {
      order: this.options.colOrder,
      sorters: sorters(cols),
      depth: cols.length,
      from: this.options.colSubTotals ? 1 : cols.length,
      partialOnTop: Boolean(this.options.colSubtotalOnTop),
    });
  }
}

interface AxisOrder {
  readonly order: unknown;
  readonly sorters: readonly SortFunction[];
  /** The length of a whole key, and the shortest key shown. */
  readonly depth: number;
  readonly from: number;
  readonly partialOnTop: boolean;
}

const numberOf = (value: PivotValue) =>
  typeof value === 'number' ? (Number.isNaN(value) ? 0 : value) : Number.parseFloat(String(value)) || 0;

/**
 * The keys of an axis in display order, walking the trie. By key, siblings follow their level's
 * sorter (reversed for z-a). By value (Superset's groupingValueSort), the last level's siblings
 * follow their own total, the others the sum of their whole keys' totals, ties by text; either
 * way a group's subtotal comes before or after its members.
 */
function orderAxis(root: KeyNode, out: PivotKey[], spec: AxisOrder): void {
  const byValue = spec.order === 'value_a_to_z' || spec.order === 'value_z_to_a';
  const direction = spec.order === 'value_z_to_a' || spec.order === 'key_z_to_a' ? -1 : 1;
  const sums = new Map<KeyNode, number>();
  const leafValue = (node: KeyNode) => node.total?.value() ?? null;
  const groupSum = (node: KeyNode): number => {
    let sum = sums.get(node);
    if (sum !== undefined) return sum;
    sum = 0;
    if (node.key.length === spec.depth) sum = numberOf(leafValue(node));
    else for (const child of node.children?.values() ?? []) sum += groupSum(child);
    sums.set(node, sum);
    return sum;
  };
  const text = (node: KeyNode) => String(node.key[node.key.length - 1] ?? '');
  const walk = (node: KeyNode, level: number) => {
    const children = [...(node.children?.values() ?? [])];
    if (byValue && level + 1 === spec.depth) {
      const values = new Map(children.map((child) => [child, leafValue(child)]));
      const natural = makeNaturalSort();
      children.sort(
        (a, b) => (natural(values.get(a), values.get(b)) || text(a).localeCompare(text(b))) * direction,
      );
    } else if (byValue) {
      children.sort((a, b) => {
        const x = groupSum(a);
        const y = groupSum(b);
        return (x === y ? text(a).localeCompare(text(b)) : x > y ? 1 : -1) * direction;
      });
    } else {
      const sorter = spec.sorters[level] as SortFunction;
      children.sort((a, b) => sorter(a.key[level], b.key[level]) * direction);
    }
    for (const child of children) {
      const shown = child.key.length >= spec.from;
      const partial = child.key.length < spec.depth;
      if (shown && (!partial || spec.partialOnTop)) out.push(child.key);
      if (partial) walk(child, level + 1);
      if (shown && partial && !spec.partialOnTop) out.push(child.key);
    }
  };
  if (spec.depth > 0) walk(root, 0);
}

/** A record's value of an attribute; a missing attribute reads 'null' as react-pivottable does. */
function attrValue(record: Readonly<Record<string, unknown>>, attr: string): unknown {
  return attr in record ? (record[attr] ?? null) : 'null';
}

/** Pivots the records; see PivotOptions. */
export function pivot(
  records: readonly Readonly<Record<string, unknown>>[],
  options: PivotOptions,
): PivotData {
  return new PivotData(records, options);
}
