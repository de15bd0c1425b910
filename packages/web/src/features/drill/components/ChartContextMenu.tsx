import type { ExtraFilter } from '@tessera/core';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { describeFilter } from '../lib/drillPayload';

export interface ContextMenuRequest {
  readonly x: number;
  readonly y: number;
  readonly filters: readonly ExtraFilter[];
}

interface ChartContextMenuProps {
  readonly request: ContextMenuRequest;
  readonly verboseMap?: Readonly<Record<string, string>>;
  readonly onDrill: (filters: readonly ExtraFilter[]) => void;
  readonly onClose: () => void;
}

const MENU_WIDTH = 240;
/** Above ECharts' tooltip (z-index 9999999), which may still be showing at the click. */
const CONTEXT_MENU_Z = 10_000_000;

/**
 * The menu a right click on a chart opens, as Superset's: drill to detail, or by the clicked values.
 * Drawn in a portal at the pointer (kept on screen); Escape, a click elsewhere or scrolling closes it.
 */
export function ChartContextMenu({ request, verboseMap, onDrill, onClose }: ChartContextMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Element | null;
      // The submenu pops up in its own layer: a click there belongs to the menu too.
      if (!target?.closest?.('.chart-context-menu, .chart-context-submenu')) onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('scroll', onClose, true);
    ref.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('scroll', onClose, true);
    };
  }, [onClose]);

  const byItems: NonNullable<MenuProps['items']> = request.filters.map((filter, index) => ({
    key: `by-${index}`,
    label: describeFilter(filter, verboseMap),
    onClick: () => onDrill([filter]),
  }));
  if (request.filters.length > 1)
    byItems.push({ key: 'by-all', label: 'All', onClick: () => onDrill(request.filters) });
  const items: MenuProps['items'] = [
    { key: 'drill', label: 'Drill to detail', onClick: () => onDrill([]) },
    ...(byItems.length
      ? [
          {
            key: 'drill-by',
            label: 'Drill to detail by',
            children: byItems,
            popupClassName: 'chart-context-submenu',
          },
        ]
      : []),
  ];
  const left = Math.max(0, Math.min(request.x, window.innerWidth - MENU_WIDTH - 8));
  const top = Math.max(0, Math.min(request.y, window.innerHeight - 120));
  return createPortal(
    <div
      ref={ref}
      className="chart-context-menu"
      data-test="chart-context-menu"
      style={{ position: 'fixed', left, top, width: MENU_WIDTH, zIndex: CONTEXT_MENU_Z }}
    >
      <Menu items={items} selectable={false} mode="vertical" />
    </div>,
    document.body,
  );
}
