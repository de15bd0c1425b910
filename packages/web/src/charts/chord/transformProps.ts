import { legacyData } from '../legacy';
import { labelPalette } from '../shared/colors';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** ChordViz's payload: the nodes and `matrix[i][j]`, the metric from node j to node i. */
export interface ChordData {
  readonly nodes: readonly unknown[];
  readonly matrix: readonly (readonly (number | null)[])[];
}

export interface ChordProps {
  readonly nodes: readonly string[];
  readonly matrix: readonly (readonly number[])[];
  readonly colors: readonly string[];
  readonly formatValue: (value: unknown) => string;
}

export function transformChordProps({
  formData,
  queriesData,
  colorNamespace,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'colorNamespace'>): ChordProps {
  const data = legacyData<ChordData>({ queriesData });
  const nodes = (data?.nodes ?? []).map((node) =>
    node === null || node === undefined ? 'N/A' : String(node),
  );
  return {
    nodes,
    matrix: (data?.matrix ?? []).map((row) =>
      row.map((cell) => (cell !== null && Number.isFinite(cell) ? cell : 0)),
    ),
    colors: labelPalette({ formData, colorNamespace }, nodes),
    formatValue: valueFormatter(formData.y_axis_format),
  };
}

/** Superset's chord tooltips: an arc's total, a ribbon's flow both ways. */
export function groupTitle(props: ChordProps, index: number, value: number): string {
  return `${props.nodes[index]}: ${props.formatValue(value)}`;
}

export function ribbonTitle(
  props: ChordProps,
  source: { readonly index: number; readonly value: number },
  target: { readonly index: number; readonly value: number },
): string {
  const from = props.nodes[source.index];
  const to = props.nodes[target.index];
  return `${props.formatValue(source.value)} ${from} to ${to}\n${props.formatValue(target.value)} ${to} to ${from}`;
}

/** Whether an arc's label fits along it, as Superset removes labels that do not fit. */
export function labelFits(label: string, angle: number, radius: number, fontSize = 12): boolean {
  return angle * radius - 16 >= label.length * fontSize * 0.6;
}
