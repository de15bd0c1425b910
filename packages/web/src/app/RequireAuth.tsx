import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorMessage } from '../components/ErrorMessage';
import { Loading } from '../components/Loading';
import { failureMessage } from './api';
import { Shell } from './Shell';
import { useBootstrapQuery } from './session';

/** Pages behind the login: the session comes from the public bootstrap call. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useBootstrapQuery();
  if (session.isLoading) {
    return (
      <div className="page-center">
        <Loading label="Starting Tessera" />
      </div>
    );
  }
  if (session.error) {
    return (
      <div className="page-center narrow">
        <ErrorMessage
          title="Tessera is not reachable"
          message={failureMessage(session.error)}
          hint="Check that the server is running, then try again."
          action={<Button onClick={() => session.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const user = session.data?.user;
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <Shell user={user} version={session.data?.version}>
      {children}
    </Shell>
  );
}
