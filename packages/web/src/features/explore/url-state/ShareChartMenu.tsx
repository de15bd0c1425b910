import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../app/api';
import { COPY_FAILURE, COPY_SUCCESS, copyText } from '../../../app/clipboard';
import { useAppSelector } from '../../../app/hooks';
import { selectExplore } from '../state/exploreSlice';
import { permalinkUrlParams } from './exploreUrl';
import { createExplorePermalink } from './stateApi';

/** Explore header's Share menu: copies a permalink to the chart's current settings. */
export function ShareChartMenu() {
  const { message } = App.useApp();
  const { formData, slice } = useAppSelector(selectExplore);
  const [busy, setBusy] = useState(false);

  const copyPermalink = async () => {
    if (!formData) return;
    setBusy(true);
    try {
      const url = await createExplorePermalink(
        slice ? { ...formData, slice_id: slice.id } : formData,
        permalinkUrlParams(window.location.search),
      );
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
      <Button icon={<ShareAltOutlined />} loading={busy} disabled={!formData} data-test="explore-share">
        Share
      </Button>
    </Dropdown>
  );
}
