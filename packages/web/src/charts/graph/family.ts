// What the graph-family charts (graph, tree, sankey, gantt) share: the tooltip
// table and the fields of ECharts' mouse events they read.
import { html } from '../shared/html';
import { truncateLabel } from '../shared/metrics';

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
