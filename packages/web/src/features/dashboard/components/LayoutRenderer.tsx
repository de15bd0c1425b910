import { GRID_GUTTER_SIZE, type LayoutComponent, type Position } from '@tessera/core';
import { Input, Tabs } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { chartDatasetKey, type DashboardChart, type DashboardDataset } from '../api/dashboardApi';
import { getComponent, heightPx, widthShare } from '../lib/layout';
import type { ActiveTabs } from '../url-state';
import { AnchorLink } from './AnchorLink';
import type { DashboardCrossFilters } from './ChartHolder';
import { DeferredChartHolder } from './DeferredChartHolder';
import { DropZone } from './edit/DropZone';
import { EditFrame } from './edit/EditFrame';
import type { LayoutEditing } from './edit/editing';
import { MarkdownEditor } from './edit/MarkdownEditor';
import { PendingChart } from './edit/PendingChart';
import { TabTitle } from './edit/TabTitle';
import { Markdown } from './Markdown';

interface RenderContext {
  readonly position: Position;
  readonly charts: ReadonlyMap<number, DashboardChart>;
  /** The datasets of the charts, by datasource uid (`<id>__table`). */
  readonly datasets: Readonly<Record<string, DashboardDataset>>;
  readonly refreshToken: number;
  /**
   * Auto-refresh turns so far, and the charts they skip (`timed_refresh_immune_slices`): an
   * immune chart refreshes only when asked.
   */
  readonly autoRefresh?: { readonly count: number; readonly immune: ReadonlySet<number> };
  readonly crossFilters?: DashboardCrossFilters;
  readonly dashboardId?: number;
  /** Present in edit mode: drop zones between components and a toolbar on each. */
  readonly editing?: LayoutEditing | null;
  /** The tab shown in each tab set (a permalink's, then the user's choice). */
  readonly activeTabs?: ActiveTabs;
}

/** Width on the 12-column grid, leaving room for the gutters between siblings. */
function columnStyle(share: number, editing = false): CSSProperties {
  const basis = `calc(${(share * 100).toFixed(4)}% - ${(GRID_GUTTER_SIZE * (1 - share)).toFixed(2)}px)`;
  // In edit mode the drop zones between siblings take the gutters' place, so widths may give a little.
  return { flex: `0 ${editing ? 1 : 0} ${basis}`, maxWidth: basis, minWidth: 0 };
}

function renderChildren(
  component: LayoutComponent,
  context: RenderContext,
  seen: Set<string>,
  inColumn: boolean,
): ReactNode[] {
  const nodes = component.children.map((id) => {
    const child = getComponent(context.position, id);
    return child ? renderComponent(child, context, seen, inColumn) : null;
  });
  if (!context.editing) return nodes;
  const horizontal = component.type === 'ROW';
  const empty = nodes.length === 0 && ['GRID', 'TAB', 'COLUMN'].includes(String(component.type));
  const zone = (index: number) => (
    <DropZone
      key={`drop-${index}`}
      parentId={component.id}
      index={index}
      horizontal={horizontal}
      empty={empty}
    />
  );
  return [zone(0), ...nodes.flatMap((node, index) => [node, zone(index + 1)])];
}

function framed(component: LayoutComponent, context: RenderContext, node: ReactNode): ReactNode {
  return context.editing ? (
    <EditFrame key={component.id} component={component}>
      {node}
    </EditFrame>
  ) : (
    node
  );
}

function backgroundClass(background: unknown): string {
  return background === 'BACKGROUND_WHITE' ? ' background-white' : '';
}

