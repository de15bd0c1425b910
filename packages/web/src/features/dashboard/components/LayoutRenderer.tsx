import { GRID_GUTTER_SIZE, type LayoutComponent, type Position } from '@tessera/core';
import { Tabs } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { DashboardChart, DashboardDataset } from '../api/dashboardApi';
import { getComponent, heightPx, widthShare } from '../lib/layout';
import { ChartHolder, type DashboardCrossFilters } from './ChartHolder';
import { Markdown } from './Markdown';

interface RenderContext {
  readonly position: Position;
  readonly charts: ReadonlyMap<number, DashboardChart>;
  /** The datasets of the charts, by datasource uid (`<id>__table`). */
  readonly datasets: Readonly<Record<string, DashboardDataset>>;
  readonly refreshToken: number;
  readonly crossFilters?: DashboardCrossFilters;
  readonly dashboardId?: number;
}

/** Width on the 12-column grid, leaving room for the gutters between siblings. */
function columnStyle(share: number): CSSProperties {
  const basis = `calc(${(share * 100).toFixed(4)}% - ${(GRID_GUTTER_SIZE * (1 - share)).toFixed(2)}px)`;
  return { flex: `0 0 ${basis}`, maxWidth: basis, minWidth: 0 };
}

function renderChildren(
  component: LayoutComponent,
  context: RenderContext,
  seen: Set<string>,
  inColumn: boolean,
): ReactNode[] {
  return component.children.map((id) => {
    const child = getComponent(context.position, id);
    return child ? renderComponent(child, context, seen, inColumn) : null;
  });
}

function headerClass(size: unknown): string {
  if (size === 'SMALL_HEADER') return 'layout-header small';
  if (size === 'LARGE_HEADER') return 'layout-header large';
  return 'layout-header';
}

function renderComponent(
  component: LayoutComponent,
  context: RenderContext,
  seen: Set<string>,
  inColumn = false,
): ReactNode {
  // A malformed layout can refer to a component twice or form a loop; draw each one once.
  if (seen.has(component.id)) return null;
  seen.add(component.id);
  const sized = (node: ReactNode) =>
    inColumn ? (
      <div key={component.id}>{node}</div>
    ) : (
      <div key={component.id} style={columnStyle(widthShare(component.meta))}>
        {node}
      </div>
    );
  switch (component.type) {
    case 'ROOT':
    case 'GRID':
    case 'TAB':
      return (
        <div key={component.id} className="layout-grid">
          {renderChildren(component, context, seen, false)}
        </div>
      );
    case 'ROW':
      return (
        <div key={component.id} className="layout-row" style={{ gap: GRID_GUTTER_SIZE }}>
          {renderChildren(component, context, seen, false)}
        </div>
      );
    case 'COLUMN':
      return (
        <div
          key={component.id}
          className="layout-column"
          style={{ ...columnStyle(widthShare(component.meta)), gap: GRID_GUTTER_SIZE }}
        >
          {renderChildren(component, context, seen, true)}
        </div>
      );
    case 'CHART': {
      const chartId = component.meta?.chartId;
      const chart = typeof chartId === 'number' ? context.charts.get(chartId) : undefined;
      const uid = chart ? String(chart.form_data?.datasource ?? `${chart.datasource_id}__table`) : '';
      return sized(
        <ChartHolder
          component={component}
          chart={chart}
          dataset={context.datasets[uid]}
          refreshToken={context.refreshToken}
          crossFilters={context.crossFilters}
          dashboardId={context.dashboardId}
        />,
      );
    }
    case 'MARKDOWN':
      return sized(
        <div className="layout-markdown" style={{ height: heightPx(component.meta) }}>
          <Markdown text={String(component.meta?.code ?? '')} />
        </div>,
      );
    case 'HEADER':
      return (
        <h2 key={component.id} className={headerClass(component.meta?.headerSize)}>
          {String(component.meta?.text ?? '')}
        </h2>
      );
    case 'DIVIDER':
      return <hr key={component.id} className="layout-divider" />;
    case 'TABS':
      return (
        <Tabs
          key={component.id}
          className="layout-tabs"
          items={component.children.flatMap((id) => {
            const tab = getComponent(context.position, id);
            if (!tab) return [];
            return [
              {
                key: tab.id,
                label: String(tab.meta?.text ?? tab.meta?.defaultText ?? 'Tab'),
                children: renderComponent(tab, context, seen),
              },
            ];
          })}
        />
      );
    default:
      return null;
  }
}

export function LayoutRenderer(context: RenderContext) {
  const root = getComponent(context.position, 'ROOT_ID');
  if (!root) return null;
  return <div className="dashboard-layout">{renderComponent(root, context, new Set())}</div>;
}
