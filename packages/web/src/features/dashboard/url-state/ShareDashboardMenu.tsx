import { SharePermalinkMenu } from '../../../components/SharePermalinkMenu';
import { useAppliedNativeFilters } from '../components/filters';
import { dashboardUrlParams } from './dashboardUrl';
import { createDashboardPermalink } from './stateApi';

const NO_TABS: readonly string[] = [];

/** The dashboard header's Share menu: copies a permalink to the dashboard with its applied filters. */
export function ShareDashboardMenu({
  dashboardId,
  activeTabs = NO_TABS,
}: {
  readonly dashboardId: string;
  /** The tab chosen in each tab set, opened again by the permalink. */
  readonly activeTabs?: readonly string[];
}) {
  const { applied } = useAppliedNativeFilters();
  return (
    <SharePermalinkMenu
      testId="dashboard-share"
      createUrl={() =>
        createDashboardPermalink(dashboardId, {
          dataMask: applied,
          activeTabs,
          urlParams: dashboardUrlParams(window.location.search),
        })
      }
    />
  );
}
