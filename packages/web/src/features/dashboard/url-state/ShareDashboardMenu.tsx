import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../app/api';
import { COPY_FAILURE, COPY_SUCCESS, copyText } from '../../../app/clipboard';
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
  const { message } = App.useApp();
  const { applied } = useAppliedNativeFilters();
  const [busy, setBusy] = useState(false);

  const copyPermalink = async () => {
    setBusy(true);
    try {
      const url = await createDashboardPermalink(dashboardId, {
        dataMask: applied,
        activeTabs,
        urlParams: dashboardUrlParams(window.location.search),
      });
      if (await copyText(url)) void message.success(COPY_SUCCESS);
      else void message.error(COPY_FAILURE);
    } catch (error) {
      void message.error(`The permalink could not be created: ${failureMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'permalink', label: 'Copy permalink to clipboard', onClick: () => void copyPermalink() },
        ],
      }}
    >
      <Button icon={<ShareAltOutlined />} loading={busy} data-test="dashboard-share">
        Share
      </Button>
    </Dropdown>
  );
}
