import type { ExtraFilter, QueryFormData } from '@tessera/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useBootstrapQuery } from '../../app/session';
import { ChartContextMenu, type ContextMenuRequest } from './components/ChartContextMenu';
import { DrillDetailModal, type DrillDetailTarget } from './components/DrillDetailModal';
import { drillDatasetId } from './lib/drillPayload';

export interface DrillHost {
  readonly chartName: string;
  readonly formData: QueryFormData | null;
  readonly dashboardId?: number | null;
  readonly verboseMap?: Readonly<Record<string, string>>;
}

/**
 * Drill to detail for one chart: `onContextMenu` (the chart's hook) opens the menu at the click,
 * `node` renders the menu and the rows modal. Users without `can_samples` on Datasource get no menu.
 */
export function useDrillToDetail(host: DrillHost): {
  readonly onContextMenu: (x: number, y: number, filters: readonly ExtraFilter[]) => void;
  readonly openDrill: (filters?: readonly ExtraFilter[]) => void;
  readonly canDrill: boolean;
  readonly node: ReactNode;
} {
  const { data: bootstrap } = useBootstrapQuery();
  const datasetId = host.formData ? drillDatasetId(host.formData) : null;
  const canDrill =
    datasetId !== null && (bootstrap?.user?.permissions ?? []).includes('can_samples|Datasource');
  const [menu, setMenu] = useState<ContextMenuRequest | null>(null);
  const [target, setTarget] = useState<DrillDetailTarget | null>(null);

  const openDrill = useCallback(
    (filters: readonly ExtraFilter[] = []) => {
      if (!host.formData || datasetId === null) return;
      setMenu(null);
      setTarget({
        chartName: host.chartName,
        formData: host.formData,
        datasetId,
        filters,
        dashboardId: host.dashboardId ?? null,
        verboseMap: host.verboseMap ?? {},
      });
    },
    [host.formData, host.chartName, host.dashboardId, host.verboseMap, datasetId],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  const onContextMenu = useCallback(
    (x: number, y: number, filters: readonly ExtraFilter[]) => {
      if (canDrill) setMenu({ x, y, filters });
    },
    [canDrill],
  );
  const node = useMemo(
    () => (
      <>
        {menu ? (
          <ChartContextMenu
            request={menu}
            verboseMap={host.verboseMap}
            onDrill={openDrill}
            onClose={closeMenu}
          />
        ) : null}
        {target ? <DrillDetailModal target={target} onClose={() => setTarget(null)} /> : null}
      </>
    ),
    [menu, target, host.verboseMap, openDrill, closeMenu],
  );
  return { onContextMenu, openDrill, canDrill, node };
}