/** In edit mode tabs are added with "+" and removed with their ×. */
function tabsEditing(component: LayoutComponent, editing: LayoutEditing) {
  return {
    type: 'editable-card' as const,
    onEdit: (target: unknown, action: 'add' | 'remove') => {
      if (action === 'add') {
        editing.drop(component.id, component.children.length, { kind: 'new', type: 'TAB' });
      } else if (typeof target === 'string') {
        editing.remove(target);
      }
    },
  };
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
      <div key={component.id}>{framed(component, context, node)}</div>
    ) : (
      <div key={component.id} style={columnStyle(widthShare(component.meta), Boolean(context.editing))}>
        {framed(component, context, node)}
      </div>
    );
  switch (component.type) {
    case 'ROOT':
    case 'GRID':
      return (
        <div key={component.id} className="layout-grid">
          {renderChildren(component, context, seen, false)}
        </div>
      );
    case 'TAB':
      return (
        <div key={component.id} className="layout-grid">
          {context.editing ? <TabTitle component={component} /> : null}
          {renderChildren(component, context, seen, false)}
        </div>
      );
    case 'ROW':
      return framed(
        component,
        context,
        <div
          key={component.id}
          className={`layout-row${backgroundClass(component.meta?.background)}`}
          style={{ gap: context.editing ? 0 : GRID_GUTTER_SIZE }}
        >
          {renderChildren(component, context, seen, false)}
        </div>,
      );
    case 'COLUMN':
      return (
        <div
          key={component.id}
          className={`layout-column${backgroundClass(component.meta?.background)}`}
          style={{
            ...columnStyle(widthShare(component.meta), Boolean(context.editing)),
            gap: GRID_GUTTER_SIZE,
          }}
        >
          {framed(component, context, renderChildren(component, context, seen, true))}
        </div>
      );
    case 'CHART': {
      const chartId = component.meta?.chartId;
      const chart = typeof chartId === 'number' ? context.charts.get(chartId) : undefined;
      const uid = chart ? chartDatasetKey(chart) : '';
      if (!chart && context.editing && typeof chartId === 'number')
        return sized(<PendingChart component={component} />);
      return sized(
        <DeferredChartHolder
          component={component}
          chart={chart}
          dataset={context.datasets[uid]}
          refreshToken={
            context.refreshToken +
            (context.autoRefresh && !(typeof chartId === 'number' && context.autoRefresh.immune.has(chartId))
              ? context.autoRefresh.count
              : 0)
          }
          crossFilters={context.crossFilters}
          dashboardId={context.dashboardId}
        />,
      );
    }
    case 'MARKDOWN':
      return sized(
        <div className="layout-markdown" style={{ height: heightPx(component.meta) }}>
          {context.editing ? (
            <MarkdownEditor component={component} />
          ) : (
            <Markdown text={String(component.meta?.code ?? '')} />
          )}
        </div>,
      );
    case 'HEADER':
      return framed(
        component,
        context,
        context.editing ? (
          <div key={component.id} className={`${headerClass(component.meta?.headerSize)} editing`}>
            <Input
              key={String(component.meta?.text ?? '')}
              variant="borderless"
              aria-label="Header text"
              defaultValue={String(component.meta?.text ?? '')}
              placeholder="New header"
              onBlur={(event) => {
                const editing = context.editing;
                if (editing && event.target.value !== component.meta?.text) {
                  editing.updateMeta(component.id, { text: event.target.value });
                }
              }}
            />
          </div>
        ) : (
          <h2
            key={component.id}
            id={component.id}
            className={`${headerClass(component.meta?.headerSize)}${backgroundClass(component.meta?.background)}`}
          >
            {String(component.meta?.text ?? '')}
            <AnchorLink id={component.id} title={String(component.meta?.text ?? 'this header')} />
          </h2>
        ),
      );
    case 'DIVIDER':
      return framed(component, context, <hr key={component.id} className="layout-divider" />);
    case 'TABS':
      return framed(
        component,
        context,
        <Tabs
          key={component.id}
          className="layout-tabs"
          {...(context.activeTabs ? tabsSelection(component, context.activeTabs) : {})}
          {...(context.editing ? tabsEditing(component, context.editing) : {})}
          items={component.children.flatMap((id) => {
            const tab = getComponent(context.position, id);
            if (!tab) return [];
            return [
              {
                key: tab.id,
                label: context.editing ? (
                  String(tab.meta?.text ?? tab.meta?.defaultText ?? 'Tab')
                ) : (
                  <span id={tab.id} className="layout-tab-label">
                    {String(tab.meta?.text ?? tab.meta?.defaultText ?? 'Tab')}
                    <AnchorLink id={tab.id} title={String(tab.meta?.text ?? 'this tab')} />
                  </span>
                ),
                children: renderComponent(tab, context, seen),
              },
            ];
          })}
        />,
      );
    default:
      return null;
  }
}

function tabsSelection(component: LayoutComponent, activeTabs: ActiveTabs) {
  return {
    activeKey: activeTabs.map.get(component.id) ?? component.children[0],
    onChange: (key: string) => activeTabs.choose(component.id, key),
  };
}

/** The dashboard's layout; with `editing`, the edit-mode layout with drop zones and toolbars. */
export function LayoutRenderer(context: RenderContext) {
  const root = getComponent(context.position, 'ROOT_ID');
  if (!root) return null;
  return (
    <div className={`dashboard-layout${context.editing ? ' editing' : ''}`}>
      {renderComponent(root, context, new Set())}
    </div>
  );
}
