import { Alert, Table, Tag, Typography } from 'antd';
import type { PreviewItem } from './types';

/** The first rows of the file as they will be written, each column with its inferred type. */
export function UploadPreview({
  preview,
  loading,
  error,
}: {
  readonly preview: PreviewItem | null;
  readonly loading: boolean;
  readonly error: string | null;
}) {
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The file cannot be read with these settings"
        description={error}
        data-test="upload-preview-error"
      />
    );
  }
  if (!preview) {
    return loading ? <Table size="small" loading columns={[]} dataSource={[]} /> : null;
  }
  const columns = preview.column_names.map((name, index) => ({
    key: String(index),
    dataIndex: String(index),
    title: (
      <span className="upload-preview-head">
        <span className="upload-preview-name">{name}</span>
        <Tag className="upload-preview-type">{preview.column_types[index]}</Tag>
      </span>
    ),
    ellipsis: true,
    width: 150,
    render: (value: unknown) =>
      value === null || value === undefined ? <span className="muted">NULL</span> : String(value),
  }));
  const rows = preview.rows.map((row, index) => ({
    key: index,
    ...Object.fromEntries(row.map((v, i) => [String(i), v])),
  }));
  return (
    <div data-test="upload-preview">
      <Typography.Text type="secondary" className="upload-preview-caption">
        {preview.row_count === 1 ? '1 row' : `${preview.row_count.toLocaleString()} rows`}
        {preview.row_count > rows.length ? `, first ${rows.length} shown` : ''} ·{' '}
        {preview.column_names.length} columns
      </Typography.Text>
      <Table
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: Math.max(600, columns.length * 150), y: 240 }}
        className="upload-preview-table"
      />
    </div>
  );
}
