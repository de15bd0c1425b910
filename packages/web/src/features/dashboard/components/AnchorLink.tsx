import { LinkOutlined } from '@ant-design/icons';
import { App, Tooltip } from 'antd';
import { COPY_FAILURE, COPY_SUCCESS, copyText } from '../../../app/clipboard';

/** The address of this dashboard with `#id`: opening it shows that tab, header or chart. */
export function anchorUrl(id: string, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}#${encodeURIComponent(id)}`;
}

/**
 * Superset's AnchorLink beside a tab or header title: copies a deep link to it and puts the
 * anchor in the address, so a reload lands there too.
 */
export function AnchorLink({ id, title }: { readonly id: string; readonly title: string }) {
  const { message } = App.useApp();
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    const url = anchorUrl(id, window.location);
    window.history.replaceState(window.history.state, '', url);
    if (await copyText(url)) message.success(COPY_SUCCESS);
    else message.error(COPY_FAILURE);
  };
  return (
    <Tooltip title="Copy a link to this">
      <button
        type="button"
        className="anchor-link"
        aria-label={`Copy a link to ${title}`}
        data-test="anchor-link"
        onClick={(event) => void copy(event)}
      >
        <LinkOutlined />
      </button>
    </Tooltip>
  );
}
