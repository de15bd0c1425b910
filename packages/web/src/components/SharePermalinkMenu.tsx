import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../app/api';
import { COPY_FAILURE, COPY_SUCCESS, copyText } from '../app/clipboard';

/**
 * A Share button whose menu copies a permalink (Explore's and the dashboard's): `createUrl` saves
 * the state and answers the address; the copy says 'Link Copied!' or why it could not.
 */
export function SharePermalinkMenu(props: {
  readonly createUrl: () => Promise<string>;
  readonly disabled?: boolean;
  readonly testId: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const copyPermalink = async () => {
    setBusy(true);
    try {
      const url = await props.createUrl();
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
      <Button icon={<ShareAltOutlined />} loading={busy} disabled={props.disabled} data-test={props.testId}>
        Share
      </Button>
    </Dropdown>
  );
}
