import { CopyOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { COPY_FAILURE, COPY_SUCCESS, copyText } from '../../../app/clipboard';
import { IconAction } from './RowActions';

/**
 * A row's copy-link button (spec 001 §2): copies `path` as an absolute address (with the page's
 * origin, so it can be pasted anywhere) and says 'Link Copied!' or that the browser cannot copy.
 */
export function CopyLinkAction(props: {
  readonly name: string;
  readonly path: string;
  readonly title: string;
}) {
  const { message } = App.useApp();
  const copy = async () => {
    if (await copyText(`${window.location.origin}${props.path}`)) void message.success(COPY_SUCCESS);
    else void message.error(COPY_FAILURE);
  };
  return (
    <IconAction
      title={props.title}
      icon={<CopyOutlined />}
      label={`Copy link to ${props.name}`}
      testId="row-copy-link"
      onClick={() => void copy()}
    />
  );
}
