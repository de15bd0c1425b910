import { Button } from 'antd';
import { Link, Navigate, useParams } from 'react-router';
import { failureMessage } from '../../../app/api';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import type { PermalinkRouteState } from './activeTabs';
import { permalinkTarget } from './dashboardUrl';
import { useDashboardPermalinkQuery } from './stateApi';

/** `/superset/dashboard/p/{key}/`: reads the permalink, then opens its dashboard with its state. */
export default function DashboardPermalinkRedirect() {
  const { key = '' } = useParams();
  const permalink = useDashboardPermalinkQuery(key);
  if (permalink.error) {
    const missing = (permalink.error as { status?: number }).status === 404;
    return (
      <div className="page-center narrow">
        <ErrorMessage
          title={missing ? 'Permalink not found' : 'This permalink could not open'}
          message={
            missing
              ? 'The link is unknown or its dashboard no longer exists.'
              : failureMessage(permalink.error)
          }
          action={
            <Link to="/dashboard/list/">
              <Button>All dashboards</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (!permalink.data) {
    return (
      <div className="page-center">
        <Loading label="Opening the shared dashboard" />
      </div>
    );
  }
  return (
    <Navigate
      to={permalinkTarget(window.location.origin, permalink.data.dashboardId, permalink.data.state)}
      state={{ activeTabs: permalink.data.state.activeTabs ?? [] } satisfies PermalinkRouteState}
      replace
    />
  );
}
