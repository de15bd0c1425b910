import { CheckOutlined, EditOutlined, MoreOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../app/errors';
import { type DashboardDetail, deleteDashboard } from '../api/dashboardApi';
import { REFRESH_FREQUENCIES, refreshFrequencyLabel } from '../lib/autoRefresh';
import './dashboard-header.css';

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

function ownerNames(
  owners: readonly { first_name?: string; last_name?: string; username?: string }[] | undefined,
) {
  return (owners ?? [])
    .map((o) => [o.first_name, o.last_name].filter(Boolean).join(' ') || o.username || '')
    .filter(Boolean);
}

/**
 * The dashboard header: title (renamed in place by editors), published/draft toggle, owners,
 * and either the view actions (Edit dashboard, refresh, "…") or, in edit mode, `editActions`.
 */
export function DashboardHeader({
  info,
  canEdit,
  editActions,
  onRefresh,
  onEdit,
  onProperties,
  onChange,
  shareMenu,
  onEmbed,
  favorite,
  fullScreen,
  refreshFrequency = 0,
  onRefreshFrequency,
  onCrossFilterScoping,
  onDownloadImage,
  onSaveAs,
}: {
  info: DashboardDetail;
  canEdit: boolean;
  editActions: ReactNode | null;
  onRefresh: () => void;
  onEdit: () => void;
  onProperties: () => void;
  onChange: (change: { dashboard_title?: string; published?: boolean }) => void;
  /** The Share menu (url-state/ShareDashboardMenu): copies a permalink to the dashboard's state. */
  shareMenu?: ReactNode;
  /** Opens the Embed dashboard dialog (features/embedded); only with EMBEDDED_SUPERSET on. */
  onEmbed?: () => void;
  /** The favourite star beside the title. */
  favorite?: ReactNode;
  fullScreen?: { readonly on: boolean; readonly toggle: () => void };
  /** Seconds between automatic refreshes (0: none), and how the viewer changes it. */
  refreshFrequency?: number;
  onRefreshFrequency?: (seconds: number) => void;
  /** Opens the cross-filtering scoping dialog (editors). */
  onCrossFilterScoping?: () => void;
  /** Saves the dashboard's charts as a PNG. */
  onDownloadImage?: () => void;
  /** Opens the "Save dashboard" dialog (users with dash_save_perm). */
  onSaveAs?: () => void;
}) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const owners = ownerNames(info.owners);
  const title = info.dashboard_title || UNTITLED_DASHBOARD;
  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this dashboard?',
      content: `“${title}” will be deleted. Its charts stay.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteDashboard(info.id);
          message.success('Dashboard deleted');
          navigate('/dashboard/list/');
        } catch (failure) {
          message.error(describeError(failure));
        }
      },
    });
  // The full title on hover, only when the header's width really cuts it.
  const [truncated, setTruncated] = useState(false);
  const published = info.published ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>;
  return (
    <header className="dashboard-header">
      <div className="dashboard-heading">
        {favorite}
        <Tooltip title={truncated ? title : undefined} placement="bottomLeft">
          <Typography.Title
            level={3}
            className="dashboard-title"
            data-test="dashboard-title"
            onMouseEnter={(event) => {
              const element = event.currentTarget;
              setTruncated(element.scrollWidth > element.clientWidth + 1);
            }}
            editable={
              canEdit
                ? {
                    tooltip: 'Rename',
                    triggerType: ['icon', 'text'],
                    onChange: (text) => {
                      const next = text.trim();
                      if (next && next !== info.dashboard_title) onChange({ dashboard_title: next });
                    },
                  }
                : false
            }
          >
            {title}
          </Typography.Title>
        </Tooltip>
        {canEdit ? (
          <Tooltip title={info.published ? 'Published: click to make it a draft' : 'Draft: click to publish'}>
            <button
              type="button"
              className="tag-button"
              data-test="publish-toggle"
              onClick={() => onChange({ published: !info.published })}
            >
              {published}
            </button>
          </Tooltip>
        ) : (
          published
        )}
        {refreshFrequency > 0 ? (
          <Tooltip title="This dashboard refreshes its charts automatically; change it in the … menu.">
            <Tag icon={<SyncOutlined />} data-test="auto-refresh-tag">
              Every {refreshFrequencyLabel(refreshFrequency)}
            </Tag>
          </Tooltip>
        ) : null}
      </div>
      <div className="dashboard-meta">
        {owners.length > 0 ? (
          <span className="muted" title={`Owned by ${owners.join(', ')}`}>
            Owned by {owners.join(', ')}
          </span>
        ) : null}
        {info.changed_on_delta_humanized ? (
          <span className="muted" title={`Modified ${info.changed_on_delta_humanized}`}>
            Modified {info.changed_on_delta_humanized}
          </span>
        ) : null}
        {editActions ?? (
          <>
            {canEdit ? (
              <Button icon={<EditOutlined />} onClick={onEdit} data-test="edit-dashboard">
                Edit dashboard
              </Button>
            ) : null}
            {shareMenu}
            <Tooltip title="Refresh all charts">
              <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label="Refresh dashboard" />
            </Tooltip>
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{
                items: [
                  { key: 'refresh', label: 'Refresh dashboard', onClick: onRefresh },
                  ...(fullScreen
                    ? [
                        {
                          key: 'fullscreen',
                          label: fullScreen.on ? 'Exit full screen' : 'Enter full screen',
                          onClick: fullScreen.toggle,
                        },
                      ]
                    : []),
                  ...(onSaveAs ? [{ key: 'save-as', label: 'Save as', onClick: onSaveAs }] : []),
                  ...(onDownloadImage
                    ? [{ key: 'download-image', label: 'Download as image', onClick: onDownloadImage }]
                    : []),
                  ...(onRefreshFrequency
                    ? [
                        {
                          key: 'auto-refresh',
                          label: 'Set auto-refresh interval',
                          children: REFRESH_FREQUENCIES.map(([seconds, label]) => ({
                            key: `auto-refresh-${seconds}`,
                            label,
                            icon:
                              seconds === refreshFrequency ? (
                                <CheckOutlined />
                              ) : (
                                <span className="menu-icon-space" />
                              ),
                            onClick: () => onRefreshFrequency(seconds),
                          })),
                        },
                      ]
                    : []),
                  ...(canEdit
                    ? [
                        { key: 'properties', label: 'Edit properties', onClick: onProperties },
                        ...(onCrossFilterScoping
                          ? [
                              {
                                key: 'cross-filter-scoping',
                                label: 'Cross-filtering scoping',
                                onClick: onCrossFilterScoping,
                              },
                            ]
                          : []),
                        { key: 'delete', label: 'Delete dashboard', danger: true, onClick: confirmDelete },
                      ]
                    : []),
                  { key: 'charts', label: <Link to="/chart/list/">Add charts from the chart list</Link> },
                  ...(onEmbed ? [{ key: 'embed', label: 'Embed dashboard', onClick: onEmbed }] : []),
                ],
              }}
            >
              <Button icon={<MoreOutlined />} aria-label="More dashboard actions" />
            </Dropdown>
          </>
        )}
      </div>
    </header>
  );
}
