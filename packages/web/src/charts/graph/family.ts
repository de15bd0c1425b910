// What the graph-family charts (graph, tree, sankey, gantt) share: colours by name, the tooltip
// table and the mouse events on their ECharts instance.
import type * as EChartsCore from 'echarts/core';
import { type RefObject, useEffect } from 'react';
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

/** The part of an ECharts mouse event these charts read. */
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

export type ChartMouseHandlers = Partial<Record<'click' | 'contextmenu', (event: ChartMouseEvent) => void>>;

/**
 * Binds click and right-click handlers to the ECharts instance useEcharts mounted on `ref` (call it
 * after useEcharts, so the instance exists). A right click never opens the browser's own menu.
 */
export function useChartMouse(
  echarts: typeof EChartsCore,
  ref: RefObject<HTMLDivElement | null>,
  handlers: ChartMouseHandlers,
) {
  useEffect(() => {
    const instance = ref.current ? echarts.getInstanceByDom(ref.current) : undefined;
    if (!instance) return;
    const bound = Object.entries(handlers).map(([name, handler]) => {
      const listener = (event: ChartMouseEvent) => {
        if (name === 'contextmenu') event.event?.event?.preventDefault();
        handler(event);
      };
      instance.on(name, listener as (event: unknown) => void);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of bound) instance.off(name, listener as (event: unknown) => void);
    };
  }, [echarts, ref, handlers]);
}
