// What the graph-family charts (graph, tree, sankey, gantt) share: colours by name, the tooltip
// table and the fields of ECharts' mouse events they read.
import { SUPERSET_COLORS } from '../shared/colors';
import { html } from '../shared/html';
import { truncateLabel } from '../shared/metrics';

/** Superset's categorical scale: each new name takes the next colour of the scheme. */
export function ordinalColors(palette: readonly string[] = SUPERSET_COLORS): (name: string) => string {
  const assigned = new Map<string, string>();
  return (name) => {
    let colour = assigned.get(name);
    if (!colour) {
      colour = palette[assigned.size % palette.length]!;
      assigned.set(name, colour);
    }
    return colour;
  };
}

/** Superset's tooltipHtml: a bold title over label/value rows, every piece escaped. */
export function tooltipTable(title: string | null, rows: readonly (readonly [string, string])[]): string {
  const head = title
    ? html`<div style="font-weight:600;margin-bottom:4px">${truncateLabel(title)}</div>`
    : '';
  const body = rows
    .map(
      ([label, value]) =>
        html`<div style="display:flex;justify-content:space-between;gap:16px"><span>${label}</span><b>${value}</b></div>`,
    )
    .join('');
  return head + body;
}

/** The part of an ECharts mouse event these charts read (more than useEcharts' EchartsEventParams names). */
export interface ChartMouseEvent {
  readonly dataType?: string;
  readonly dataIndex?: number;
  readonly seriesIndex?: number;
  readonly seriesName?: string;
  readonly name?: string;
  readonly data?: unknown;
  readonly value?: unknown;
  readonly event?: { readonly event?: MouseEvent; readonly stop?: () => void };
}
