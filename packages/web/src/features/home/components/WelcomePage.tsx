import { BarChartOutlined, ConsoleSqlOutlined, DashboardOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Segmented, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { failureMessage } from '../../../app/api';
import { displayName, isAnonymousUser, useBootstrapQuery } from '../../../app/session';
import { EmptyState } from '../../../components/EmptyState';
import {
  type HomeResource,
  type HomeTab,
  RECENT_SHOWN,
  useHomeListQuery,
  useRecentActivityQuery,
} from '../api/homeApi';
import './home.css';

const ICON: Record<'dashboard' | 'slice', ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  slice: <BarChartOutlined aria-hidden />,
};

function RecentActivity() {
  const { data, error, isLoading } = useRecentActivityQuery(undefined, { refetchOnMountOrArgChange: true });
  let body: ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        message={`There was an error fetching your recent activity: ${failureMessage(error)}`}
      />
    );
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState
        compact
        title="Nothing viewed yet"
        description="Dashboards and charts you open show up here, so you can get back to them."
      />
    );
  } else {
    body = (
      <div className="home-recent" data-test="home-recent">
        {data.slice(0, RECENT_SHOWN).map((item) => (
          <Link key={`${item.item_type}-${item.item_url}`} to={item.item_url} className="home-recent-card">
            <span className="home-recent-icon">{ICON[item.item_type]}</span>
            <span className="home-recent-text">
              <span className="home-recent-title">{item.item_title}</span>
              <span className="muted">Viewed {item.time_delta_humanized ?? 'recently'}</span>
            </span>
          </Link>
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="home-recent-title" className="home-section">
      <Typography.Title level={4} id="home-recent-title">
        Recents
      </Typography.Title>
      {body}
    </section>
  );
}

interface PanelProps {
  readonly resource: HomeResource;
  readonly title: string;
  readonly userId: number;
  readonly allPath: string;
  readonly empty: Record<HomeTab, { title: string; description: string; action?: ReactNode }>;
}

function ResourcePanel(props: PanelProps) {
  const tabs: HomeTab[] = props.resource === 'saved_query' ? ['mine'] : ['favorite', 'mine'];
  const [tab, setTab] = useState<HomeTab>(tabs[0] ?? 'mine');
  const { data, error, isFetching, refetch } = useHomeListQuery(
    { resource: props.resource, tab, userId: props.userId },
    { refetchOnMountOrArgChange: true },
  );
  let body: ReactNode;
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        message={`An error occurred while fetching ${props.title.toLowerCase()}: ${failureMessage(error)}`}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (data && data.count === 0) {
    const empty = props.empty[tab];
    body = <EmptyState compact title={empty.title} description={empty.description} action={empty.action} />;
  } else {
    body = (
      <List
        size="small"
        loading={isFetching && !data}
        dataSource={data?.items as never[] | undefined}
        renderItem={(item: { id: number; title: string; url: string; modified: string | null }) => (
          <List.Item data-test="home-item" className="home-item">
            <Link to={item.url} className="home-item-title" title={item.title}>
              {item.title}
            </Link>
            {item.modified ? (
              <span className="muted home-item-modified">Modified {item.modified}</span>
            ) : null}
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card
      size="small"
      className="home-panel"
      data-test={`home-panel-${props.resource}`}
      title={props.title}
      extra={
        <span className="home-panel-extra">
          {tabs.length > 1 ? (
            <Segmented
              size="small"
              value={tab}
              onChange={(value) => setTab(value as HomeTab)}
              options={[
                { value: 'favorite', label: 'Favorite' },
                { value: 'mine', label: 'Mine' },
              ]}
            />
          ) : null}
          <Link to={props.allPath}>View all</Link>
        </span>
      }
    >
      {body}
    </Card>
  );
}

/** The landing page: what you looked at last, your favourites, and what you made. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const user = useBootstrapQuery().data?.user;
  if (!user) return null;
  // A visitor without a session has no history, favourites or creations: Superset sends them to
  // the dashboards the Public role may read.
  if (isAnonymousUser(user)) return <Navigate to="/dashboard/list/" replace />;
  const starHint = (what: string) => `Star ${what} with ☆ in the ${what} list to keep them here.`;
  return (
    <div className="home-page">
      <Typography.Title level={3} className="page-title">
        Welcome, {displayName(user)}
      </Typography.Title>
      <RecentActivity />
      <div className="home-panels">
        <ResourcePanel
          resource="dashboard"
          title="Dashboards"
          userId={user.id}
          allPath="/dashboard/list/"
          empty={{
            favorite: { title: 'No favorite dashboards yet', description: starHint('dashboards') },
            mine: {
              title: 'You have not created a dashboard yet',
              description: 'A dashboard brings charts and filters together on one page.',
              action: <Button onClick={() => navigate('/dashboard/new/')}>Create a dashboard</Button>,
            },
          }}
        />
        <ResourcePanel
          resource="chart"
          title="Charts"
          userId={user.id}
          allPath="/chart/list/"
          empty={{
            favorite: { title: 'No favorite charts yet', description: starHint('charts') },
            mine: {
              title: 'You have not created a chart yet',
              description: 'Pick a dataset and a chart type to explore your data.',
              action: <Button onClick={() => navigate('/chart/add')}>Create a chart</Button>,
            },
          }}
        />
        <ResourcePanel
          resource="saved_query"
          title="Saved queries"
          userId={user.id}
          allPath="/savedqueryview/list/"
          empty={{
            favorite: { title: '', description: '' },
            mine: {
              title: 'No saved queries yet',
              description: 'Write SQL in SQL Lab and save it to find it here.',
              action: (
                <Button icon={<ConsoleSqlOutlined />} onClick={() => navigate('/sqllab/')}>
                  Open SQL Lab
                </Button>
              ),
            },
          }}
        />
      </div>
    </div>
  );
}
