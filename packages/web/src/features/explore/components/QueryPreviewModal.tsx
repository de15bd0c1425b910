/**
 * Explore's "Query preview" for a query source (Superset's ViewQuery in a modal with
 * ViewQueryModalFooter): the query's SQL with a Copy button, and the footer's Save as Dataset,
 * Open in SQL Lab and Close.
 */
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Modal } from 'antd';
import { COPY_FAILURE, copyText } from '../../../app/clipboard';

/** Superset's CopyToClipboard default success message. */
export const SQL_COPIED = 'Copied to clipboard!';

export function QueryPreviewModal({
  open,
  sql,
  onClose,
  onSaveAsDataset,
  onOpenInSqlLab,
}: {
  readonly open: boolean;
  readonly sql: string;
  readonly onClose: () => void;
  readonly onSaveAsDataset: () => void;
  readonly onOpenInSqlLab: () => void;
}) {
  const { message } = App.useApp();
  const copy = async () => {
    if (await copyText(sql)) void message.success(SQL_COPIED);
    else void message.error(COPY_FAILURE);
  };
  return (
    <Modal
      open={open}
      title="Query preview"
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="save"
          onClick={() => {
            onClose();
            onSaveAsDataset();
          }}
          data-test="query-preview-save-as-dataset"
        >
          Save as Dataset
        </Button>,
        <Button key="sqllab" onClick={onOpenInSqlLab}>
          Open in SQL Lab
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <div className="query-preview">
        <Button
          size="small"
          icon={<CopyOutlined />}
          className="query-preview-copy"
          onClick={() => void copy()}
          data-test="query-preview-copy"
        >
          Copy
        </Button>
        <pre className="sql-view query-preview-sql" data-test="query-preview-sql">
          {sql}
        </pre>
      </div>
    </Modal>
  );
}
