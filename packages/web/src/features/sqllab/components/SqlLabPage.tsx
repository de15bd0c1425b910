import { ConsoleSqlOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';

/**
 * SQL Lab is not built yet. Rather than a fake editor, the page says so plainly and points at
 * what works today.
 */
export default function SqlLabPage() {
  return (
    <div className="page-center narrow sqllab-page">
      <ConsoleSqlOutlined className="sqllab-icon" aria-hidden />
      <Typography.Title level={3}>SQL Lab is not available in this version</Typography.Title>
      <Typography.Paragraph type="secondary">
        Writing and running SQL directly against your databases is planned but not built yet. To query data
        today, open a dataset in Explore: pick metrics and dimensions, then view the generated SQL under
        “Results &amp; query”.
      </Typography.Paragraph>
      <Link to="/tablemodelview/list/">
        <Button type="primary">Browse datasets</Button>
      </Link>
    </div>
  );
}
