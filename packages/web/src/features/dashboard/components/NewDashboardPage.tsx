import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../../app/errors';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import { createDashboard } from '../api/dashboardApi';
import { emptyPosition } from '../lib/layout';

const UNTITLED = '[ untitled dashboard ]';

/** /dashboard/new/: create an untitled dashboard and open it, as Superset does. */
export default function NewDashboardPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createDashboard({
      dashboard_title: UNTITLED,
      position_json: JSON.stringify(emptyPosition(UNTITLED)),
      published: false,
    })
      .then((id) => navigate(`/superset/dashboard/${id}/`, { replace: true }))
      .catch((failure) => setError(describeError(failure)));
  }, [navigate]);
  return (
    <div className="page-center narrow">
      {error ? (
        <ErrorMessage title="Could not create a dashboard" message={error} />
      ) : (
        <Loading label="Creating dashboard" />
      )}
    </div>
  );
}
