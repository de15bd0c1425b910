import type { ExtraFilter } from '@tessera/core';
import { Dropdown, type MenuProps } from 'antd';
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

/** The menu a right click on a chart opens, as Superset's: drill to detail, or by the clicked values. */
export function ChartContextMenu({ request, verboseMap, onDrill, onClose }: ChartContextMenuProps) {
  const byItems: NonNullable<MenuProps['items']> = request.filters.map((filter, index) => ({
    key: `by-${index}`,
    label: describeFilter(filter, verboseMap),
    onClick: () => onDrill([filter]),
  }));
  if (request.filters.length > 1)
    byItems.push({ key: 'by-all', label: 'All', onClick: () => onDrill(request.filters) });
  const items: MenuProps['items'] = [
    { key: 'drill', label: 'Drill to detail', onClick: () => onDrill([]) },
    ...(byItems.length ? [{ key: 'drill-by', label: 'Drill to detail by', children: byItems }] : []),
  ];
  return (
    <Dropdown
      open
      menu={{ items, onClick: onClose }}
      trigger={['contextMenu']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span
        data-test="chart-context-menu-anchor"
        style={{ position: 'fixed', left: request.x, top: request.y, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
