import { Button } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';

export function NotFoundPage() {
  return (
    <div className="page-center narrow">
      <EmptyState
        title="Page not found"
        description="The address may be mistyped, or the page has moved."
        action={
          <Link to="/dashboard/list/">
            <Button type="primary">Go to dashboards</Button>
          </Link>
        }
      />
    </div>
  );
}
